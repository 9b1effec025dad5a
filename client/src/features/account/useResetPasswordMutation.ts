// Sets a new password with the e-mailed code; the server ends older sessions and signs the account in.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation, ResetPasswordInput } from '../../__generated__/useResetPasswordMutation.graphql';
import type { SignInOutcome } from './signedInSession.ts';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';

export type ResetPasswordOutcome = SignInOutcome;

export function useResetPasswordMutation(): [(input: ResetPasswordInput) => Promise<ResetPasswordOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<ResetPasswordMutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        __typename
        ... on MutationResetPasswordSuccess {
          session {
            token
            name
            contact
            role
            credits
            expiresAt
          }
        }
        ... on LoginRefusedError {
          message
          reason
        }
        ... on RateLimitedError {
          message
        }
        ... on ValidationError {
          message
        }
      }
    }
  `);

  const resetPassword = useCallback(
    (input: ResetPasswordInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        ({ resetPassword: result }): ResetPasswordOutcome => {
          switch (result.__typename) {
            case 'MutationResetPasswordSuccess':
              return { kind: 'signedIn', session: result.session };
            case 'LoginRefusedError':
              return { kind: 'refused', message: result.message, reason: result.reason ?? null };
            case 'RateLimitedError':
            case 'ValidationError':
              return { kind: 'error', message: result.message };
            default:
              return { kind: 'failed' };
          }
        },
      ),
    [commit],
  );
  return [resetPassword, isInFlight];
}
