// The words users read that more than one module says. A message the SPEC fixes is written here
// once; modules import it rather than retyping it.

/** Any call that needs a signed-in user, made without one. */
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';

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
