// The create-ad form (SPEC section 5 "Create ad"): every rule with its message before sending, the
// cost in credits and the balance after, then one ad per chosen city. react-hook-form holds the
// fields and checks them with createAdFormSchema (the server's schema pieces, common/forms/ads.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { CreateAdForm_query$key } from '../../../__generated__/CreateAdForm_query.graphql';
import { toastError, toastSuccess } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session } from '../../../lib/session.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { AdTextFields, type AdTextField } from './AdTextFields.tsx';
import { AgeField } from './AgeField.tsx';
import { isAgeRefusal } from '../../../../../common/age.ts';
import { ChoiceField } from '../../../components/ChoiceField.tsx';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import { LocationsField } from './LocationsField.tsx';
import { defaultQuickSummaries } from './QuickSummariesField.tsx';
import { AdContentSections } from './AdContentSections.tsx';
import {
  adCost,
  createAdFormSchema,
  latestEndDate,
  withEndDate,
  withStartDate,
  type CreateAdField,
  type CreateAdValues,
  useCreateAdTexts,
} from './createAdRules.ts';
import { useCreateAdsMutation } from './useCreateAdsMutation.ts';
import { todayInIndia } from '../../../../../common/india.ts';
import { TextField } from '../../../components/TextField.tsx';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../../lib/shared-texts/account.ts';
import '../../../lib/shared-texts/ads.ts';

/** Server field names that name one of the form's own fields. */
const FORM_FIELDS: readonly CreateAdField[] = [
  'name',
  'contact',
  'description',
  'startDate',
  'endDate',
  'categoryId',
  'locationIds',
  'images',
];

const EMPTY: CreateAdValues = {
  name: '',
  contact: '',
  description: '',
  // issue 31: the person's age, a field of its own (the SPEC's Age summary became it)
  age: '',
  startDate: '',
  endDate: '',
  categoryId: '',
  locationIds: [],
  services: [],
  quickSummaries: defaultQuickSummaries(),
  customSections: [],
  images: [],
  // issue 31: an agency declares on each ad that it holds proof the person is 18 or over
  adultDeclaration: false,
};

export function CreateAdForm({ query }: { query: CreateAdForm_query$key }) {
  const data = useFragment(
    graphql`
      fragment CreateAdForm_query on Query {
        viewer {
          credits
          accountKind
        }
        creditScheme {
          timePerCredit
        }
        categories {
          id
          name
        }
        ...LocationsField_query
      }
    `,
    query,
  );
  const { t, i18n } = useLingui();
  const texts = useCreateAdTexts();
  const navigate = useNavigate();
  const [createAds, isInFlight] = useCreateAdsMutation();
  const today = todayInIndia();
  const agency = data.viewer?.accountKind === 'agency';
  const credits = data.viewer?.credits ?? 0;
  const timePerCredit = data.creditScheme?.timePerCredit ?? 0;
  const form = useSchemaForm(createAdFormSchema({ today, credits, timePerCredit, agency, texts }), {
    defaultValues: EMPTY,
  });
  const { register, control, handleSubmit, setError, clearErrors, getValues, setValue, formState } = form;
  const { errors } = formState;
  // the cost preview and the end date's bounds follow the dates and cities chosen
  const [startDate, endDate, locationIds] = useWatch({ control, name: ['startDate', 'endDate', 'locationIds'] });
  const cost = adCost({ startDate, endDate }, locationIds.length, credits, timePerCredit);
  // the numbers as the cost's messages name them
  const { daysPerLocation, totalCredits, creditsPerAd, balanceAfter } = cost;
  const locationCount = locationIds.length;
  // an error goes when its field is edited
  const field = <Name extends AdTextField | 'age' | 'categoryId'>(name: Name) =>
    register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async ({ images, ...input }) => {
    const hadSession = session.get().auth !== null;
    const outcome = await createAds(input, images);
    if (outcome.kind === 'created') {
      session.setCredits(outcome.balance);
      toastSuccess(outcome.underReview ? texts.successUnderReview : texts.success);
      navigate('/ads');
      return;
    }
    // SPEC section 8: the toast is fixed; the server's reason still shows under its field
    toastError(outcome.kind === 'failed' ? actionFailureMessage(texts.failure, hadSession, i18n) : texts.failure);
    if (outcome.kind !== 'refused') return;
    const refused = isAgeRefusal(outcome.field, outcome.message)
      ? 'age'
      : outcome.field === 'adultDeclaration'
        ? 'adultDeclaration'
        : (FORM_FIELDS.find((candidate) => candidate === outcome.field?.split('.')[0]) ?? 'endDate');
    setError(refused, { type: 'server', message: outcome.message });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="5">
          <DashboardSection title={t`Ad Details`}>
            <AdTextFields field={field} errors={errors} />
            <AgeField input={field('age')} error={errors.age?.message} />
            <ChoiceField
              label={t`Category`}
              placeholder={t`Select Category`}
              options={data.categories}
              input={field('categoryId')}
              error={errors.categoryId?.message}
            />
          </DashboardSection>

          <DashboardSection title={t`Locations and Dates`}>
            <Controller
              name="locationIds"
              control={control}
              render={({ field: locations }) => (
                <LocationsField
                  query={data}
                  locationIds={locations.value}
                  error={errors.locationIds?.message}
                  onChange={(ids) => {
                    locations.onChange(ids);
                    clearErrors('locationIds');
                  }}
                />
              )}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Controller
                name="startDate"
                control={control}
                render={({ field: start }) => (
                  <TextField
                    label={t`Start Date`}
                    type="date"
                    min={today}
                    {...start}
                    onChange={(event) => {
                      const dates = withStartDate(
                        { startDate: start.value, endDate: getValues('endDate') },
                        event.target.value,
                      );
                      start.onChange(dates.startDate);
                      setValue('endDate', dates.endDate);
                      clearErrors(['startDate', 'endDate']);
                    }}
                    error={errors.startDate?.message}
                  />
                )}
              />
              <Controller
                name="endDate"
                control={control}
                render={({ field: end }) => (
                  <TextField
                    label={t`End Date`}
                    type="date"
                    min={startDate || today}
                    max={latestEndDate(startDate, cost.daysPerLocation)}
                    {...end}
                    onChange={(event) => {
                      end.onChange(
                        withEndDate({ startDate, endDate: end.value }, event.target.value, cost.daysPerLocation)
                          .endDate,
                      );
                      clearErrors('endDate');
                    }}
                    error={errors.endDate?.message}
                  />
                )}
              />
            </SimpleGrid>
            <Stack gap="1" aria-live="polite" role="group" aria-label={t`Cost`}>
              {data.creditScheme ? (
                <>
                  <Text>
                    <Trans>
                      Days available per location: <strong>{daysPerLocation}</strong>
                    </Trans>
                  </Text>
                  <Text>
                    {locationCount > 1 && creditsPerAd > 0 ? (
                      <Trans>
                        Cost: <strong>{totalCredits} credits</strong> ({creditsPerAd} credits × {locationCount}{' '}
                        locations)
                      </Trans>
                    ) : (
                      <Trans>
                        Cost: <strong>{totalCredits} credits</strong>
                      </Trans>
                    )}
                  </Text>
                  <Text>
                    <Trans>
                      Balance after: <strong>{balanceAfter} credits</strong>
                    </Trans>
                  </Text>
                </>
              ) : (
                <Text color="fg.muted">
                  <Trans>Ads cannot be published yet: no credit scheme has been set.</Trans>
                </Text>
              )}
            </Stack>
          </DashboardSection>

          <AdContentSections agency={agency} />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isInFlight}>
            <Trans>Create Ad</Trans>
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
