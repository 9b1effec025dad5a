import { builder } from '../../graphql/builder.ts';
import { Role, UserStatus } from '../../db/generated/prisma/enums.ts';

export const RoleEnum = builder.enumType(Role, { name: 'Role' });
export const UserStatusEnum = builder.enumType(UserStatus, { name: 'UserStatus' });

// An account: readable by an admin, or by its own holder.
builder.prismaNode('User', {
  id: { field: 'id' },
  authScopes: (user, context) => (context.viewer?.id === user.id ? { authenticated: true } : { admin: true }),
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
