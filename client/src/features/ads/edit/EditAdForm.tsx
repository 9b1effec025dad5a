// The edit-ad form (issue 18): the create-ad form's contents with its rules and messages, the ad's
// photos to keep (each removable) and new ones; its city and dates are shown, not changed.
import { Alert, Box, Button, CloseButton, Flex, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { EditAdForm_ad$key } from '../../../__generated__/EditAdForm_ad.graphql';
import { toastError, toastSuccess } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { UNDER_REVIEW, UNDER_REVIEW_NOTE } from '../../../../../common/holdReasons.ts';
import { session } from '../../../lib/session.ts';
import { AdTextFields, type AdTextField } from '../create/AdTextFields.tsx';
import { AgeField } from '../create/AgeField.tsx';
import { ageOfSummaries, checkAdAge, checkAge, isAgeRefusal, statedAgesOfSummary } from '../../../../../common/age.ts';
import { AdultDeclarationSection, useAdultDeclaration } from '../create/AdultDeclarationField.tsx';
import { CustomSectionsField } from '../create/CustomSectionsField.tsx';
import { FormSection } from '../create/FormSection.tsx';
import { ImagesField } from '../create/ImagesField.tsx';
import { QuickSummariesField } from '../create/QuickSummariesField.tsx';
import { ServicesField } from '../create/ServicesField.tsx';
import { DEFAULT_QUICK_SUMMARY_NAMES, type CustomSection, type QuickSummary } from '../create/createAdRules.ts';
import { EDIT_AD_MESSAGES, editAdErrors, type EditAdErrors, type EditAdField } from './editAdRules.ts';
import { useEditAdMutation } from './useEditAdMutation.ts';

const FORM_FIELDS: readonly EditAdField[] = ['name', 'contact', 'description', 'images'];

/**
 * The ad's summaries, with the default names still offered (empty) when the ad has none of them; an
 * old ad's "Age" summary that states the age the Age field shows is that field now, and left out.
 */
function summariesOf(saved: readonly QuickSummary[], age: number | null): QuickSummary[] {
  const kept = saved.filter((summary) => !(age !== null && summary.name.trim().toLowerCase() === 'age' && statedAgesOfSummary(summary).every((stated) => stated === age)));
  const names = new Set(kept.map((summary) => summary.name.toLowerCase()));
  return [...kept.map(({ name, value }) => ({ name, value })), ...DEFAULT_QUICK_SUMMARY_NAMES.filter((name) => !names.has(name.toLowerCase())).map((name) => ({ name, value: '' }))];
}

/** The age the form starts with: the ad's, else (an ad made before ages were asked) an adult age its summaries give. */
function initialAgeOf(age: number | null, saved: readonly QuickSummary[]): number | null {
  if (age !== null) return age;
  const stated = ageOfSummaries(saved);
  return stated !== null && checkAge(stated).ok ? stated : null;
}

export function EditAdForm({ ad, agency = false }: { ad: EditAdForm_ad$key; /** an agency account declares on each edit (issue 31) */ agency?: boolean }) {
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
  const navigate = useNavigate();
  const [saveAd, isInFlight] = useEditAdMutation();
  const [name, setName] = useState(data.name);
  const [contact, setContact] = useState(data.ownContact ?? '');
  const [description, setDescription] = useState(data.description);
  const [services, setServices] = useState<readonly string[]>(data.services);
  // issue 31: the person's age, asked of an old ad without one too
  const initialAge = initialAgeOf(data.age ?? null, data.quickSummaries);
  const [age, setAge] = useState(initialAge === null ? '' : String(initialAge));
  const [ageError, setAgeError] = useState<string | undefined>(undefined);
  const [quickSummaries, setQuickSummaries] = useState<QuickSummary[]>(() => summariesOf(data.quickSummaries, initialAge));
  const [customSections, setCustomSections] = useState<CustomSection[]>(() => data.customSections.map(({ title, description: text }) => ({ title, description: text })));
  const [keptImageIds, setKeptImageIds] = useState<readonly string[]>(() => data.images.map((image) => image.id));
  const [newImages, setNewImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<EditAdErrors>({});
  const declaration = useAdultDeclaration(agency);
  const clearError = (field: EditAdField) => setErrors((previous) => ({ ...previous, [field]: undefined }));
  const textSetters = { name: setName, contact: setContact, description: setDescription };
  const changeText = (field: AdTextField, value: string) => {
    textSetters[field](value);
    clearError(field);
  };
  const keptImages = data.images.filter((image) => keptImageIds.includes(image.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = editAdErrors({ name, contact, description, imageCount: keptImageIds.length + newImages.length });
    setErrors(found);
    const sentSummaries = quickSummaries.filter((summary) => summary.value.trim() !== '').map((summary) => ({ name: summary.name, value: summary.value.trim() }));
    const ageCheck = checkAdAge(age, sentSummaries);
    setAgeError(ageCheck.ok ? undefined : ageCheck.message);
    const declared = declaration.validate();
    if (Object.values(found).some((message) => message !== undefined) || !declared || !ageCheck.ok) return;
    const hadSession = session.get().auth !== null;
    const outcome = await saveAd(
      {
        adId: data.id,
        name: name.trim(),
        contact: contact.trim() || null,
        description: description.trim(),
        services: [...services],
        age: ageCheck.age,
        quickSummaries: sentSummaries,
        customSections: customSections.filter((section) => section.description.trim() !== ''),
        keepImageIds: [...keptImageIds],
        ...declaration.input,
      },
      newImages,
    );
    if (outcome.kind === 'saved') {
      toastSuccess(outcome.inModerationQueue ? EDIT_AD_MESSAGES.successInReview : EDIT_AD_MESSAGES.success);
      navigate('/ads');
      return;
    }
    if (outcome.kind === 'failed') return toastError(actionFailureMessage(EDIT_AD_MESSAGES.failure, hadSession));
    toastError(outcome.message);
    if (outcome.field === 'adultDeclaration') return declaration.setError(outcome.message);
    if (isAgeRefusal(outcome.field, outcome.message)) return setAgeError(outcome.message);
    const field = FORM_FIELDS.find((candidate) => candidate === outcome.field?.split('.')[0]) ?? (outcome.field?.startsWith('keepImageIds') ? 'images' : 'name');
    setErrors({ [field]: outcome.message });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit ad">
      <Stack gap="5">
        {data.underReview && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{UNDER_REVIEW}</Alert.Title>
              <Alert.Description>{UNDER_REVIEW_NOTE} Saving your changes does not publish it.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Text color="fg.muted">
          {data.location.name} · {String(data.startDate)} to {String(data.endDate)}. {EDIT_AD_MESSAGES.datesStay}
        </Text>
        <FormSection title="Ad Details">
          <AdTextFields values={{ name, contact, description }} errors={errors} onChange={changeText} />
          <AgeField
            value={age}
            error={ageError}
            helper={data.age == null ? 'Ads now state the age of the person in them (18 to 99): please add it to save this ad.' : undefined}
            onChange={(value) => {
              setAge(value);
              setAgeError(undefined);
            }}
          />
        </FormSection>
        <FormSection title="Services">
          <ServicesField services={services} onChange={setServices} />
        </FormSection>
        <QuickSummariesField summaries={quickSummaries} onChange={setQuickSummaries} />
        <CustomSectionsField sections={customSections} onChange={setCustomSections} />
        <FormSection title="Images">
          {keptImages.length > 0 && (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 5 }} gap="3" width="full" aria-label="Current photos">
              {keptImages.map((image, index) => (
                <Box as="li" key={image.id} position="relative">
                  <Image src={image.url} srcSet={image.srcSet} sizes="160px" alt={`Photo ${index + 1}`} aspectRatio="1" objectFit="cover" borderRadius="md" width="full" />
                  <CloseButton
                    size="xs"
                    position="absolute"
                    top="1"
                    right="1"
                    bg="white"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => {
                      setKeptImageIds(keptImageIds.filter((id) => id !== image.id));
                      clearError('images');
                    }}
                  />
                </Box>
              ))}
            </SimpleGrid>
          )}
          <ImagesField
            images={newImages}
            error={errors.images}
            onChange={(chosen) => {
              setNewImages(chosen);
              clearError('images');
            }}
          />
        </FormSection>
        <AdultDeclarationSection declaration={declaration} />
        <Flex gap="3">
          <Button type="submit" colorPalette="brand" loading={isInFlight}>
            Save Changes
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/ads">Cancel</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
