// the enums the users module registers (users/graphql.ts), named by the database's own enum objects
import { AccountKind, Role, UserStatus } from '../../db/generated/prisma/enums.ts';
import { builder } from '../../graphql/builder.ts';
import { LanguageEnum } from '../../graphql/language.ts';
import { LoginRefusedError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import {
  changePassword,
  logIn,
  logOut,
  logOutEverywhere,
  resetPassword,
  sendPasswordResetOtp,
  sendSignupOtp,
  signUp,
  viewerAccount,
  type OtpSent,
  type Session,
} from './service.ts';

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in account, or null for a visitor (or a session that can no longer be used).',
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => viewerAccount(ctx, query),
  }),
);

const SessionType = builder.objectRef<Session>('Session').implement({
  description: 'A signed-in session: send `token` in the Authorization header (Bearer) until `expiresAt`.',
  fields: (t) => ({
    token: t.exposeString('token'),
    name: t.exposeString('name'),
    contact: t.exposeString('contact'),
    role: t.expose('role', { type: Role }),
    credits: t.exposeInt('credits', { description: 'Credits balance at sign-in.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const OtpSentType = builder.objectRef<OtpSent>('OtpSent').implement({
  description: 'A code is on its way (for a password reset: if the address has an account).',
  fields: (t) => ({
    sentTo: t.exposeString('sentTo'),
    resendAfterSeconds: t.exposeInt('resendAfterSeconds', {
      description: 'A new code may be requested after this many seconds.',
    }),
  }),
});

const AccountRequestType = builder.objectRef<{ status: UserStatus }>('AccountRequest').implement({
  description: 'A new account, waiting for an admin to accept it.',
  fields: (t) => ({ status: t.expose('status', { type: UserStatus }) }),
});

const MAIL_LANGUAGE = {
  type: LanguageEnum,
  required: false,
  description: "The language of the account's mails (issue 35): the register page's; English when not given.",
} as const;

const SendSignupOtpInput = builder.inputType('SendSignupOtpInput', {
  fields: (t) => ({
    email: t.string(),
    contact: t.string(),
    language: t.field(MAIL_LANGUAGE),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    name: t.string(),
    contact: t.string(),
    email: t.string(),
    emailOTP: t.string(),
    password: t.string(),
    confirmPassword: t.string(),
    address: t.string({ required: false }),
    dateOfBirth: t.string({
      required: false,
      description:
        "YYYY-MM-DD; required (nullable so that a missing date is answered in words): the holder must be 18 or over on India's date.",
    }),
    accountKind: t.field({
      type: AccountKind,
      required: false,
      description: "Defaults to independent (the holder's own ads).",
    }),
    language: t.field(MAIL_LANGUAGE),
  }),
});

const LogInInput = builder.inputType('LogInInput', {
  fields: (t) => ({
    email: t.string(),
    password: t.string(),
  }),
});

const SendPasswordResetOtpInput = builder.inputType('SendPasswordResetOtpInput', {
  fields: (t) => ({ email: t.string() }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    email: t.string(),
    emailOTP: t.string(),
    password: t.string(),
    confirmPassword: t.string(),
  }),
});

builder.mutationField('sendSignupOtp', (t) =>
  t.field({
    type: OtpSentType,
    authScopes: { public: true },
    description:
      'E-mails a sign-up code; an address that has an account gets the same answer, and its owner a notice instead.',
    errors: { types: [ValidationError, RateLimitedError], dataField: { name: 'otpSent' } },
    args: { input: t.arg({ type: SendSignupOtpInput, required: true }) },
    resolve: (_root, { input }, ctx) => sendSignupOtp(ctx, input),
  }),
);

builder.mutationField('signUp', (t) =>
  t.field({
    type: AccountRequestType,
    authScopes: { public: true },
    description: 'Requests an account with the e-mailed code; an admin must accept it before it can sign in.',
    errors: { types: [ValidationError, RateLimitedError], dataField: { name: 'accountRequest' } },
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, { input }, ctx) => signUp(ctx, input),
  }),
);

builder.mutationField('logIn', (t) =>
  t.field({
    type: SessionType,
    authScopes: { public: true },
    errors: { types: [ValidationError, LoginRefusedError, RateLimitedError], dataField: { name: 'session' } },
    args: { input: t.arg({ type: LogInInput, required: true }) },
    resolve: (_root, { input }, ctx) => logIn(ctx, input),
  }),
);

builder.mutationField('sendPasswordResetOtp', (t) =>
  t.field({
    type: OtpSentType,
    authScopes: { public: true },
    description: 'E-mails a password reset code if the address has an account; answers the same either way.',
    errors: { types: [ValidationError, RateLimitedError], dataField: { name: 'otpSent' } },
    args: { input: t.arg({ type: SendPasswordResetOtpInput, required: true }) },
    resolve: (_root, { input }, ctx) => sendPasswordResetOtp(ctx, input),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: SessionType,
    authScopes: { public: true },
    description: 'Sets a new password with the e-mailed code, ends every older session and signs in.',
    errors: { types: [ValidationError, LoginRefusedError, RateLimitedError], dataField: { name: 'session' } },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) => resetPassword(ctx, input),
  }),
);

builder.mutationField('logOut', (t) =>
  t.field({
    type: 'Boolean',
    authScopes: { public: true },
    description:
      'Ends the session of the token sent along: it is refused from now on. Without a usable session there is nothing to end, and the answer is the same.',
    errors: { types: [], dataField: { name: 'loggedOut' } },
    resolve: async (_root, _args, ctx) => {
      await logOut(ctx);
      return true;
    },
  }),
);

builder.mutationField('logOutEverywhere', (t) =>
  t.field({
    type: 'Boolean',
    authScopes: { authenticated: true },
    description: 'Ends every session of the signed-in account, on every device, this one included.',
    errors: { types: [], dataField: { name: 'loggedOut' } },
    resolve: async (_root, _args, ctx) => {
      await logOutEverywhere(ctx);
      return true;
    },
  }),
);

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string(),
    password: t.string(),
    confirmPassword: t.string(),
  }),
});

builder.mutationField('changePassword', (t) =>
  t.field({
    type: SessionType,
    authScopes: { authenticated: true },
    description:
      'Sets a new password once the current one checks out; every other session of the account ends, and this one continues with the new token answered.',
    errors: { types: [ValidationError, RateLimitedError], dataField: { name: 'session' } },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) => changePassword(ctx, input),
  }),
);
