// Changes the password: the server ends every other session and answers a new token for this one,
// which replaces the stored session (the old token no longer works).
import { graphql } from 'react-relay';
import type {
  ChangePasswordInput,
  useChangePasswordMutation as ChangePasswordMutation,
} from '../../../__generated__/useChangePasswordMutation.graphql';
import { refusedWithField, useResultMutation } from '../../../lib/useResultMutation.ts';
import { startSession } from '../signedInSession.ts';

export type ChangePasswordOutcome =
  { kind: 'changed' } | { kind: 'refused'; message: string; field: string | null } | { kind: 'failed' };

export function useChangePasswordMutation() {
  return useResultMutation<ChangePasswordMutation, [input: ChangePasswordInput], ChangePasswordOutcome>(
    graphql`
      mutation useChangePasswordMutation($input: ChangePasswordInput!) {
        changePassword(input: $input) {
          __typename
          ... on MutationChangePasswordSuccess {
            session {
              ...signedInSession_session @relay(mask: false)
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
    `,
    {
      variables: (input) => ({ input }),
      done: ({ session }) => {
        startSession(session);
        return { kind: 'changed' };
      },
      refused: refusedWithField,
    },
  );
}
