// Signs in with e-mail and password; answers what happened as one outcome the page can show.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogInMutation as LogInMutation, LogInInput } from '../../__generated__/useLogInMutation.graphql';
import type { SignInOutcome } from './signedInSession.ts';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';

export type LogInOutcome = SignInOutcome;

export function useLogInMutation(): [(input: LogInInput) => Promise<LogInOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<LogInMutation>(graphql`
    mutation useLogInMutation($input: LogInInput!) {
      logIn(input: $input) {
        __typename
        ... on MutationLogInSuccess {
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

  const logIn = useCallback(
    (input: LogInInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        ({ logIn: result }): LogInOutcome => {
          switch (result.__typename) {
            case 'MutationLogInSuccess':
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
  return [logIn, isInFlight];
}
