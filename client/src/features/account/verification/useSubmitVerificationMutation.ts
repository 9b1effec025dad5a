// Sends the identity document and the verification photo (a GraphQL multipart upload); the answer's
// verification becomes the page's (Query.myVerification), so the screen shows the request as pending.
import { graphql } from 'react-relay';
import type { useSubmitVerificationMutation as SubmitVerificationMutation } from '../../../__generated__/useSubmitVerificationMutation.graphql';
import { rootTakesAnswered } from '../../../lib/rootRecords.ts';
import { fieldOf, useResultMutation } from '../../../lib/useResultMutation.ts';

export type SubmitVerificationOutcome =
  | { kind: 'sent' }
  /** The server refused the files or the request; its message is in the user's words, `field` names the file when it can. */
  | { kind: 'refused'; message: string; field: 'document' | 'photo' | null }
  /** The call itself failed (network, server error). */
  | { kind: 'failed' };

interface VerificationFiles {
  document: File;
  photo: File;
}

export function useSubmitVerificationMutation() {
  return useResultMutation<SubmitVerificationMutation, [files: VerificationFiles], SubmitVerificationOutcome>(
    graphql`
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
    `,
    {
      variables: () => ({ document: null, photo: null }),
      uploadables: ({ document, photo }) => ({ document, photo }),
      updater: (store) => rootTakesAnswered(store, 'submitVerification', 'verification', 'myVerification'),
      done: () => ({ kind: 'sent' }),
      refused: (error) => ({
        kind: 'refused',
        message: error.message,
        field: fileOf(fieldOf(error)) ?? fileNamedIn(error.message),
      }),
    },
  );
}

function fileOf(field: string | null): 'document' | 'photo' | null {
  return field === 'document' || field === 'photo' ? field : null;
}

/** Which file a refusal without a field is about (a file too large or not an image names it in its words). */
function fileNamedIn(message: string): 'document' | 'photo' | null {
  if (/identity document/i.test(message)) return 'document';
  if (/verification photo/i.test(message)) return 'photo';
  return null;
}
