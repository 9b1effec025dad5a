// Reports an ad: answers the reference number, the server's refusal, or a failure.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ReportReason, useReportAdMutation as ReportAdMutation } from '../../../__generated__/useReportAdMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type { ReportReason };

export type ReportAdOutcome = { kind: 'reported'; reference: string } | { kind: 'refused'; message: string } | { kind: 'failed' };

export interface ReportDraft {
  adId: string;
  reason: ReportReason;
  details: string;
  contact: string;
}

export function useReportAdMutation(): [(draft: ReportDraft) => Promise<ReportAdOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<ReportAdMutation>(graphql`
    mutation useReportAdMutation($input: ReportAdInput!) {
      reportAd(input: $input) {
        __typename
        ... on MutationReportAdSuccess {
          receipt {
            reference
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const report = useCallback(
    (draft: ReportDraft) =>
      commitForOutcome(
        commit,
        { variables: { input: draft } },
        ({ reportAd: result }): ReportAdOutcome => {
          if (result.__typename === 'MutationReportAdSuccess' && result.receipt) return { kind: 'reported', reference: result.receipt.reference };
          if ('message' in result && typeof result.message === 'string') return { kind: 'refused', message: result.message };
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [report, isInFlight];
}
