// Reports an ad: answers the reference number, the server's refusal, or a failure.
import { graphql } from 'react-relay';
import type {
  ReportReason,
  useReportAdMutation as ReportAdMutation,
} from '../../../__generated__/useReportAdMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export type { ReportReason };

export type ReportAdOutcome =
  { kind: 'reported'; reference: string } | { kind: 'refused'; message: string } | { kind: 'failed' };

export interface ReportDraft {
  adId: string;
  reason: ReportReason;
  details: string;
  contact: string;
}

export function useReportAdMutation() {
  return useResultMutation<ReportAdMutation, [draft: ReportDraft], ReportAdOutcome>(
    graphql`
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
    `,
    {
      variables: (draft) => ({ input: draft }),
      done: ({ receipt }) => (receipt ? { kind: 'reported', reference: receipt.reference } : { kind: 'failed' }),
    },
  );
}
