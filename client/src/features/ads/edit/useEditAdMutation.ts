// Saves an edited ad (a GraphQL multipart upload of its new photos); the ad's record in the store
// takes the answer, so My ads shows the new texts at once.
import { graphql } from 'react-relay';
import type {
  EditAdInput,
  useEditAdMutation as EditAdMutation,
} from '../../../__generated__/useEditAdMutation.graphql';
import { filesAt, refusedWithField, useResultMutation } from '../../../lib/useResultMutation.ts';

export type EditAdOutcome =
  | { kind: 'saved'; inModerationQueue: boolean }
  /** The server refused the edit; `field` names the input it refused when there is one. */
  | { kind: 'refused'; message: string; field: string | null }
  | { kind: 'failed' };

export function useEditAdMutation() {
  return useResultMutation<EditAdMutation, [input: EditAdInput, images: readonly File[]], EditAdOutcome>(
    graphql`
      mutation useEditAdMutation($input: EditAdInput!, $images: [File!]) {
        editAd(input: $input, images: $images) {
          __typename
          ... on MutationEditAdSuccess {
            inModerationQueue
            ad {
              id
              ...MyAdRow_ad
              ...EditAdForm_ad
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
      variables: (input, images) => ({ input, images: images.map(() => null) }),
      uploadables: (_input, images) => filesAt('images', images),
      done: ({ inModerationQueue }) =>
        typeof inModerationQueue === 'boolean' ? { kind: 'saved', inModerationQueue } : { kind: 'failed' },
      refused: refusedWithField,
    },
  );
}
