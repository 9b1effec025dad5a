// Removes one photo of a reported ad (optionally blocking it everywhere); the case stays in the queue
// and shows the ad's remaining photos.
import { graphql } from 'react-relay';
import type { useTakeDownAdImageMutation as TakeDownAdImageMutation } from '../../../__generated__/useTakeDownAdImageMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export interface ImageTakedown {
  imageId: string;
  reason: string;
  block: boolean;
}

export function useTakeDownAdImageMutation() {
  return useResultMutation<TakeDownAdImageMutation, [takedown: ImageTakedown]>(
    graphql`
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
    `,
    { variables: (input) => ({ input }) },
  );
}
