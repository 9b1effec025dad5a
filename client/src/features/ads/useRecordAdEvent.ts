// The statistics beacons (issue 8, part 1): tells the server what a visitor did with ads (saw them in
// a listing, opened one, tapped call or WhatsApp). Fire and forget: a lost beacon costs a count,
// never the visitor's page. The server counts each visitor once per ad, day and kind.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { AdEventKind, useRecordAdEventMutation } from '../../__generated__/useRecordAdEventMutation.graphql';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';

const RecordAdEventMutation = graphql`
  mutation useRecordAdEventMutation($kind: AdEventKind!, $adIds: [ID!]!) {
    recordAdEvent(kind: $kind, adIds: $adIds) {
      __typename
    }
  }
`;

/** The listing shows at most this many ads per beacon (the server's limit). */
const MAX_ADS_PER_BEACON = 20;

export function useRecordAdEvent(): (kind: AdEventKind, adIds: readonly string[]) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    (kind: AdEventKind, adIds: readonly string[]) => {
      for (let start = 0; start < adIds.length; start += MAX_ADS_PER_BEACON) {
        // the outcome is not waited for: a lost beacon is one count less
        void commitForOutcome<useRecordAdEventMutation, { kind: 'recorded' }>(
          ({ variables, onCompleted, onError }) =>
            commitMutation<useRecordAdEventMutation>(environment, {
              mutation: RecordAdEventMutation,
              variables,
              onCompleted: (response) => onCompleted?.(response, null),
              onError,
            }),
          { variables: { kind, adIds: adIds.slice(start, start + MAX_ADS_PER_BEACON) } },
          () => ({ kind: 'recorded' }),
        );
      }
    },
    [environment],
  );
}
