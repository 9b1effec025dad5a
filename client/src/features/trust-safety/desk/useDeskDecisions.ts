// The desk's bulk decisions (server/modules/desk/): take down the chosen ads with one reason, or
// restore them. The server decides each ad on its own and answers ad by ad; each changed ad comes
// back with its card, so the list shows its new state at once.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeskDecisionsRestoreMutation } from '../../../__generated__/useDeskDecisionsRestoreMutation.graphql';
import type { useDeskDecisionsTakeDownMutation } from '../../../__generated__/useDeskDecisionsTakeDownMutation.graphql';
import { commitForOutcome, type Failed } from '../../../lib/commitForOutcome.ts';

/** A bulk decision's outcome: how many ads changed and why the others did not, or the refusal of the whole batch. */
export type BulkOutcome =
  | { kind: 'done'; changed: number; failures: { adId: string; error: string }[] }
  | { kind: 'refused'; message: string }
  | Failed;

interface BulkResult {
  readonly __typename: string;
  readonly message?: string;
  readonly changed?: number;
  readonly outcomes?: readonly { readonly adId: string; readonly error: string | null | undefined }[];
}

function bulkOutcome(result: BulkResult): BulkOutcome {
  if (result.__typename === 'DeskBulkAdsResult' && result.outcomes && typeof result.changed === 'number') {
    return {
      kind: 'done',
      changed: result.changed,
      failures: result.outcomes.flatMap((outcome) =>
        outcome.error ? [{ adId: outcome.adId, error: outcome.error }] : [],
      ),
    };
  }
  if (typeof result.message === 'string') return { kind: 'refused', message: result.message };
  return { kind: 'failed' };
}

export function useDeskDecisions(): {
  takeDown: (adIds: readonly string[], reason: string) => Promise<BulkOutcome>;
  restore: (adIds: readonly string[]) => Promise<BulkOutcome>;
  busy: boolean;
} {
  const [commitTakeDown, takingDown] = useMutation<useDeskDecisionsTakeDownMutation>(graphql`
    mutation useDeskDecisionsTakeDownMutation($input: TakeDownAdsInput!) {
      takeDownAds(input: $input) {
        __typename
        ... on DeskBulkAdsResult {
          changed
          outcomes {
            adId
            error
            ad {
              id
              # a take-down or restore changes no placement: the card keeps those it has
              ...DeskAdCard_ad @arguments(withPlacements: false)
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitRestore, restoring] = useMutation<useDeskDecisionsRestoreMutation>(graphql`
    mutation useDeskDecisionsRestoreMutation($adIds: [ID!]!) {
      restoreAds(adIds: $adIds) {
        __typename
        ... on DeskBulkAdsResult {
          changed
          outcomes {
            adId
            error
            ad {
              id
              # a take-down or restore changes no placement: the card keeps those it has
              ...DeskAdCard_ad @arguments(withPlacements: false)
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const takeDown = useCallback(
    (adIds: readonly string[], reason: string) =>
      commitForOutcome(commitTakeDown, { variables: { input: { adIds: [...adIds], reason } } }, (response) =>
        bulkOutcome(response.takeDownAds),
      ),
    [commitTakeDown],
  );
  const restore = useCallback(
    (adIds: readonly string[]) =>
      commitForOutcome(commitRestore, { variables: { adIds: [...adIds] } }, (response) =>
        bulkOutcome(response.restoreAds),
      ),
    [commitRestore],
  );
  return { takeDown, restore, busy: takingDown || restoring };
}
