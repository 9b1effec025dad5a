// E-mails a sign-up code (register form, Send OTP); the server answers the same whether or not the
// address has an account, and mails its owner a notice instead of a code.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSendSignupOtpMutation as SendSignupOtpMutation, SendSignupOtpInput } from '../../__generated__/useSendSignupOtpMutation.graphql';
import type { OtpOutcome } from './otpOutcome.ts';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';

export function useSendSignupOtpMutation(): [(input: SendSignupOtpInput) => Promise<OtpOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<SendSignupOtpMutation>(graphql`
    mutation useSendSignupOtpMutation($input: SendSignupOtpInput!) {
      sendSignupOtp(input: $input) {
        __typename
        ... on MutationSendSignupOtpSuccess {
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

  const sendSignupOtp = useCallback(
    (input: SendSignupOtpInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        ({ sendSignupOtp: result }): OtpOutcome => {
          switch (result.__typename) {
            case 'MutationSendSignupOtpSuccess':
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
  return [sendSignupOtp, isInFlight];
}
