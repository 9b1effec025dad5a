// The desk's bulk decisions (server/modules/desk/): take down the chosen ads with one reason, or
// restore them. The server decides each ad on its own and answers ad by ad; each changed ad comes
// back with its card, so the list shows its new state at once.
import { graphql } from 'react-relay';
import type { useDeskDecisionsRestoreMutation } from '../../../__generated__/useDeskDecisionsRestoreMutation.graphql';
import type { useDeskDecisionsTakeDownMutation } from '../../../__generated__/useDeskDecisionsTakeDownMutation.graphql';
import type { Failed } from '../../../lib/commitForOutcome.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

/** A bulk decision's outcome: how many ads changed and why the others did not, or the refusal of the whole batch. */
export type BulkOutcome =
  | { kind: 'done'; changed: number; failures: { adId: string; error: string }[] }
  | { kind: 'refused'; message: string }
  | Failed;

// one ad's outcome in either decision's answer, read unmasked by both documents
export const DeskDecisionsOutcomeFragment = graphql`
  fragment useDeskDecisions_outcome on DeskAdOutcome {
    adId
    error
    ad {
      id
      # a take-down or restore changes no placement: the card keeps those it has
      ...DeskAdCard_ad @arguments(withPlacements: false)
    }
  }
`;

interface BulkResult {
  readonly changed?: number;
  readonly outcomes?: readonly { readonly adId: string; readonly error: string | null | undefined }[];
}

/** What both decisions answer: their success is the desk's shared result, counted and told ad by ad. */
const bulkSpec = {
  successTypename: 'DeskBulkAdsResult',
  done: ({ changed, outcomes }: BulkResult): BulkOutcome => {
    if (!outcomes || typeof changed !== 'number') return { kind: 'failed' };
    return {
      kind: 'done',
      changed,
      failures: outcomes.flatMap((outcome) => (outcome.error ? [{ adId: outcome.adId, error: outcome.error }] : [])),
    };
  },
};

export function useDeskDecisions(): {
  takeDown: (adIds: readonly string[], reason: string) => Promise<BulkOutcome>;
  restore: (adIds: readonly string[]) => Promise<BulkOutcome>;
  busy: boolean;
} {
  const [takeDown, takingDown] = useResultMutation<
    useDeskDecisionsTakeDownMutation,
    [adIds: readonly string[], reason: string],
    BulkOutcome
  >(
    graphql`
      mutation useDeskDecisionsTakeDownMutation($input: TakeDownAdsInput!) {
        takeDownAds(input: $input) {
          __typename
          ... on DeskBulkAdsResult {
            changed
            outcomes {
              ...useDeskDecisions_outcome @relay(mask: false)
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (adIds, reason) => ({ input: { adIds: [...adIds], reason } }), ...bulkSpec },
  );
  const [restore, restoring] = useResultMutation<
    useDeskDecisionsRestoreMutation,
    [adIds: readonly string[]],
    BulkOutcome
  >(
    graphql`
      mutation useDeskDecisionsRestoreMutation($adIds: [ID!]!) {
        restoreAds(adIds: $adIds) {
          __typename
          ... on DeskBulkAdsResult {
            changed
            outcomes {
              ...useDeskDecisions_outcome @relay(mask: false)
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (adIds) => ({ adIds: [...adIds] }), ...bulkSpec },
  );
  return { takeDown, restore, busy: takingDown || restoring };
}
