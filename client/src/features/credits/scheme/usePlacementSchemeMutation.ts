// Saves the placement products' prices and limits (issue 34). The scheme has no id: the updater points
// the root's `placementScheme` at the answered record, so the screen shows the saved values.
import { graphql } from 'react-relay';
import type { usePlacementSchemeMutation as UpdatePlacementSchemeMutation } from '../../../__generated__/usePlacementSchemeMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { singleRecordSaved } from './singleRecordSaved.ts';
import type { PlacementSchemeValues } from '../../../../../common/forms/placements.ts';

export type UpdatePlacementSchemeOutcome =
  { kind: 'updated' } | { kind: 'refused'; message: string; field: string | null } | { kind: 'failed' };

export function usePlacementSchemeMutation() {
  return useResultMutation<
    UpdatePlacementSchemeMutation,
    [values: PlacementSchemeValues],
    UpdatePlacementSchemeOutcome
  >(
    graphql`
      mutation usePlacementSchemeMutation(
        $featuredCreditsPerDay: Int
        $bumpCredits: Int
        $spotlightCreditsPerDay: Int
        $featuredBlockSize: Int!
        $spotlightSlots: Int!
        $bumpIntervalMinutes: Int!
      ) {
        updatePlacementScheme(
          featuredCreditsPerDay: $featuredCreditsPerDay
          bumpCredits: $bumpCredits
          spotlightCreditsPerDay: $spotlightCreditsPerDay
          featuredBlockSize: $featuredBlockSize
          spotlightSlots: $spotlightSlots
          bumpIntervalMinutes: $bumpIntervalMinutes
        ) {
          __typename
          ... on MutationUpdatePlacementSchemeSuccess {
            placementScheme {
              ...PlacementPricesSection_scheme @relay(mask: false)
              updatedAt
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
    { variables: (values) => values, ...singleRecordSaved('updatePlacementScheme', 'placementScheme', 'updated') },
  );
}
