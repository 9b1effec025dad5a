// Gives a state its Hindi name (issue 35), or clears it; the states' list updates in place.
import { graphql } from 'react-relay';
import type { useUpdateStateMutation as UpdateStateMutation } from '../../../__generated__/useUpdateStateMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useUpdateStateMutation() {
  return useResultMutation<UpdateStateMutation, [id: string, hindiName: string | null]>(
    graphql`
      mutation useUpdateStateMutation($id: ID!, $input: StateInput!) {
        updateState(id: $id, input: $input) {
          __typename
          ... on MutationUpdateStateSuccess {
            state {
              id
              name
              hindiName
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id, hindiName) => ({ id, input: { hindiName: hindiName || null } }) },
  );
}
