// Sends the identity document and the verification photo (a GraphQL multipart upload); the answer's
// verification becomes the page's (Query.myVerification), so the screen shows the request as pending.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSubmitVerificationMutation as SubmitVerificationMutation } from '../../../__generated__/useSubmitVerificationMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type SubmitVerificationOutcome =
  | { kind: 'sent' }
  /** The server refused the files or the request; its message is in the user's words, `field` names the file when it can. */
  | { kind: 'refused'; message: string; field: 'document' | 'photo' | null }
  /** The call itself failed (network, server error). */
  | { kind: 'failed' };

export function useSubmitVerificationMutation(): [(files: { document: File; photo: File }) => Promise<SubmitVerificationOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<SubmitVerificationMutation>(graphql`
    mutation useSubmitVerificationMutation($document: File, $photo: File) {
      submitVerification(document: $document, photo: $photo) {
        __typename
        ... on MutationSubmitVerificationSuccess {
          verification {
            ...VerificationPage_verification
          }
        }
        ... on ValidationError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const submit = useCallback(
    ({ document, photo }: { document: File; photo: File }) =>
      commitForOutcome(
        commit,
        {
          variables: { document: null, photo: null },
          uploadables: { document, photo },
          updater: (store) => {
            const verification = store.getRootField('submitVerification')?.getLinkedRecord('verification');
            if (verification) store.getRoot().setLinkedRecord(verification, 'myVerification');
          },
        },
        ({ submitVerification: result }): SubmitVerificationOutcome => {
          if (result.__typename === 'MutationSubmitVerificationSuccess') return { kind: 'sent' };
          if ('message' in result && typeof result.message === 'string') {
            const field = 'field' in result && (result.field === 'document' || result.field === 'photo') ? result.field : null;
            return { kind: 'refused', message: result.message, field: field ?? fieldOfMessage(result.message) };
          }
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [submit, isInFlight];
}

/** Which file a refusal without a field is about (a file too large or not an image names it in its words). */
function fieldOfMessage(message: string): 'document' | 'photo' | null {
  if (/identity document/i.test(message)) return 'document';
  if (/verification photo/i.test(message)) return 'photo';
  return null;
}
