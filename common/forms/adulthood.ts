// An admin's correction of an advertiser's date of birth and account kind (issue 31), with the
// reason the audit log keeps. The adulthood service parses with it (and then judges the date against
// India's today, its own clock); the Correct Date of Birth dialog checks with the form variant.
import * as z from 'zod/mini';
import { checkDateOfBirth, type AccountKind } from '../dateOfBirth.ts';
import { ACCOUNT_KIND_MESSAGE, statedDateOfBirth } from './account.ts';
import { requiredText } from './fields.ts';

export const CORRECTION_REASON_MESSAGE = 'Please give the reason for the correction';
export const CORRECTION_REASON_MAX = 500;

const ACCOUNT_KINDS = ['independent', 'agency'] as const satisfies readonly AccountKind[];

export const dateOfBirthCorrectionSchema = z.object({
  // absent: the kind stays as it is
  accountKind: z.nullish(z.enum(ACCOUNT_KINDS, { error: ACCOUNT_KIND_MESSAGE })),
  reason: requiredText(CORRECTION_REASON_MESSAGE, CORRECTION_REASON_MAX),
});

/** The dialog: the date judged at once (sent as the rule reads it), the kind always chosen. */
export const dateOfBirthCorrectionFormSchema = z.object({
  dateOfBirth: z.pipe(
    statedDateOfBirth({ optional: false }),
    z.transform((value: string) => {
      const checked = checkDateOfBirth(value);
      return checked.ok ? checked.dateOfBirth : value;
    }),
  ),
  accountKind: z.enum(ACCOUNT_KINDS, { error: ACCOUNT_KIND_MESSAGE }),
  reason: dateOfBirthCorrectionSchema.shape.reason,
});
