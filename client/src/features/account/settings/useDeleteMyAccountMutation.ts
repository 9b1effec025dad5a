// Deletes the signed-in advertiser's account; on success the local session is cleared (the server
// has already ended every session of the account).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteMyAccountMutation as DeleteMyAccountMutation } from '../../../__generated__/useDeleteMyAccountMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';
import { session } from '../../../lib/session.ts';

export type DeleteAccountOutcome = { kind: 'deleted' } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function useDeleteMyAccountMutation(): [(password: string) => Promise<DeleteAccountOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<DeleteMyAccountMutation>(graphql`
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
  `);
  const remove = useCallback(
    (password: string) =>
      commitForOutcome(commit, { variables: { input: { password } } }, ({ deleteMyAccount: result }): DeleteAccountOutcome => {
        if (result.__typename === 'MutationDeleteMyAccountSuccess' && result.deleted) {
          session.logOut();
          return { kind: 'deleted' };
        }
        if (typeof result.message === 'string') return { kind: 'refused', message: result.message };
        return { kind: 'failed' };
      }),
    [commit],
  );
  return [remove, isInFlight];
}
