import { builder, modelType } from '../../graphql/builder.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import { AUDIT_ACTIONS, countAuditEntries, listAuditEntries, type AuditFilter } from './service.ts';

const AuditActionEnum = builder.enumType('AuditAction', {
  description:
    "What was done: 'record.verb', e.g. user.status or blog.delete; ad.edit and ad.stop are advertisers' own changes, the rest admins'.",
  values: Object.fromEntries(AUDIT_ACTIONS.map((action) => [action.replace('.', '_'), { value: action }])),
});

const AuditEntryType = builder.prismaNode('AuditEntry', {
  id: { field: 'id' },
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    action: t.field({ type: AuditActionEnum, resolve: (entry) => entry.action as (typeof AUDIT_ACTIONS)[number] }),
    actor: t.relation('actor'),
    subjectType: t.exposeString('subjectType', { description: "The kind of record acted on, e.g. 'User' or 'Blog'." }),
    subjectId: t.exposeInt('subjectId', { description: 'The database id of the record acted on.' }),
    before: t.string({
      nullable: true,
      description: 'The record before the action, as JSON text (null when it did not exist).',
      resolve: (entry) => (entry.before === null ? null : JSON.stringify(entry.before)),
    }),
    after: t.string({
      nullable: true,
      description: 'The record after the action, as JSON text (null when it was deleted).',
      resolve: (entry) => (entry.after === null ? null : JSON.stringify(entry.after)),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('auditEntries', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: AuditEntryType,
    cursor: 'id',
    authScopes: { admin: true },
    description: 'Every admin action, newest first; filtered by action, admin or record.',
    args: {
      action: t.arg({ type: AuditActionEnum, required: false }),
      actorId: t.arg.globalID({ for: modelType('User'), required: false }),
      subjectType: t.arg.string({ required: false }),
      subjectId: t.arg.int({ required: false }),
    },
    totalCount: (_parent, args, ctx) => countAuditEntries(ctx, filterOf(args)),
    resolve: (query, _parent, args, ctx) => listAuditEntries(ctx, filterOf(args), query),
  }),
);

function filterOf(args: {
  action?: string | null;
  actorId?: { id: string } | null;
  subjectType?: string | null;
  subjectId?: number | null;
}): AuditFilter {
  return {
    action: (args.action ?? undefined) as AuditFilter['action'],
    actorId: args.actorId?.id,
    subjectType: args.subjectType ?? undefined,
    subjectId: args.subjectId ?? undefined,
  };
}
