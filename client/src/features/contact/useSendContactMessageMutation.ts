// Sends the contact form to the admins. The sender cannot read the stored message back (admin-only
// fields), so only the outcome is asked for.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useSendContactMessageMutation as SendContactMessageMutation,
  SendContactMessageInput,
} from '../../__generated__/useSendContactMessageMutation.graphql';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';

export type SendContactMessageOutcome = { kind: 'sent' } | { kind: 'error'; message: string } | { kind: 'failed' };

export function useSendContactMessageMutation(): [(input: SendContactMessageInput) => Promise<SendContactMessageOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<SendContactMessageMutation>(graphql`
    mutation useSendContactMessageMutation($input: SendContactMessageInput!) {
      sendContactMessage(input: $input) {
        __typename
        ... on MutationSendContactMessageSuccess {
          __typename
        }
        ... on ValidationError {
          message
        }
        ... on ConflictError {
          message
        }
        ... on NotAllowedError {
          message
        }
        ... on NotFoundError {
          message
        }
        ... on WrongStateError {
          message
        }
        ... on RateLimitedError {
          message
        }
      }
    }
  `);

  const sendContactMessage = useCallback(
    (input: SendContactMessageInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        ({ sendContactMessage: result }): SendContactMessageOutcome => {
          switch (result.__typename) {
            case 'MutationSendContactMessageSuccess':
              return { kind: 'sent' };
            case 'ValidationError':
            case 'ConflictError':
            case 'NotAllowedError':
            case 'NotFoundError':
            case 'WrongStateError':
            case 'RateLimitedError':
              return { kind: 'error', message: result.message };
            default:
              return { kind: 'failed' };
          }
        },
      ),
    [commit],
  );
  return [sendContactMessage, isInFlight];
}
