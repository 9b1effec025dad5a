// The desk's decisions on a verification request: approve, refuse with a reason, or remove the mark
// an approval gave, with a reason. Each answers the request as it now is, which its card shows.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useVerificationDecisionsApproveMutation } from '../../../__generated__/useVerificationDecisionsApproveMutation.graphql';
import type { useVerificationDecisionsRefuseMutation } from '../../../__generated__/useVerificationDecisionsRefuseMutation.graphql';
import type { useVerificationDecisionsRevokeMutation } from '../../../__generated__/useVerificationDecisionsRevokeMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export interface VerificationDecisions {
  approve: (id: string) => Promise<ActionOutcome>;
  refuse: (id: string, reason: string) => Promise<ActionOutcome>;
  revoke: (id: string, reason: string) => Promise<ActionOutcome>;
  busy: boolean;
}

export function useVerificationDecisions(): VerificationDecisions {
  const [commitApprove, approving] = useMutation<useVerificationDecisionsApproveMutation>(graphql`
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
  `);
  const [commitRefuse, refusing] = useMutation<useVerificationDecisionsRefuseMutation>(graphql`
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
  `);
  const [commitRevoke, revoking] = useMutation<useVerificationDecisionsRevokeMutation>(graphql`
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
  `);

  const approve = useCallback(
    (id: string) => commitForOutcome(commitApprove, { variables: { id } }, (response) => actionOutcome(response.approveVerification, 'MutationApproveVerificationSuccess')),
    [commitApprove],
  );
  const refuse = useCallback(
    (id: string, reason: string) =>
      commitForOutcome(commitRefuse, { variables: { id, reason } }, (response) => actionOutcome(response.refuseVerification, 'MutationRefuseVerificationSuccess')),
    [commitRefuse],
  );
  const revoke = useCallback(
    (id: string, reason: string) =>
      commitForOutcome(commitRevoke, { variables: { id, reason } }, (response) => actionOutcome(response.revokeVerification, 'MutationRevokeVerificationSuccess')),
    [commitRevoke],
  );
  return { approve, refuse, revoke, busy: approving || refusing || revoking };
}
