// Approves the pending request of every matched line of a statement, each through the one approval
// path on the server (audited, mailed, never twice); the answer carries the statement's lines regrouped.
import { graphql } from 'react-relay';
import type { useApproveMatchedStatementLinesMutation as ApproveMatchedMutation } from '../../../__generated__/useApproveMatchedStatementLinesMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export type ApproveMatchedOutcome =
  { kind: 'approved'; approved: number; refused: number } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function useApproveMatchedStatementLinesMutation() {
  return useResultMutation<ApproveMatchedMutation, [id: string], ApproveMatchedOutcome>(
    graphql`
      mutation useApproveMatchedStatementLinesMutation($id: ID!) {
        approveMatchedStatementLines(id: $id) {
          __typename
          ... on MutationApproveMatchedStatementLinesSuccess {
            approved
            refused
            creditStatement {
              ...CreditStatementView_statement
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (id) => ({ id }),
      done: ({ approved, refused }) => ({ kind: 'approved', approved: approved ?? 0, refused: refused ?? 0 }),
    },
  );
}
