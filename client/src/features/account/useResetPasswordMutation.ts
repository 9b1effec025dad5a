// Sets a new password with the e-mailed code; the server ends older sessions and signs the account in.
import { graphql } from 'react-relay';
import type {
  useResetPasswordMutation as ResetPasswordMutation,
  ResetPasswordInput,
} from '../../__generated__/useResetPasswordMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';
import { signedIn, signInRefusal, type SignInOutcome } from './signedInSession.ts';

export type ResetPasswordOutcome = SignInOutcome;

export function useResetPasswordMutation() {
  return useResultMutation<ResetPasswordMutation, [input: ResetPasswordInput], ResetPasswordOutcome>(
    graphql`
      mutation useResetPasswordMutation($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          __typename
          ... on MutationResetPasswordSuccess {
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
