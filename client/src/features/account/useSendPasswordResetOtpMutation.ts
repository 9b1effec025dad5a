// E-mails a password reset code (forgot-password form, Send OTP); the server answers the same
// whether or not the address has an account.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useSendPasswordResetOtpMutation as SendPasswordResetOtpMutation,
  SendPasswordResetOtpInput,
} from '../../__generated__/useSendPasswordResetOtpMutation.graphql';
import type { OtpOutcome } from './otpOutcome.ts';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';

export function useSendPasswordResetOtpMutation(): [(input: SendPasswordResetOtpInput) => Promise<OtpOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<SendPasswordResetOtpMutation>(graphql`
    mutation useSendPasswordResetOtpMutation($input: SendPasswordResetOtpInput!) {
      sendPasswordResetOtp(input: $input) {
        __typename
        ... on MutationSendPasswordResetOtpSuccess {
          otpSent {
            resendAfterSeconds
          }
        }
        ... on RateLimitedError {
          message
          retryAfterSeconds
        }
        ... on ValidationError {
          message
        }
      }
    }
  `);

  const sendPasswordResetOtp = useCallback(
    (input: SendPasswordResetOtpInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        ({ sendPasswordResetOtp: result }): OtpOutcome => {
          switch (result.__typename) {
            case 'MutationSendPasswordResetOtpSuccess':
              return { kind: 'sent', resendAfterSeconds: result.otpSent.resendAfterSeconds };
            case 'RateLimitedError':
              return { kind: 'rateLimited', message: result.message, retryAfterSeconds: result.retryAfterSeconds };
            case 'ValidationError':
              return { kind: 'error', message: result.message };
            default:
              return { kind: 'failed' };
          }
        },
      ),
    [commit],
  );
  return [sendPasswordResetOtp, isInFlight];
}
