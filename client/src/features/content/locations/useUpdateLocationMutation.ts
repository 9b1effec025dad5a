// Renames a city or moves it to another state; its row updates in place.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateLocationMutation as UpdateLocationMutation } from '../../../__generated__/useUpdateLocationMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';
import type { LocationDraft } from './useAddLocationMutation.ts';

export function useUpdateLocationMutation(): [(id: string, location: LocationDraft) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateLocationMutation>(graphql`
    mutation useUpdateLocationMutation($id: ID!, $input: LocationInput!) {
      updateLocation(id: $id, input: $input) {
        __typename
        ... on MutationUpdateLocationSuccess {
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
  const update = useCallback(
    (id: string, location: LocationDraft) =>
      commitForOutcome(commit, { variables: { id, input: location } }, (response) => actionOutcome(response.updateLocation, 'MutationUpdateLocationSuccess')),
    [commit],
  );
  return [update, isInFlight];
}
