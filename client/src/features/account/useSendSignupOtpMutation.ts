// E-mails a sign-up code (register form, Send OTP); the server answers the same whether or not the
// address has an account, and mails its owner a notice instead of a code.
import { graphql } from 'react-relay';
import type {
  useSendSignupOtpMutation as SendSignupOtpMutation,
  SendSignupOtpInput,
} from '../../__generated__/useSendSignupOtpMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';
import { otpRefusal, otpSent, type OtpOutcome } from './otpOutcome.ts';

export function useSendSignupOtpMutation() {
  return useResultMutation<SendSignupOtpMutation, [input: SendSignupOtpInput], OtpOutcome>(
    graphql`
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
    `,
    { variables: (input) => ({ input }), done: otpSent, refused: otpRefusal },
  );
}
