// Adds a city to a state; the new one joins the screen's list in (state, name) order.
import { graphql } from 'react-relay';
import type { useAddLocationMutation as AddLocationMutation } from '../../../__generated__/useAddLocationMutation.graphql';
import { insertSorted } from '../../../lib/rootRecords.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { COORDINATE_LIMITS, parseCoordinate } from '../../../../../common/forms/catalog.ts';

/** The dialog's values: the Hindi name and the coordinates as typed ('' for none: optional, issues 33 and 35). */
export interface LocationDraft {
  name: string;
  hindiName?: string | null;
  stateId: string;
  latitude: string;
  longitude: string;
}

/** The mutations' input of a checked draft: the coordinates as numbers, or null for none. */
export function locationInputOf({ name, hindiName, stateId, latitude, longitude }: LocationDraft) {
  return {
    name,
    // null clears it; '' too (the form gives null for a blank)
    hindiName: hindiName || null,
    stateId,
    latitude: parseCoordinate(latitude, COORDINATE_LIMITS.latitude),
    longitude: parseCoordinate(longitude, COORDINATE_LIMITS.longitude),
  };
}

export function useAddLocationMutation() {
  return useResultMutation<AddLocationMutation, [location: LocationDraft]>(
    graphql`
      mutation useAddLocationMutation($input: LocationInput!) {
        addLocation(input: $input) {
          __typename
          ... on MutationAddLocationSuccess {
            location {
              ...LocationsPage_location
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (location) => ({ input: locationInputOf(location) }),
      updater: (store) =>
        insertSorted(
          store,
          'locations',
          store.getRootField('addLocation')?.getLinkedRecord('location'),
          (location) =>
            `${String(location.getLinkedRecord('state')?.getValue('name') ?? '')}\u0000${String(location.getValue('name'))}`,
        ),
    },
  );
}
