// Renames a city or moves it to another state; its row updates in place.
import { graphql } from 'react-relay';
import type { useUpdateLocationMutation as UpdateLocationMutation } from '../../../__generated__/useUpdateLocationMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { locationInputOf, type LocationDraft } from './useAddLocationMutation.ts';

export function useUpdateLocationMutation() {
  return useResultMutation<UpdateLocationMutation, [id: string, location: LocationDraft]>(
    graphql`
      mutation useUpdateLocationMutation($id: ID!, $input: LocationInput!) {
        updateLocation(id: $id, input: $input) {
          __typename
          ... on MutationUpdateLocationSuccess {
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
    { variables: (id, location) => ({ id, input: locationInputOf(location) }) },
  );
}
