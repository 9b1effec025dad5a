// Sends the contact form to the admins. The sender cannot read the stored message back (admin-only
// fields), so only the outcome is asked for.
import { graphql } from 'react-relay';
import type {
  useSendContactMessageMutation as SendContactMessageMutation,
  SendContactMessageInput,
} from '../../__generated__/useSendContactMessageMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';

export type SendContactMessageOutcome = { kind: 'sent' } | { kind: 'error'; message: string } | { kind: 'failed' };

export function useSendContactMessageMutation() {
  return useResultMutation<SendContactMessageMutation, [input: SendContactMessageInput], SendContactMessageOutcome>(
    graphql`
      mutation useSendContactMessageMutation($input: SendContactMessageInput!) {
        sendContactMessage(input: $input) {
          __typename
          ... on MutationSendContactMessageSuccess {
            __typename
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (input) => ({ input }),
      done: () => ({ kind: 'sent' }),
      refused: ({ message }) => ({ kind: 'error', message }),
    },
  );
}
