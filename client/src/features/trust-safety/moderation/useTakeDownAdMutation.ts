// Takes a reported ad down with the reason its advertiser reads (optionally blocking photos): the case
// leaves the queue and its open reports leave the sidebar's count.
import { graphql } from 'react-relay';
import type { useTakeDownAdMutation as TakeDownAdMutation } from '../../../__generated__/useTakeDownAdMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { caseLeftQueue, type CaseDecision } from './caseLeftQueue.ts';

export interface AdTakedown extends CaseDecision {
  reason: string;
  blockImageIds: readonly string[];
}

export function useTakeDownAdMutation() {
  return useResultMutation<TakeDownAdMutation, [takedown: AdTakedown]>(
    graphql`
      mutation useTakeDownAdMutation($input: TakeDownAdInput!, $connections: [ID!]!) {
        takeDownAd(input: $input) {
          __typename
          ... on MutationTakeDownAdSuccess {
            ad {
              id @deleteEdge(connections: $connections)
              ...adTakedownState_ad
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: ({ adId, reason, blockImageIds, connections }) => ({
        input: { adId, reason, blockImageIds: [...blockImageIds] },
        connections: [...connections],
      }),
      updater: caseLeftQueue,
    },
  );
}
