import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import { Role, UserStatus } from '../../db/generated/prisma/enums.ts';
import { canManage } from '../../lib/access.ts';
import { changeUserStatus, countUsers, listUsers } from './service.ts';
import { deleteMyAccount, exportMyData, updateMyProfile } from './account.ts';

export const RoleEnum = builder.enumType(Role, { name: 'Role' });
export const UserStatusEnum = builder.enumType(UserStatus, { name: 'UserStatus' });

// An account: readable by an admin, or by its own holder.
export const UserType = builder.prismaNode('User', {
  id: { field: 'id' },
  authScopes: (user, context) => (canManage(context.viewer, user.id) ? { authenticated: true } : { admin: true }),
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    contact: t.exposeString('contact'),
    address: t.exposeString('address'),
    role: t.expose('role', { type: RoleEnum }),
    status: t.expose('status', { type: UserStatusEnum }),
    suspensionReason: t.exposeString('suspensionReason', { nullable: true }),
    credits: t.exposeInt('credits', { description: 'Credits balance.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('users', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: UserType,
    cursor: 'id',
    authScopes: { admin: true },
    description: 'Accounts with one of `statuses`, newest first: [active, suspended] for Users, [requested, rejected] for Account requests.',
    args: { statuses: t.arg({ type: [UserStatusEnum], required: true }) },
    totalCount: (_parent, { statuses }, ctx) => countUsers(ctx, statuses),
    resolve: (query, _parent, { statuses }, ctx) => listUsers(ctx, statuses, query),
  }),
);

builder.mutationField('changeUserStatus', (t) =>
  t.field({
    type: UserType,
    authScopes: { admin: true },
    description:
      'Moves an advertiser along requested -> active | rejected, rejected -> active, active -> suspended, suspended -> active. ' +
      '`reason` (suspension or rejection) is shown to the user at login.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'user' } },
    args: {
      id: t.arg.globalID({ required: true, for: UserType }),
      status: t.arg({ type: UserStatusEnum, required: true }),
      reason: t.arg.string({ required: false }),
    },
    resolve: (_root, { id, status, reason }, ctx) => changeUserStatus(ctx, { id: id.id, status, reason }),
  }),
);

const ProfileInput = builder.inputType('ProfileInput', {
  description: "The signed-in account's own details, with the rules of sign-up.",
  fields: (t) => ({
    name: t.string(),
    contact: t.string(),
    address: t.string({ required: false }),
  }),
});

builder.mutationField('updateMyProfile', (t) =>
  t.field({
    type: UserType,
    authScopes: { authenticated: true },
    description: "Saves the signed-in account's name, contact and address (the e-mail address stays as registered).",
    errors: { types: INPUT_ERRORS, dataField: { name: 'user' } },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateMyProfile(ctx, input),
  }),
);

builder.queryField('myData', (t) =>
  t.string({
    authScopes: { authenticated: true },
    description: 'Everything kept about the signed-in account, as JSON text: the account, its ads, its credit history and its credit requests.',
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
