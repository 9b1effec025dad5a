// The words users read that more than one server module says; the form messages both sides say
// live in common/messages.ts.

/** Any call that needs a signed-in user, made without one. */
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';

/** An ad id that names no ad, or none the caller may see (renewal, moderation, statistics). */
export const AD_NOT_FOUND_MESSAGE = 'This ad does not exist.';

/** An account id that names no account (user management, credits). */
export const ACCOUNT_NOT_FOUND_MESSAGE = 'This account does not exist.';

/**
 * Why a request that carried a token is treated as anonymous:
 * invalid (bad signature, malformed, wrong issuer), expired, stale (the user's token version
 * moved on: suspension, password reset or "log out everywhere"; or this token was logged out), inactive (the account is no longer active or is gone).
 */
export type AuthFailure = 'invalid' | 'expired' | 'stale' | 'inactive';

/** The words a user reads when their session cannot be used. */
export function authFailureMessage(failure: AuthFailure | null): string {
  switch (failure) {
    case 'expired':
    case 'stale':
      return 'Session Expired. Please log in again.';
    case 'inactive':
      return 'Your account is not active. Please log in again.';
    case 'invalid':
      return 'Invalid session token. Please log in again.';
    default:
      return LOGIN_REQUIRED_MESSAGE;
  }
}
