// The create-ad form (SPEC section 5 "Create ad"): every rule with its message before sending, the
// cost in credits and the balance after, then one ad per chosen city.
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { CreateAdForm_query$key } from '../../../__generated__/CreateAdForm_query.graphql';
import { toastError, toastSuccess } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session } from '../../../lib/session.ts';
import { AdTextFields, type AdTextField } from './AdTextFields.tsx';
import { AgeField } from './AgeField.tsx';
import { checkAdAge, isAgeRefusal } from '../../../../../common/age.ts';
import { AdultDeclarationSection, useAdultDeclaration } from './AdultDeclarationField.tsx';
import { CustomSectionsField } from './CustomSectionsField.tsx';
import { FormSection } from './FormSection.tsx';
import { ImagesField } from './ImagesField.tsx';
import { LocationsField } from './LocationsField.tsx';
import { QuickSummariesField, defaultQuickSummaries } from './QuickSummariesField.tsx';
import { ServicesField } from './ServicesField.tsx';
import {
  CREATE_AD_MESSAGES,
  adCost,
  createAdErrors,
  latestEndDate,
  withEndDate,
  withStartDate,
  type AdDates,
  type CreateAdErrors,
  type CreateAdField,
  type CustomSection,
  type QuickSummary,
} from './createAdRules.ts';
import { useCreateAdsMutation } from './useCreateAdsMutation.ts';
import { todayInIndia } from '../../../../../common/india.ts';

