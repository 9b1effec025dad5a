// Takes a reported ad down with the reason its advertiser reads (optionally blocking photos): the case
// leaves the queue and its open reports leave the sidebar's count.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useTakeDownAdMutation as TakeDownAdMutation } from '../../../__generated__/useTakeDownAdMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';
import { caseLeftQueue } from './caseLeftQueue.ts';

export interface AdTakedown {
  adId: string;
  reason: string;
  blockImageIds: readonly string[];
  /** the case's open reports, which the takedown closes */
  openReports: number;
  /** the `__id` of each connection the case leaves */
  connections: readonly string[];
}

export function useTakeDownAdMutation(): [(takedown: AdTakedown) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<TakeDownAdMutation>(graphql`
    mutation useTakeDownAdMutation($input: TakeDownAdInput!, $connections: [ID!]!) {
      takeDownAd(input: $input) {
        __typename
        ... on MutationTakeDownAdSuccess {
          ad {
            id @deleteEdge(connections: $connections)
            takenDown
            takedownReason
            hiddenByReports
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const takeDown = useCallback(
    ({ adId, reason, blockImageIds, openReports, connections }: AdTakedown) =>
      commitForOutcome(
        commit,
        {
          variables: { input: { adId, reason, blockImageIds: [...blockImageIds] }, connections: [...connections] },
          updater: (store, response) => {
            if (response?.takeDownAd.__typename === 'MutationTakeDownAdSuccess') caseLeftQueue(store, connections, openReports);
          },
        },
        (response) => actionOutcome(response.takeDownAd, 'MutationTakeDownAdSuccess'),
      ),
    [commit],
  );
  return [takeDown, isInFlight];
}
