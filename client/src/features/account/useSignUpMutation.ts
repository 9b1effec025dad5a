// Requests an account with the e-mailed code; an admin accepts it before the account can sign in.
import { graphql } from 'react-relay';
import type { useSignUpMutation as SignUpMutation, SignUpInput } from '../../__generated__/useSignUpMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';

export type SignUpOutcome = { kind: 'requested' } | { kind: 'error'; message: string } | { kind: 'failed' };

export function useSignUpMutation() {
  return useResultMutation<SignUpMutation, [input: SignUpInput], SignUpOutcome>(
    graphql`
      mutation useSignUpMutation($input: SignUpInput!) {
        signUp(input: $input) {
          __typename
          ... on MutationSignUpSuccess {
            accountRequest {
              status
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (input) => ({ input }),
      done: () => ({ kind: 'requested' }),
      refused: ({ message }) => ({ kind: 'error', message }),
    },
  );
}
