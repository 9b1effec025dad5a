// The blocklist through GraphQL [staff: admins and moderators]: a thin adapter over ./service.ts. The
// blocked photos the same screen lists are moderation's (moderation/graphql.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder, rowQuery } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import {
  addToBlocklist,
  BLOCKLIST_KINDS,
  countBlocklist,
  listBlocklist,
  removeFromBlocklist,
  type BlocklistKind,
} from './service.ts';

const BlocklistKindEnum = builder.enumType('BlocklistKind', {
  description:
    'What a blocklist entry blocks: a phone number, an e-mail address, or every address at an e-mail domain (and its subdomains).',
  values: Object.fromEntries(BLOCKLIST_KINDS.map((kind) => [kind, { value: kind }])) as Record<
    BlocklistKind,
    { value: BlocklistKind }
  >,
});

const BlocklistEntryType = builder.prismaNode('BlocklistEntry', {
  id: { field: 'id' },
  authScopes: { staff: true },
  description: 'A phone number, e-mail address or e-mail domain that may not register or advertise.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    kind: t.field({ type: BlocklistKindEnum, resolve: (entry) => entry.kind as BlocklistKind }),
    value: t.exposeString('value', {
      description:
        'Normalised: 10 digits, a lower-cased address (Gmail without dots or +tags), or a lower-cased domain.',
    }),
    reason: t.exposeString('reason'),
    addedBy: t.string({
      nullable: true,
      description: 'The name of the staff member who added it; null when their account is gone.',
      select: { createdBy: { select: { name: true } } },
      resolve: (entry) => entry.createdBy?.name ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('blocklist', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: BlocklistEntryType,
    cursor: 'id',
    authScopes: { staff: true },
    description:
      'The blocklist, newest first: optionally one kind, and entries whose value holds `search` (a number by its digits).',
    args: {
      search: t.arg.string({ required: false }),
      kind: t.arg({ type: BlocklistKindEnum, required: false }),
    },
    totalCount: (_parent, args, ctx) => countBlocklist(ctx, args),
    resolve: (query, _parent, args, ctx) => listBlocklist(ctx, args, query),
  }),
);

const AddToBlocklistInput = builder.inputType('AddToBlocklistInput', {
  fields: (t) => ({
    kind: t.field({ type: BlocklistKindEnum, required: true }),
    value: t.string({
      required: true,
      description:
        'As typed: a phone number (+91 and spaces allowed), an e-mail address, or a domain; stored normalised.',
    }),
    reason: t.string({
      required: true,
      description: 'Why it is blocked, for the desk (up to 500 characters); never shown to the person.',
    }),
  }),
});

builder.mutationField('addToBlocklist', (t) =>
  t.prismaField({
    type: BlocklistEntryType,
    authScopes: { staff: true },
    description:
      'Adds a phone number, e-mail address or domain to the blocklist; a value already there is a ConflictError saying since when.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'entry' } },
    args: { input: t.arg({ type: AddToBlocklistInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await addToBlocklist(ctx, input);
      return ctx.db.blocklistEntry.findUniqueOrThrow({ ...rowQuery(query), where: { id } });
    },
  }),
);

builder.mutationField('removeFromBlocklist', (t) =>
  t.field({
    type: 'ID',
    authScopes: { staff: true },
    description: 'Takes an entry off the blocklist; answers the global id it had.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'removedId' } },
    args: { id: t.arg.globalID({ required: true, for: BlocklistEntryType }) },
    resolve: async (_root, { id }, ctx) => encodeGlobalID('BlocklistEntry', (await removeFromBlocklist(ctx, id.id)).id),
  }),
);
