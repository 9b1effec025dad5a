// The edit-ad form (issue 18): the create-ad form's contents with its rules and messages, the ad's
// photos to keep (each removable) and new ones; its city and dates are shown, not changed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { EditAdForm_ad$data, EditAdForm_ad$key } from '../../../__generated__/EditAdForm_ad.graphql';
import { toastError, toastSuccess } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { UNDER_REVIEW, UNDER_REVIEW_NOTE } from '../../../../../common/holdReasons.ts';
import { session } from '../../../lib/session.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { AdTextFields, type AdTextField } from '../create/AdTextFields.tsx';
import { AgeField } from '../create/AgeField.tsx';
import { ageOfSummaries, checkAge, isAgeRefusal, statedAgesOfSummary } from '../../../../../common/age.ts';
import { AdContentSections } from '../create/AdContentSections.tsx';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import { PhotoGrid, RemovablePhoto } from '../create/ImagesField.tsx';
import { DEFAULT_QUICK_SUMMARY_NAMES, type QuickSummary } from '../create/createAdRules.ts';
import { editAdFormSchema, useEditAdTexts, type EditAdField, type EditAdValues } from './editAdRules.ts';
import { useEditAdMutation } from './useEditAdMutation.ts';
import { sharedText } from '../../../lib/sharedMessages.ts';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../../lib/shared-texts/ads.ts';

const FORM_FIELDS: readonly EditAdField[] = ['name', 'contact', 'description', 'images'];

/**
 * The ad's summaries, with the default names still offered (empty) when the ad has none of them; an
 * old ad's "Age" summary that states the age the Age field shows is that field now, and left out.
 */
function summariesOf(saved: readonly QuickSummary[], age: number | null): QuickSummary[] {
  const kept = saved.filter(
    (summary) =>
      !(
        age !== null &&
        summary.name.trim().toLowerCase() === 'age' &&
        statedAgesOfSummary(summary).every((stated) => stated === age)
      ),
  );
  const names = new Set(kept.map((summary) => summary.name.toLowerCase()));
  return [
    ...kept.map(({ name, value }) => ({ name, value })),
    ...DEFAULT_QUICK_SUMMARY_NAMES.filter((name) => !names.has(name.toLowerCase())).map((name) => ({
      name,
      value: '',
    })),
  ];
}

/** The age the form starts with: the ad's, else (an ad made before ages were asked) an adult age its summaries give. */
function initialAgeOf(age: number | null, saved: readonly QuickSummary[]): number | null {
  if (age !== null) return age;
  const stated = ageOfSummaries(saved);
  return stated !== null && checkAge(stated).ok ? stated : null;
}

/** The form's fields as the ad has them: nothing new chosen, every photo kept. */
function valuesOf(ad: EditAdForm_ad$data): EditAdValues {
  // issue 31: the person's age, asked of an old ad without one too
  const age = initialAgeOf(ad.age ?? null, ad.quickSummaries);
  return {
    name: ad.name,
    contact: ad.ownContact ?? '',
    description: ad.description,
    age: age === null ? '' : String(age),
    services: [...ad.services],
    quickSummaries: summariesOf(ad.quickSummaries, age),
    customSections: ad.customSections.map(({ title, description }) => ({ title, description })),
    keepImageIds: ad.images.map((image) => image.id),
    images: [],
    adultDeclaration: false,
  };
}

export function EditAdForm({
  ad,
  agency = false,
}: {
  ad: EditAdForm_ad$key;
  /** an agency account declares on each edit (issue 31) */ agency?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment EditAdForm_ad on Ad {
        id
        underReview
        name
        description
        ownContact
        age
        startDate
        endDate
        services
        quickSummaries {
          name
          value
        }
        customSections {
          title
          description
        }
        location {
          name
        }
        images {
          id
          url
          srcSet
        }
      }
    `,
    ad,
  );
  const { t, i18n } = useLingui();
  const texts = useEditAdTexts();
  const navigate = useNavigate();
  const [saveAd, isInFlight] = useEditAdMutation();
  const form = useSchemaForm(editAdFormSchema({ agency }), { defaultValues: valuesOf(data) });
  const { register, control, handleSubmit, setError, clearErrors, setValue, formState } = form;
  const { errors } = formState;
  // an error goes when its field is edited
  const field = <Name extends AdTextField | 'age'>(name: Name) => register(name, { onChange: () => clearErrors(name) });
  const keptImageIds = useWatch({ control, name: 'keepImageIds' });
  const keptImages = data.images.filter((image) => keptImageIds.includes(image.id));
  // the ad's city and dates as the message names them (shown, not changed)
  const city = data.location.name;
  const startDate = String(data.startDate);
  const endDate = String(data.endDate);

  const submit = handleSubmit(async ({ images, ...input }) => {
    const hadSession = session.get().auth !== null;
    const outcome = await saveAd({ adId: data.id, ...input }, images);
    if (outcome.kind === 'saved') {
      toastSuccess(outcome.inModerationQueue ? texts.successInReview : texts.success);
      navigate('/ads');
      return;
    }
    if (outcome.kind === 'failed') return toastError(actionFailureMessage(texts.failure, hadSession, i18n));
    toastError(sharedText(i18n, outcome.message));
    const refused =
      outcome.field === 'adultDeclaration'
        ? 'adultDeclaration'
        : isAgeRefusal(outcome.field, outcome.message)
          ? 'age'
          : (FORM_FIELDS.find((candidate) => candidate === outcome.field?.split('.')[0]) ??
            (outcome.field?.startsWith('keepImageIds') ? 'images' : 'name'));
    setError(refused, { type: 'server', message: outcome.message });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Edit ad`}>
        <Stack gap="5">
          {data.underReview && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{UNDER_REVIEW}</Alert.Title>
                <Alert.Description>
                  {UNDER_REVIEW_NOTE} <Trans>Saving your changes does not publish it.</Trans>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Text color="fg.muted">
            <Trans>
              {city} · {startDate} to {endDate}. Dates and city stay as bought: renew the ad for more days.
            </Trans>
          </Text>
          <DashboardSection title={t`Ad Details`}>
            <AdTextFields field={field} errors={errors} />
            <AgeField
              input={field('age')}
              error={errors.age?.message}
              helper={
                data.age == null
                  ? t`Ads now state the age of the person in them (18 to 99): please add it to save this ad.`
                  : undefined
              }
            />
          </DashboardSection>
          <AdContentSections
            agency={agency}
            currentPhotos={
              keptImages.length > 0 && (
                <PhotoGrid label={t`Current photos`}>
                  {keptImages.map((image, index) => {
                    // the photo's place in the list, as the messages name it
                    const number = index + 1;
                    return (
                      <RemovablePhoto
                        key={image.id}
                        src={image.url}
                        srcSet={image.srcSet}
                        sizes="160px"
                        alt={t`Photo ${number}`}
                        removeLabel={t`Remove photo ${number}`}
                        onRemove={() => {
                          setValue(
                            'keepImageIds',
                            keptImageIds.filter((id) => id !== image.id),
                          );
                          clearErrors('images');
                        }}
                      />
                    );
                  })}
                </PhotoGrid>
              )
            }
          />
          <Flex gap="3">
            <Button type="submit" colorPalette="brand" loading={isInFlight}>
              <Trans>Save Changes</Trans>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/ads">
                <Trans>Cancel</Trans>
              </RouterLink>
            </Button>
          </Flex>
        </Stack>
      </form>
    </FormProvider>
  );
}
