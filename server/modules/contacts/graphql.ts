import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import { RateLimitedError } from '../../lib/errors.ts';
import { countContactMessages, deleteContactMessage, listContactMessages, sendContactMessage } from './service.ts';

const ContactMessageType = builder.prismaNode('ContactMessage', {
  id: { field: 'id' },
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    contact: t.exposeString('contact'),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SendContactMessageInput = builder.inputType('SendContactMessageInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    contact: t.string(),
    message: t.string(),
  }),
});

builder.queryField('contactMessages', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: ContactMessageType,
    cursor: 'id',
    authScopes: { admin: true },
    description: 'Messages sent through the contact form, newest first.',
    totalCount: (_parent, _args, ctx) => countContactMessages(ctx),
    resolve: (query, _parent, _args, ctx) => listContactMessages(ctx, query),
  }),
);

builder.mutationField('sendContactMessage', (t) =>
  t.field({
    type: ContactMessageType,
    authScopes: { public: true },
    errors: { types: [...INPUT_ERRORS, RateLimitedError], dataField: { name: 'contactMessage' } },
    args: { input: t.arg({ type: SendContactMessageInput, required: true }) },
    // the sender cannot read messages back: only the admin scope can read the fields
    resolve: (_root, { input }, ctx) => sendContactMessage(ctx, input),
  }),
);

builder.mutationField('deleteContactMessage', (t) =>
  t.field({
    type: 'ID',
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'deletedId' } },
    args: { id: t.arg.globalID({ required: true, for: ContactMessageType }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteContactMessage(ctx, id.id);
      return id.id;
    },
  }),
);
