// E-mails a password reset code (forgot-password form, Send OTP); the server answers the same
// whether or not the address has an account.
import { graphql } from 'react-relay';
import type {
  useSendPasswordResetOtpMutation as SendPasswordResetOtpMutation,
  SendPasswordResetOtpInput,
} from '../../__generated__/useSendPasswordResetOtpMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';
import { otpRefusal, otpSent, type OtpOutcome } from './otpOutcome.ts';

export function useSendPasswordResetOtpMutation() {
  return useResultMutation<SendPasswordResetOtpMutation, [input: SendPasswordResetOtpInput], OtpOutcome>(
    graphql`
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
    `,
    { variables: (input) => ({ input }), done: otpSent, refused: otpRefusal },
  );
}
