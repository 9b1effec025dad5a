// Saves an edited ad (a GraphQL multipart upload of its new photos); the ad's record in the store
// takes the answer, so My ads shows the new texts at once.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { EditAdInput, useEditAdMutation as EditAdMutation } from '../../../__generated__/useEditAdMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type EditAdOutcome =
  | { kind: 'saved'; inModerationQueue: boolean }
  /** The server refused the edit; `field` names the input it refused when there is one. */
  | { kind: 'refused'; message: string; field: string | null }
  | { kind: 'failed' };

export function useEditAdMutation(): [(input: EditAdInput, images: readonly File[]) => Promise<EditAdOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<EditAdMutation>(graphql`
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
  `);

  const save = useCallback(
    (input: EditAdInput, images: readonly File[]) =>
      commitForOutcome(
        commit,
        {
          variables: { input, images: images.map(() => null) },
          uploadables: Object.fromEntries(images.map((image, index) => [`images.${index}`, image])),
        },
        ({ editAd: result }): EditAdOutcome => {
          if (result.__typename === 'MutationEditAdSuccess' && typeof result.inModerationQueue === 'boolean') {
            return { kind: 'saved', inModerationQueue: result.inModerationQueue };
          }
          if (typeof result.message === 'string') return { kind: 'refused', message: result.message, field: result.field ?? null };
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [save, isInFlight];
}
