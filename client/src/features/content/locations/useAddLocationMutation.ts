// Adds a city to a state; the new one joins the screen's list in (state, name) order.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordProxy } from 'relay-runtime';
import type { useAddLocationMutation as AddLocationMutation } from '../../../__generated__/useAddLocationMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export interface LocationDraft {
  name: string;
  stateId: string;
}

function sortKey(location: RecordProxy): string {
  return `${String(location.getLinkedRecord('state')?.getValue('name') ?? '')}\u0000${String(location.getValue('name'))}`;
}

export function useAddLocationMutation(): [(location: LocationDraft) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<AddLocationMutation>(graphql`
    mutation useAddLocationMutation($input: LocationInput!) {
      addLocation(input: $input) {
        __typename
        ... on MutationAddLocationSuccess {
          location {
            id
            name
            state {
              id
              name
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const add = useCallback(
    (location: LocationDraft) =>
      commitForOutcome(
        commit,
        {
          variables: { input: location },
          updater: (store) => {
            const added = store.getRootField('addLocation')?.getLinkedRecord('location');
            const root = store.getRoot();
            const listed = root.getLinkedRecords('locations');
            if (!added || !listed) return;
            const ordered = [...listed.filter((record) => record !== null), added].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
            root.setLinkedRecords(ordered, 'locations');
          },
        },
        (response) => actionOutcome(response.addLocation, 'MutationAddLocationSuccess'),
      ),
    [commit],
  );
  return [add, isInFlight];
}
