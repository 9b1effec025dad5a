// The cities the ad runs in (one ad each): pick a state, tick its cities (fetched per state, as the
// advertiser may read cities but not the admin's full list); the chosen cities of every state stay
// listed and removable.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Checkbox, CloseButton, Field, SimpleGrid, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { LocationsFieldCitiesQuery } from '../../../__generated__/LocationsFieldCitiesQuery.graphql';
import { ChoiceField } from '../../../components/ChoiceField.tsx';
import type { LocationsField_query$key } from '../../../__generated__/LocationsField_query.graphql';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';

interface LocationsFieldProps {
  query: LocationsField_query$key;
  locationIds: readonly string[];
  onChange: (locationIds: string[]) => void;
  error?: string | undefined;
}

interface City {
  id: string;
  name: string;
}

export function LocationsField({ query, locationIds, onChange, error }: LocationsFieldProps) {
  const data = useFragment(
    graphql`
      fragment LocationsField_query on Query {
        states {
          id
          name
        }
      }
    `,
    query,
  );
  const { t } = useLingui();
  // the state whose cities are listed: a field of its own, not part of the ad
  const picker = useForm({ defaultValues: { stateId: '' } });
  const stateId = useWatch({ control: picker.control, name: 'stateId' });
  // names of the cities ticked so far, whichever state they belong to
  const [cityNames, setCityNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  const toggle = (city: City, checked: boolean) => {
    if (checked) setCityNames((names) => new Map(names).set(city.id, city.name));
    onChange(checked ? [...locationIds, city.id] : locationIds.filter((chosenId) => chosenId !== city.id));
  };
  const chosen = locationIds.map((id) => ({ id, name: cityNames.get(id) ?? id }));

  return (
    <Stack gap="2">
      <ChoiceField
        label={t`State`}
        placeholder={t`Select State`}
        options={data.states}
        input={picker.register('stateId')}
        invalid={error !== undefined}
      />
      {stateId !== '' && (
        <Suspense fallback={<Spinner size="sm" mt="2" aria-label={t`Loading cities`} />}>
          <CitiesOfState stateId={stateId} locationIds={locationIds} onToggle={toggle} />
        </Suspense>
      )}
      {chosen.length > 0 && (
        <Wrap as="ul" listStyleType="none" gap="2" mt="2" aria-label={t`Chosen locations`}>
          {chosen.map((city) => (
            <li key={city.id}>
              <Badge colorPalette="brand" size="lg" gap="1">
                {city.name}
                <CloseButton
                  size="2xs"
                  aria-label={t`Remove location ${city.name}`}
                  onClick={() => toggle(city, false)}
                />
              </Badge>
            </li>
          ))}
        </Wrap>
      )}
      {/* the cities' checkboxes sit outside the select's field so each keeps its own label */}
      <Field.Root invalid={error !== undefined}>
        <FieldErrorText>{error}</FieldErrorText>
      </Field.Root>
    </Stack>
  );
}

function CitiesOfState({
  stateId,
  locationIds,
  onToggle,
}: {
  stateId: string;
  locationIds: readonly string[];
  onToggle: (city: City, checked: boolean) => void;
}) {
  const { t } = useLingui();
  const { cities } = useLazyLoadQuery<LocationsFieldCitiesQuery>(
    graphql`
      query LocationsFieldCitiesQuery($stateId: ID!) {
        cities(stateId: $stateId) {
          id
          name
        }
      }
    `,
    { stateId },
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <SimpleGrid role="group" aria-label={t`Cities`} columns={{ base: 2, md: 3 }} gap="2" mt="2" width="full">
      {cities.length === 0 && (
        <Text color="fg.muted">
          <Trans>No Locations found</Trans>
        </Text>
      )}
      {cities.map((city) => (
        <Checkbox.Root
          key={city.id}
          checked={locationIds.includes(city.id)}
          onCheckedChange={(details) => onToggle(city, details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{city.name}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </SimpleGrid>
  );
}
