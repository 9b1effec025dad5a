// Changes the password: the server ends every other session and answers a new token for this one,
// which replaces the stored session (the old token no longer works).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ChangePasswordInput, useChangePasswordMutation as ChangePasswordMutation } from '../../../__generated__/useChangePasswordMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';
import { startSession } from '../signedInSession.ts';

export type ChangePasswordOutcome = { kind: 'changed' } | { kind: 'refused'; message: string; field: string | null } | { kind: 'failed' };

export function useChangePasswordMutation(): [(input: ChangePasswordInput) => Promise<ChangePasswordOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<ChangePasswordMutation>(graphql`
    mutation useChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        __typename
        ... on MutationChangePasswordSuccess {
          session {
            token
            name
            contact
            role
            credits
            expiresAt
          }
        }
        ... on ValidationError {
          message
          field
        }
        ... on RateLimitedError {
          message
        }
      }
    }
  `);
  const change = useCallback(
    (input: ChangePasswordInput) =>
      commitForOutcome(commit, { variables: { input } }, ({ changePassword: result }): ChangePasswordOutcome => {
        if (result.__typename === 'MutationChangePasswordSuccess') {
          startSession(result.session);
          return { kind: 'changed' };
        }
        if (result.__typename === 'ValidationError') return { kind: 'refused', message: result.message, field: result.field ?? null };
        if (result.__typename === 'RateLimitedError') return { kind: 'refused', message: result.message, field: null };
        return { kind: 'failed' };
      }),
    [commit],
  );
  return [change, isInFlight];
}
