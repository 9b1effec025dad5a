import { builder } from '../../graphql/builder.ts';
import { recordVisit } from './service.ts';

builder.mutationField('logVisit', (t) =>
  t.boolean({
    authScopes: { public: true },
    description: 'Records a visit of a client route. Answers whether it was recorded; never fails.',
    args: { route: t.arg.string({ required: true }) },
    resolve: (_root, { route }, ctx) => recordVisit(ctx, route),
  }),
);