/** Server field names that name one of the form's own fields. */
const FORM_FIELDS: readonly CreateAdField[] = ['name', 'contact', 'description', 'startDate', 'endDate', 'categoryId', 'locationIds', 'images'];

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
  const navigate = useNavigate();
  const [createAds, isInFlight] = useCreateAdsMutation();
  const today = todayInIndia();

  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [description, setDescription] = useState('');
  // issue 31: the person's age, a field of its own (the SPEC's Age summary became it)
  const [age, setAge] = useState('');
  const [ageError, setAgeError] = useState<string | undefined>(undefined);
  const [dates, setDates] = useState<AdDates>({ startDate: '', endDate: '' });
  const [categoryId, setCategoryId] = useState('');
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const [services, setServices] = useState<readonly string[]>([]);
  const [quickSummaries, setQuickSummaries] = useState<QuickSummary[]>(defaultQuickSummaries);
  const [customSections, setCustomSections] = useState<CustomSection[]>([]);
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<CreateAdErrors>({});
  // issue 31: an agency declares on each ad that it holds proof the person is 18 or over
  const isAgency = data.viewer?.accountKind === 'agency';
  const declaration = useAdultDeclaration(isAgency);

  const credits = data.viewer?.credits ?? 0;
  const timePerCredit = data.creditScheme?.timePerCredit ?? 0;
  const cost = adCost(dates, locationIds.length, credits, timePerCredit);
  const clearError = (field: CreateAdField) => setErrors((previous) => ({ ...previous, [field]: undefined }));
  const textSetters = { name: setName, contact: setContact, description: setDescription };
  const changeText = (field: AdTextField, value: string) => {
    textSetters[field](value);
    clearError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = createAdErrors({ name, contact, description, ...dates, categoryId, locationIds, images }, cost, today);
    setErrors(found);
    // SPEC section 5: only filled summaries and sections are sent; the age rule reads the summaries sent
    const sentSummaries = quickSummaries.filter((summary) => summary.value.trim() !== '').map((summary) => ({ name: summary.name, value: summary.value.trim() }));
    const ageCheck = checkAdAge(age, sentSummaries);
    setAgeError(ageCheck.ok ? undefined : ageCheck.message);
    const declared = declaration.validate();
    if (Object.values(found).some((message) => message !== undefined) || !declared || !ageCheck.ok) return;

    const hadSession = session.get().auth !== null;
    const outcome = await createAds(
      {
        name: name.trim(),
        contact: contact.trim() || null,
        description: description.trim(),
        startDate: dates.startDate,
        endDate: dates.endDate,
        categoryId,
        locationIds,
        services: [...services],
        age: ageCheck.age,
        quickSummaries: sentSummaries,
        customSections: customSections.filter((section) => section.description.trim() !== ''),
        ...declaration.input,
      },
      images,
    );
    if (outcome.kind === 'created') {
      session.setCredits(outcome.balance);
      toastSuccess(outcome.underReview ? CREATE_AD_MESSAGES.successUnderReview : CREATE_AD_MESSAGES.success);
      navigate('/ads');
      return;
    }
    // SPEC section 8: the toast is fixed; the server's reason still shows under its field
    toastError(outcome.kind === 'failed' ? actionFailureMessage(CREATE_AD_MESSAGES.failure, hadSession) : CREATE_AD_MESSAGES.failure);
    if (outcome.kind === 'refused' && isAgeRefusal(outcome.field, outcome.message)) {
      setAgeError(outcome.message);
    } else if (outcome.kind === 'refused' && outcome.field === 'adultDeclaration') {
      declaration.setError(outcome.message);
    } else if (outcome.kind === 'refused') {
      const field = FORM_FIELDS.find((candidate) => candidate === outcome.field?.split('.')[0]) ?? 'endDate';
      setErrors({ [field]: outcome.message });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <FormSection title="Ad Details">
          <AdTextFields values={{ name, contact, description }} errors={errors} onChange={changeText} />
          <AgeField
            value={age}
            error={ageError}
            onChange={(value) => {
              setAge(value);
              setAgeError(undefined);
            }}
          />
          <Field.Root invalid={errors.categoryId !== undefined}>
            <Field.Label>Category</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={categoryId}
                onChange={(event) => {
                  setCategoryId(event.target.value);
                  clearError('categoryId');
                }}
              >
                <option value="" disabled>
                  Select Category
                </option>
                {data.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.categoryId}</Field.ErrorText>
          </Field.Root>
        </FormSection>

        <FormSection title="Locations and Dates">
          <LocationsField
            query={data}
            locationIds={locationIds}
            error={errors.locationIds}
            onChange={(ids) => {
              setLocationIds(ids);
              clearError('locationIds');
            }}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={errors.startDate !== undefined}>
              <Field.Label>Start Date</Field.Label>
              <Input
                type="date"
                min={today}
                value={dates.startDate}
                onChange={(event) => {
                  setDates(withStartDate(dates, event.target.value));
                  clearError('startDate');
                  clearError('endDate');
                }}
              />
              <Field.ErrorText>{errors.startDate}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={errors.endDate !== undefined}>
              <Field.Label>End Date</Field.Label>
              <Input
                type="date"
                min={dates.startDate || today}
                max={latestEndDate(dates.startDate, cost.daysPerLocation)}
                value={dates.endDate}
                onChange={(event) => {
                  setDates(withEndDate(dates, event.target.value, cost.daysPerLocation));
                  clearError('endDate');
                }}
              />
              <Field.ErrorText>{errors.endDate}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Stack gap="1" aria-live="polite" role="group" aria-label="Cost">
            {data.creditScheme ? (
              <>
                <Text>
                  Days available per location: <strong>{cost.daysPerLocation}</strong>
                </Text>
                <Text>
                  Cost: <strong>{cost.totalCredits} credits</strong>
                  {locationIds.length > 1 && cost.creditsPerAd > 0 ? ` (${cost.creditsPerAd} credits × ${locationIds.length} locations)` : ''}
                </Text>
                <Text>
                  Balance after: <strong>{cost.balanceAfter} credits</strong>
                </Text>
              </>
            ) : (
              <Text color="fg.muted">Ads cannot be published yet: no credit scheme has been set.</Text>
            )}
          </Stack>
        </FormSection>

        <FormSection title="Services">
          <ServicesField services={services} onChange={setServices} />
        </FormSection>
        <QuickSummariesField summaries={quickSummaries} onChange={setQuickSummaries} />
        <CustomSectionsField sections={customSections} onChange={setCustomSections} />
        <FormSection title="Images">
          <ImagesField
            images={images}
            error={errors.images}
            onChange={(chosen) => {
              setImages(chosen);
              clearError('images');
            }}
          />
        </FormSection>
        <AdultDeclarationSection declaration={declaration} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isInFlight}>
          Create Ad
        </Button>
      </Stack>
    </form>
  );
}
