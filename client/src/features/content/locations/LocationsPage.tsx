// /admin/locations (SPEC "Admin screens"): every city with its state, by state then name; the Add
// Location and Update Location modals, and the states' Hindi names (issue 35).
import { Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { LocationsPageQuery } from '../../../__generated__/LocationsPageQuery.graphql';
import { DataTable } from '../../../components/DataTable.tsx';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { itemActionTexts, type EditingItem } from '../../../components/forms/ItemFormDialog.tsx';
import { LocationDialog, type EditedLocation } from './LocationDialog.tsx';
import { StateNamesDialog } from './StateNamesDialog.tsx';
import { useAddLocationMutation, type LocationDraft } from './useAddLocationMutation.ts';
import { useUpdateLocationMutation } from './useUpdateLocationMutation.ts';

// a row's fields: the page's query reads them unmasked, and the Add and Update mutations answer them
export const LocationsPageLocationFragment = graphql`
  fragment LocationsPage_location on Location {
    id
    name
    hindiName
    latitude
    longitude
    state {
      id
      name
    }
  }
`;

const LocationsPageQueryNode = graphql`
  query LocationsPageQuery {
    locations {
      ...LocationsPage_location @relay(mask: false)
    }
    states {
      id
      name
      hindiName
    }
  }
`;

export const locationsPageLoader = pageQueryLoader<LocationsPageQuery>(LocationsPageQueryNode);

const COLUMNS = ['Location Name', 'State', 'Action'];
// SPEC section 8: the catch handler shows these fallbacks without their full stop
const LOCATION_TEXTS = itemActionTexts('Location');

export function LocationsPage() {
  const { locations, states } = usePageQueryData<LocationsPageQuery>(LocationsPageQueryNode);
  const [editing, setEditing] = useState<EditingItem<EditedLocation>>(null);
  const [namingStates, setNamingStates] = useState(false);
  const [addLocation, isAdding] = useAddLocationMutation();
  const [updateLocation, isUpdating] = useUpdateLocationMutation();

  const save = (location: LocationDraft) =>
    editing === 'new'
      ? runWithToasts(LOCATION_TEXTS.add, () => addLocation(location))
      : editing
        ? runWithToasts(LOCATION_TEXTS.update, () => updateLocation(editing.id, location))
        : Promise.resolve(false);

  return (
    <Stack gap="4">
      <Flex justify="flex-end" gap="2" wrap="wrap">
        <Button variant="outline" colorPalette="brand" onClick={() => setNamingStates(true)}>
          State names in Hindi
        </Button>
        <Button colorPalette="brand" onClick={() => setEditing('new')}>
          Add Location
        </Button>
      </Flex>
      <DataTable label="Locations" columns={COLUMNS} emptyText="No Locations found" isEmpty={locations.length === 0}>
        {locations.map((location) => (
          <Table.Row key={location.id}>
            <Table.Cell>
              {location.name}
              {location.hindiName && (
                <Text as="span" display="block" color="fg.muted" fontSize="sm" lang="hi">
                  {location.hindiName}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{location.state.name}</Table.Cell>
            <Table.Cell>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Update ${location.name}`}
                onClick={() =>
                  setEditing({
                    id: location.id,
                    draft: {
                      name: location.name,
                      hindiName: location.hindiName ?? '',
                      stateId: location.state.id,
                      latitude: location.latitude == null ? '' : String(location.latitude),
                      longitude: location.longitude == null ? '' : String(location.longitude),
                    },
                  })
                }
              >
                Update
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <LocationDialog
        editing={editing}
        states={states}
        busy={isAdding || isUpdating}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <StateNamesDialog open={namingStates} states={states} onClose={() => setNamingStates(false)} />
    </Stack>
  );
}
