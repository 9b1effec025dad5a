// What logIn and resetPassword answer on success, and what the app does with it: keep the session,
// then send the account to its home (admins /admin, advertisers /ads).
import { graphql } from 'react-relay';
import { homeOfRole, session, type Role } from '../../lib/session.ts';

// every field of the session the app keeps, read unmasked by each call that signs in (logIn,
// resetPassword, and changePassword, which answers a new token)
export const SignedInSessionFragment = graphql`
  fragment signedInSession_session on Session {
    token
    name
    contact
    role
    credits
    expiresAt
  }
`;

export interface SignedInSession {
  readonly token: string;
  readonly name: string;
  readonly contact: string;
  readonly role: Role;
  readonly credits: number;
  /** ISO date-time (the DateTime scalar). */
  readonly expiresAt: unknown;
}

/** What a call that signs in (logIn, resetPassword) answers, as one outcome a page can show. */
export type SignInOutcome =
  | { kind: 'signedIn'; session: SignedInSession }
  /** Wrong credentials, or an account that is suspended, rejected or awaiting approval. */
  | { kind: 'refused'; message: string; reason: string | null }
  | { kind: 'error'; message: string }
  /** The call itself failed (network, server error). */
  | { kind: 'failed' };

/** Stores the session and answers the path the account lands on. */
export function startSession(signedIn: SignedInSession): string {
  const { token, name, contact, role, credits, expiresAt } = signedIn;
  session.logIn({ token, name, contact, role, credits, expiresAt: typeof expiresAt === 'string' ? expiresAt : null });
  return homeOfRole(role);
}

/** What a sign-in's success answers: the session, for the page to start. */
export function signedIn(success: { readonly session: SignedInSession }): SignInOutcome {
  return { kind: 'signedIn', session: success.session };
}

/** What a refused sign-in answers: the account's refusal with its reason (LoginRefusedError), or another error's message. */
export function signInRefusal(error: {
  readonly __typename: string;
  readonly message: string;
  readonly reason?: string | null;
}): SignInOutcome {
  if (error.__typename === 'LoginRefusedError')
    return { kind: 'refused', message: error.message, reason: error.reason ?? null };
  return { kind: 'error', message: error.message };
}
