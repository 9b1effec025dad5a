import { builder } from '../../graphql/builder.ts';
import { LanguageEnum } from '../../graphql/language.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import { AccountKind, Role, UserStatus } from '../../db/generated/prisma/enums.ts';
import { canReadAccount, changeUserStatus, countUsers, listUsers } from './service.ts';
import { deleteMyAccount, exportMyData, updateMyProfile } from './account.ts';
import { correctDateOfBirth } from '../adulthood/service.ts';
import { changeStaffRole, changeStaffStatus, countStaff, createStaffAccount, listStaff, STAFF_ROLES } from './staff.ts';

// other modules name these by the database's enum objects (Role, UserStatus, AccountKind)
const RoleEnum = builder.enumType(Role, { name: 'Role' });
const UserStatusEnum = builder.enumType(UserStatus, { name: 'UserStatus' });
const AccountKindEnum = builder.enumType(AccountKind, {
  name: 'AccountKind',
  description:
    "Whose ads an advertiser's account publishes: its holder's own (independent), or other people's (agency, which declares on each ad that it holds proof the person is 18 or over).",
});

// An account, read as users/service.ts canReadAccount allows; anyone else is refused as a non-admin.
export const UserType = builder.prismaNode('User', {
  id: { field: 'id' },
  authScopes: (user, context) => (canReadAccount(context.viewer, user) ? { public: true } : { admin: true }),
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    contact: t.exposeString('contact'),
    address: t.exposeString('address'),
    role: t.expose('role', { type: RoleEnum }),
    status: t.expose('status', { type: UserStatusEnum }),
    suspensionReason: t.exposeString('suspensionReason', { nullable: true }),
    credits: t.exposeInt('credits', { description: 'Credits balance.' }),
    dateOfBirth: t.field({
      type: 'Date',
      nullable: true,
      description:
        'Stated at sign-up (issue 31); null for an account made before it was asked, which may state it once.',
      resolve: (user) => user.dateOfBirth,
    }),
    accountKind: t.expose('accountKind', { type: AccountKindEnum }),
    language: t.expose('language', {
      type: LanguageEnum,
      description: "The language of the account's mails (issue 35): the register page's, then its own choice.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('users', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: UserType,
    cursor: 'id',
    authScopes: { admin: true },
    description:
      'Accounts with one of `statuses`, newest first: [active, suspended] for Users, [requested, rejected] for Account requests.',
    args: {
      statuses: t.arg({ type: [UserStatusEnum], required: true }),
      search: t.arg.string({
        required: false,
        description:
          'The desk\'s search (issue 31): an e-mail address or part of one with its "@", a phone number, an account\'s number (up to 9 digits, "#" optional), ' +
          'or at least 3 characters of a name or e-mail address (at most 100 characters).',
      }),
    },
    totalCount: (_parent, { statuses, search }, ctx) => countUsers(ctx, statuses, search),
    resolve: (query, _parent, { statuses, search }, ctx) => listUsers(ctx, statuses, query, search),
  }),
);

builder.mutationField('changeUserStatus', (t) =>
  t.field({
    type: UserType,
    authScopes: { admin: true },
    description:
      'Moves an advertiser along requested -> active | rejected, rejected -> active, active -> suspended, suspended -> active. ' +
      "`reason` (suspension or rejection) is shown to the user at login. A suspension adds the account's phone and e-mail " +
      'to the blocklist unless `addToBlocklist` is false; reinstating takes them off.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'user' } },
    args: {
      id: t.arg.globalID({ required: true, for: UserType }),
      status: t.arg({ type: UserStatusEnum, required: true }),
      reason: t.arg.string({ required: false }),
      addToBlocklist: t.arg.boolean({
        required: false,
        defaultValue: true,
        description: 'On suspension: add the phone and e-mail to the blocklist (default true).',
      }),
    },
    resolve: (_root, { id, status, reason, addToBlocklist }, ctx) =>
      changeUserStatus(ctx, { id: id.id, status, reason, addToBlocklist }),
  }),
);

const ProfileInput = builder.inputType('ProfileInput', {
  description: "The signed-in account's own details, with the rules of sign-up.",
  fields: (t) => ({
    name: t.string(),
    contact: t.string(),
    address: t.string({ required: false }),
    dateOfBirth: t.string({
      required: false,
      description:
        'YYYY-MM-DD: an account without a date of birth (made before it was asked) states it once; the one on the account cannot be changed here.',
    }),
    language: t.field({
      type: LanguageEnum,
      required: false,
      description: "The language of the account's mails (issue 35); left as it is when not given.",
    }),
  }),
});

builder.mutationField('updateMyProfile', (t) =>
  t.field({
    type: UserType,
    authScopes: { authenticated: true },
    description:
      "Saves the signed-in account's name, contact and address (the e-mail address stays as registered), and a date of birth the account does not have yet.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'user' } },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateMyProfile(ctx, input),
  }),
);

const CorrectDateOfBirthInput = builder.inputType('CorrectDateOfBirthInput', {
  fields: (t) => ({
    userId: t.globalID({ for: UserType }),
    dateOfBirth: t.string({
      required: false,
      description: 'YYYY-MM-DD; the sign-up rules apply (18 or over, within 100 years).',
    }),
    accountKind: t.field({
      type: AccountKindEnum,
      required: false,
      description: 'Left out: the account keeps its kind.',
    }),
    reason: t.string({
      required: false,
      description: 'Why (an identity document shows another date, say); kept in the audit log.',
    }),
  }),
});

builder.mutationField('correctDateOfBirth', (t) =>
  t.field({
    type: UserType,
    authScopes: { admin: true },
    description:
      "Corrects an advertiser's date of birth (which the advertiser cannot change) and, when given, its account kind, with a reason kept in the audit log.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'user' } },
    args: { input: t.arg({ type: CorrectDateOfBirthInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await correctDateOfBirth(ctx, { ...input, userId: input.userId.id });
      return ctx.db.user.findUniqueOrThrow({ where: { id } });
    },
  }),
);

builder.queryField('myData', (t) =>
  t.string({
    authScopes: { authenticated: true },
    description:
      'Everything kept about the signed-in account, as JSON text: the account, its ads, its credit history and its credit requests.',
    resolve: async (_root, _args, ctx) => JSON.stringify(await exportMyData(ctx), null, 2),
  }),
);

const DeleteMyAccountInput = builder.inputType('DeleteMyAccountInput', {
  fields: (t) => ({ password: t.string({ description: 'The current password, to confirm.' }) }),
});

builder.mutationField('deleteMyAccount', (t) =>
  t.field({
    type: 'Boolean',
    authScopes: { user: true },
    description:
      "Deletes the signed-in advertiser's account: its ads end and are deleted, its remaining credits are forfeited, its personal data is erased " +
      '(the ledger and the audit log keep what happened without it) and every session ends.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'deleted' } },
    args: { input: t.arg({ type: DeleteMyAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => (await deleteMyAccount(ctx, input)).deleted,
  }),
);

// ---- staff (issue 31) [admin]: a thin adapter over ./staff.ts ----------------------------------

const StaffRoleEnum = builder.enumType('StaffRole', {
  description:
    'The role of a staff account: admin (everything), or moderator (reviews ads, reports, verifications and grievances; takes ads down and restores them).',
  values: STAFF_ROLES,
});

builder.queryField('staffAccounts', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: UserType,
    cursor: 'id',
    authScopes: { admin: true },
    description: 'The admins and moderators, oldest first, active or suspended.',
    totalCount: (_parent, _args, ctx) => countStaff(ctx),
    resolve: (query, _parent, _args, ctx) => listStaff(ctx, query),
  }),
);

const CreateStaffAccountInput = builder.inputType('CreateStaffAccountInput', {
  fields: (t) => ({
    name: t.string({ description: 'Up to 100 characters.' }),
    email: t.string({
      description: 'The address the account signs in with, and where it is told how to choose its password.',
    }),
    contact: t.string({ description: 'A 10-digit phone number.' }),
    role: t.field({ type: StaffRoleEnum }),
  }),
});

builder.mutationField('createStaffAccount', (t) =>
  t.field({
    type: UserType,
    authScopes: { admin: true },
    description:
      'Makes an active admin or moderator account. No password is set that anyone knows: its holder is mailed how to choose one (Forgot password on the sign-in page).',
    errors: { types: INPUT_ERRORS, dataField: { name: 'user' } },
    args: { input: t.arg({ type: CreateStaffAccountInput, required: true }) },
    resolve: (_root, { input }, ctx) => createStaffAccount(ctx, input),
  }),
);

builder.mutationField('changeStaffRole', (t) =>
  t.field({
    type: UserType,
    authScopes: { admin: true },
    description:
      "Makes an admin a moderator or a moderator an admin; the account's sessions end. Not one's own, and never the last active admin.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'user' } },
    args: {
      id: t.arg.globalID({ required: true, for: UserType }),
      role: t.arg({ type: StaffRoleEnum, required: true }),
    },
    resolve: (_root, { id, role }, ctx) => changeStaffRole(ctx, { id: id.id, role }),
  }),
);

builder.mutationField('changeStaffStatus', (t) =>
  t.field({
    type: UserType,
    authScopes: { admin: true },
    description:
      "Suspends a staff account (`reason` required, shown at sign-in; its sessions end at once) or reinstates a suspended one (status active). Not one's own, and never the last active admin.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'user' } },
    args: {
      id: t.arg.globalID({ required: true, for: UserType }),
      status: t.arg({ type: UserStatusEnum, required: true }),
      reason: t.arg.string({ required: false }),
    },
    resolve: (_root, { id, status, reason }, ctx) => changeStaffStatus(ctx, { id: id.id, status, reason }),
  }),
);
