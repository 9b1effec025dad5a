// Deletes the signed-in advertiser's account; on success the local session is cleared (the server
// has already ended every session of the account).
import { graphql } from 'react-relay';
import type { useDeleteMyAccountMutation as DeleteMyAccountMutation } from '../../../__generated__/useDeleteMyAccountMutation.graphql';
import { session } from '../../../lib/session.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export type DeleteAccountOutcome = { kind: 'deleted' } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function useDeleteMyAccountMutation() {
  return useResultMutation<DeleteMyAccountMutation, [password: string], DeleteAccountOutcome>(
    graphql`
      mutation useDeleteMyAccountMutation($input: DeleteMyAccountInput!) {
        deleteMyAccount(input: $input) {
          __typename
          ... on MutationDeleteMyAccountSuccess {
            deleted
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (password) => ({ input: { password } }),
      done: ({ deleted }) => {
        if (!deleted) return { kind: 'failed' };
        session.logOut();
        return { kind: 'deleted' };
      },
    },
  );
}
