// What the two "send a code" mutations answer, in the shape the Send OTP / Resend OTP controls use.

export type OtpOutcome =
  /** Sent; another code may be asked for after this many seconds. */
  | { kind: 'sent'; resendAfterSeconds: number }
  /** Asked again too soon: the server says when to retry. */
  | { kind: 'rateLimited'; message: string; retryAfterSeconds: number }
  | { kind: 'error'; message: string }
  /** The call itself failed (network, server error). */
  | { kind: 'failed' };
