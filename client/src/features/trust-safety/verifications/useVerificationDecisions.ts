// The desk's decisions on a verification request: approve, refuse with a reason, or remove the mark
// an approval gave, with a reason. Each answers the request as it now is, which its card shows.
import { graphql } from 'react-relay';
import type { useVerificationDecisionsApproveMutation as ApproveMutation } from '../../../__generated__/useVerificationDecisionsApproveMutation.graphql';
import type { useVerificationDecisionsRefuseMutation as RefuseMutation } from '../../../__generated__/useVerificationDecisionsRefuseMutation.graphql';
import type { useVerificationDecisionsRevokeMutation as RevokeMutation } from '../../../__generated__/useVerificationDecisionsRevokeMutation.graphql';
import type { ActionOutcome } from '../../../lib/commitForOutcome.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export interface VerificationDecisions {
  approve: (id: string) => Promise<ActionOutcome>;
  refuse: (id: string, reason: string) => Promise<ActionOutcome>;
  revoke: (id: string, reason: string) => Promise<ActionOutcome>;
  busy: boolean;
}

export function useVerificationDecisions(): VerificationDecisions {
  const [approve, approving] = useResultMutation<ApproveMutation, [id: string]>(
    graphql`
      mutation useVerificationDecisionsApproveMutation($id: ID!) {
        approveVerification(id: $id) {
          __typename
          ... on MutationApproveVerificationSuccess {
            verificationRequest {
              ...VerificationRequestCard_request
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id) => ({ id }) },
  );
  const [refuse, refusing] = useResultMutation<RefuseMutation, [id: string, reason: string]>(
    graphql`
      mutation useVerificationDecisionsRefuseMutation($id: ID!, $reason: String!) {
        refuseVerification(id: $id, reason: $reason) {
          __typename
          ... on MutationRefuseVerificationSuccess {
            verificationRequest {
              ...VerificationRequestCard_request
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id, reason) => ({ id, reason }) },
  );
  const [revoke, revoking] = useResultMutation<RevokeMutation, [id: string, reason: string]>(
    graphql`
      mutation useVerificationDecisionsRevokeMutation($id: ID!, $reason: String!) {
        revokeVerification(id: $id, reason: $reason) {
          __typename
          ... on MutationRevokeVerificationSuccess {
            verificationRequest {
              ...VerificationRequestCard_request
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id, reason) => ({ id, reason }) },
  );
  return { approve, refuse, revoke, busy: approving || refusing || revoking };
}
