// Requests an account with the e-mailed code; an admin accepts it before the account can sign in.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSignUpMutation as SignUpMutation, SignUpInput } from '../../__generated__/useSignUpMutation.graphql';

export type SignUpOutcome = { kind: 'requested' } | { kind: 'error'; message: string } | { kind: 'failed' };

export function useSignUpMutation(): [(input: SignUpInput) => Promise<SignUpOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<SignUpMutation>(graphql`
    mutation useSignUpMutation($input: SignUpInput!) {
      signUp(input: $input) {
        __typename
        ... on MutationSignUpSuccess {
          accountRequest {
            status
          }
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

  const signUp = useCallback(
    (input: SignUpInput) =>
      new Promise<SignUpOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ signUp: result }) => {
            switch (result.__typename) {
              case 'MutationSignUpSuccess':
                return resolve({ kind: 'requested' });
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
  return [signUp, isInFlight];
}
