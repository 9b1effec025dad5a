import { builder } from '../../graphql/builder.ts';

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in account, or null for a visitor (or a session that can no longer be used).',
    authScopes: { public: true },
    resolve: (query, _root, _args, context) =>
      context.viewer ? context.db.user.findUnique({ ...query, where: { id: context.viewer.id } }) : null,
  }),
);
