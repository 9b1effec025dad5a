// Adds a city to a state; the new one joins the screen's list in (state, name) order.
import { graphql } from 'react-relay';
import type { useAddLocationMutation as AddLocationMutation } from '../../../__generated__/useAddLocationMutation.graphql';
import { insertSorted } from '../../../lib/rootRecords.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export interface LocationDraft {
  name: string;
  stateId: string;
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
      variables: (location) => ({ input: location }),
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
