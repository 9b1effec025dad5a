// The edit-ad rules (issue 18): the create-ad rules of SPEC section 5 for what an edit may change,
// with the same messages (common/forms/ads.ts and createAdRules.ts are their homes).
import { useLingui } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { imageCountProblem } from '../../../../../common/forms/ads.ts';
import { adFormContentsShape, checkAgeAndDeclaration, sentContents } from '../create/createAdRules.ts';

/** The form's own texts, in the page's language. */
export function useEditAdTexts() {
  const { t } = useLingui();
  return {
    success: t`Ad updated successfully!`,
    successInReview: t`Ad updated successfully! Moderators will review it again.`,
    failure: t`Failed to update Ad`,
  };
}

/** The edit-ad form's rules, each field's problem at once: the texts, the photos kept and new together, the age and an agency's declaration. */
export function editAdFormSchema({ agency }: { agency: boolean }) {
  return z.pipe(
    z
      .object({
        ...adFormContentsShape,
        /** the ad's photos to keep, in the order shown */
        keepImageIds: z.array(z.string()),
        images: z.array(z.custom<File>()),
      })
      .check(
        z.superRefine((values, ctx) => {
          const images = imageCountProblem(values.keepImageIds.length + values.images.length);
          if (images) ctx.addIssue({ code: 'custom', message: images, path: ['images'], input: values.images });
          checkAgeAndDeclaration(values, agency, ctx);
        }),
      ),
    z.transform((values) => sentContents(values, agency)),
  );
}

export type EditAdValues = z.input<ReturnType<typeof editAdFormSchema>>;
export type EditAdField = keyof EditAdValues;
