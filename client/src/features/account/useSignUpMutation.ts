// Requests an account with the e-mailed code; an admin accepts it before the account can sign in.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSignUpMutation as SignUpMutation, SignUpInput } from '../../__generated__/useSignUpMutation.graphql';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';

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
      commitForOutcome(
        commit,
        { variables: { input } },
        ({ signUp: result }): SignUpOutcome => {
          switch (result.__typename) {
            case 'MutationSignUpSuccess':
              return { kind: 'requested' };
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
  return [signUp, isInFlight];
}
