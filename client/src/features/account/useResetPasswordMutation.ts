// Sets a new password with the e-mailed code; the server ends older sessions and signs the account in.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation, ResetPasswordInput } from '../../__generated__/useResetPasswordMutation.graphql';
import type { SignInOutcome } from './signed-in-session.ts';

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
      new Promise<ResetPasswordOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ resetPassword: result }) => {
            switch (result.__typename) {
              case 'MutationResetPasswordSuccess':
                return resolve({ kind: 'signedIn', session: result.session });
              case 'LoginRefusedError':
                return resolve({ kind: 'refused', message: result.message, reason: result.reason ?? null });
              case 'RateLimitedError':
              case 'ValidationError':
                return resolve({ kind: 'error', message: result.message });
              default:
                return resolve({ kind: 'failed' });
            }
          },
          onError: () => resolve({ kind: 'failed' }),
        });
      }),
    [commit],
  );
  return [resetPassword, isInFlight];
}
