// Removes one photo of a reported ad (optionally blocking it everywhere); the case stays in the queue
// and shows the ad's remaining photos.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useTakeDownAdImageMutation as TakeDownAdImageMutation } from '../../../__generated__/useTakeDownAdImageMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export interface ImageTakedown {
  imageId: string;
  reason: string;
  block: boolean;
}

export function useTakeDownAdImageMutation(): [(takedown: ImageTakedown) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<TakeDownAdImageMutation>(graphql`
    mutation useTakeDownAdImageMutation($input: TakeDownAdImageInput!) {
      takeDownAdImage(input: $input) {
        __typename
        ... on MutationTakeDownAdImageSuccess {
          ad {
            ...ModerationCase_ad
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const takeDown = useCallback(
    (input: ImageTakedown) =>
      commitForOutcome(commit, { variables: { input } }, (response) => actionOutcome(response.takeDownAdImage, 'MutationTakeDownAdImageSuccess')),
    [commit],
  );
  return [takeDown, isInFlight];
}
