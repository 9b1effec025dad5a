// What the two "send a code" mutations answer, in the shape the Send OTP / Resend OTP controls use.

export type OtpOutcome =
  /** Sent; another code may be asked for after this many seconds. */
  | { kind: 'sent'; resendAfterSeconds: number }
  /** Asked again too soon: the server says when to retry. */
  | { kind: 'rateLimited'; message: string; retryAfterSeconds: number }
  | { kind: 'error'; message: string }
  /** The call itself failed (network, server error). */
  | { kind: 'failed' };

/** What a sent code answers. */
export function otpSent(success: { readonly otpSent: { readonly resendAfterSeconds: number } }): OtpOutcome {
  return { kind: 'sent', resendAfterSeconds: success.otpSent.resendAfterSeconds };
}

/** What a refused code answers: when to retry (RateLimitedError), or another error's message. */
export function otpRefusal(error: {
  readonly __typename: string;
  readonly message: string;
  readonly retryAfterSeconds?: number;
}): OtpOutcome {
  if (error.__typename === 'RateLimitedError' && typeof error.retryAfterSeconds === 'number') {
    return { kind: 'rateLimited', message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
  return { kind: 'error', message: error.message };
}
