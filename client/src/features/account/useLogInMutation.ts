// Signs in with e-mail and password; answers what happened as one outcome the page can show.
import { graphql } from 'react-relay';
import type { useLogInMutation as LogInMutation, LogInInput } from '../../__generated__/useLogInMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';
import { signedIn, signInRefusal, type SignInOutcome } from './signedInSession.ts';

export type LogInOutcome = SignInOutcome;

export function useLogInMutation() {
  return useResultMutation<LogInMutation, [input: LogInInput], LogInOutcome>(
    graphql`
      mutation useLogInMutation($input: LogInInput!) {
        logIn(input: $input) {
          __typename
          ... on MutationLogInSuccess {
            session {
              ...signedInSession_session @relay(mask: false)
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
    `,
    { variables: (input) => ({ input }), done: signedIn, refused: signInRefusal },
  );
}
