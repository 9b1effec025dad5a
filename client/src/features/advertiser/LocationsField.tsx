// The cities the ad runs in (one ad each): pick a state, tick its cities; the chosen cities of every
// state stay listed and removable.
import { Badge, Checkbox, CloseButton, Field, NativeSelect, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LocationsField_query$key } from '../../__generated__/LocationsField_query.graphql';

interface LocationsFieldProps {
  query: LocationsField_query$key;
  locationIds: readonly string[];
  onChange: (locationIds: string[]) => void;
  error?: string | undefined;
}

export function LocationsField({ query, locationIds, onChange, error }: LocationsFieldProps) {
  const data = useFragment(
    graphql`
      fragment LocationsField_query on Query {
        states {
          id
          name
        }
        locations {
          id
          name
          state {
            id
          }
        }
      }
    `,
    query,
  );
  const [stateId, setStateId] = useState('');
  const citiesOfState = data.locations.filter((location) => location.state.id === stateId);
  const chosen = data.locations.filter((location) => locationIds.includes(location.id));
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...locationIds, id] : locationIds.filter((chosenId) => chosenId !== id));

  return (
    <Stack gap="2">
      <Field.Root invalid={error !== undefined}>
        <Field.Label>State</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={stateId} onChange={(event) => setStateId(event.target.value)}>
            <option value="" disabled>
              Select State
            </option>
            {data.states.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {stateId !== '' && (
        <SimpleGrid role="group" aria-label="Cities" columns={{ base: 2, md: 3 }} gap="2" mt="2" width="full">
          {citiesOfState.length === 0 && <Text color="fg.muted">No Locations found</Text>}
          {citiesOfState.map((city) => (
            <Checkbox.Root key={city.id} checked={locationIds.includes(city.id)} onCheckedChange={(details) => toggle(city.id, details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{city.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      )}
      {chosen.length > 0 && (
        <Wrap as="ul" listStyleType="none" gap="2" mt="2" aria-label="Chosen locations">
          {chosen.map((city) => (
            <li key={city.id}>
              <Badge colorPalette="brand" size="lg" gap="1">
                {city.name}
                <CloseButton size="2xs" aria-label={`Remove location ${city.name}`} onClick={() => toggle(city.id, false)} />
              </Badge>
            </li>
          ))}
        </Wrap>
      )}
      {/* the cities' checkboxes sit outside the select's field so each keeps its own label */}
      <Field.Root invalid={error !== undefined}>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
