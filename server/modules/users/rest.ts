// Accounts and user management over REST (SPEC section 7, every call under /users): log-in,
// sign-up with an e-mailed code, password reset, the credits balance, and the admin's lists of
// accounts and status changes. A thin adapter over ../auth/service.ts and ./service.ts, where the
// rules and authorisation live; this file checks the role, reads the payload's field names and
// shapes the answers (never a password hash, token version or OTP).
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { UserStatus } from '../../db/generated/prisma/enums.ts';
import { contextOf, idParam, jsonBody, pageOf, requireSession, type RestApp } from '../../rest/app.ts';
import {
  logIn,
  logOut,
  logOutEverywhere,
  resetPassword,
  sendPasswordResetOtp,
  sendSignupOtp,
  signUp,
  type Session,
} from '../auth/service.ts';
import { changeUserStatus, countUsers, getOwnCredits, listUsers } from './service.ts';

/** SPEC section 8: the success toasts of the account screens. */
export const OTP_SENT_MESSAGE = 'OTP Sent successfully';
export const ACCOUNT_REQUESTED_MESSAGE = 'Account Requested successfully';
/** The answers of logging out (issue 14: the token ends on the server). */
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
export const LOGGED_OUT_EVERYWHERE_MESSAGE = 'Logged out of every session successfully';

/** Most accounts one unpaged list answers; `?page=&pageSize=` reach the rest (X-Total-Count tells how many). */
const LIST_LIMIT = 1000;
/** Page size when only `?page=` is given. */
const DEFAULT_PAGE_SIZE = 20;

const USER_SELECT = {
  id: true,
  name: true,
  email: true,
  contact: true,
  address: true,
  status: true,
  role: true,
  credits: true,
  suspensionReason: true,
} satisfies Prisma.UserSelect;
type UserRow = Prisma.UserGetPayload<{ select: typeof USER_SELECT }>;

function userAnswer(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    contact: user.contact,
    address: user.address,
    status: user.status,
    role: user.role,
    credits: user.credits,
    suspension_reason: user.suspensionReason,
  };
}

/** SPEC section 3, Session: what the client stores after log-in (and the balance it shows). */
function sessionAnswer(session: Session) {
  return {
    token: session.token,
    name: session.name,
    contact: session.contact,
    role: session.role,
    credits: session.credits,
  };
}

/** The statuses asked for: a list, or a single name taken as a one-element list; the service judges them. */
function statusesOf(type: unknown): UserStatus[] {
  return (typeof type === 'string' ? [type] : type) as UserStatus[];
}

export function registerUserRoutes(app: RestApp) {
  // POST /users/login (public): { email, password } -> { token, name, contact, role, credits };
  // refused -> 401 { error, reason }
  app.post('/users/login', async (c) => {
    const body = await jsonBody(c);
    const session = await logIn(contextOf(c), { email: body.email as string, password: body.password as string });
    return c.json(sessionAnswer(session));
  });

  // POST /users/logout (public): ends the session of the token sent along -> { message }; without a usable token, the same
  app.post('/users/logout', async (c) => {
    await logOut(contextOf(c));
    return c.json({ message: LOGGED_OUT_MESSAGE });
  });

  // POST /users/logout-everywhere (signed in): ends every session of the account -> { message }
  app.post('/users/logout-everywhere', async (c) => {
    await logOutEverywhere(requireSession(c));
    return c.json({ message: LOGGED_OUT_EVERYWHERE_MESSAGE });
  });

  // POST /users/signup-otp (public): { email, contact } -> 201 { message }
  app.post('/users/signup-otp', async (c) => {
    const body = await jsonBody(c);
    await sendSignupOtp(contextOf(c), { email: body.email as string, contact: body.contact as string });
    return c.json({ message: OTP_SENT_MESSAGE }, 201);
  });

  // POST /users/signup (public): { name, contact, email, emailOTP, password, confirmPassword, address, dateOfBirth?, accountKind? } -> 201 { message };
  // the SPEC's clients send no date of birth: it is checked when sent, and stated later on the account page when not (issue 31)
  app.post('/users/signup', async (c) => {
    const body = await jsonBody(c);
    const input = {
      name: body.name as string,
      contact: body.contact as string,
      email: body.email as string,
      emailOTP: body.emailOTP as string,
      password: body.password as string,
      confirmPassword: body.confirmPassword as string,
      address: body.address as string | null | undefined,
      dateOfBirth: body.dateOfBirth,
      accountKind: body.accountKind as 'independent' | 'agency' | null | undefined,
    };
    await signUp(contextOf(c), input, new Date(), { dateOfBirthRequired: false });
    return c.json({ message: ACCOUNT_REQUESTED_MESSAGE }, 201);
  });

  // PATCH /users/forgot-password-otp (public): { email } -> 201 { message }, whether or not the address has an account
  app.patch('/users/forgot-password-otp', async (c) => {
    const body = await jsonBody(c);
    await sendPasswordResetOtp(contextOf(c), { email: body.email as string });
    return c.json({ message: OTP_SENT_MESSAGE }, 201);
  });

  // PATCH /users/forgot-password (public): { email, emailOTP, password, confirmPassword } -> a new session
  app.patch('/users/forgot-password', async (c) => {
    const body = await jsonBody(c);
    const session = await resetPassword(contextOf(c), {
      email: body.email as string,
      emailOTP: body.emailOTP as string,
      password: body.password as string,
      confirmPassword: body.confirmPassword as string,
    });
    return c.json(sessionAnswer(session));
  });

  // GET /users/credits (user): { credits }
  app.get('/users/credits', async (c) => {
    const ctx = requireSession(c, 'user');
    return c.json({ credits: await getOwnCredits(ctx) });
  });

  // POST /users (admin): { type: ["active", "suspended"] } -> the accounts, newest first
  app.post('/users', async (c) => {
    const ctx = requireSession(c, 'admin');
    const body = await jsonBody(c);
    const statuses = statusesOf(body.type);
    const paged = c.req.query('page') !== undefined || c.req.query('pageSize') !== undefined;
    const { skip, take } = paged ? pageOf(c, DEFAULT_PAGE_SIZE) : { skip: 0, take: LIST_LIMIT };
    const [rows, total] = await Promise.all([
      listUsers(ctx, statuses, { skip, take, select: USER_SELECT }) as Promise<UserRow[]>,
      countUsers(ctx, statuses),
    ]);
    c.header('X-Total-Count', String(total));
    return c.json(rows.map(userAnswer));
  });

  // PUT /users/{id} (admin): { status, reason?, addToBlocklist? } -> the updated account; a suspension adds the
  // account's phone and e-mail to the blocklist unless addToBlocklist is false (issue 31)
  app.put('/users/:id', async (c) => {
    const ctx = requireSession(c, 'admin');
    const id = idParam(c, 'id');
    const body = await jsonBody(c);
    const user = await changeUserStatus(ctx, {
      id,
      status: body.status as UserStatus,
      reason: body.reason as string | null | undefined,
      addToBlocklist: body.addToBlocklist as boolean | null | undefined,
    });
    return c.json(userAnswer(user));
  });
}
