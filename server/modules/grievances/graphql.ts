// Grievance redressal through GraphQL: a thin adapter over ./service.ts.
import { builder } from '../../graphql/builder.ts';
import { LanguageEnum } from '../../graphql/language.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import { NotFoundError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { GrievanceOfficerType } from '../settings/graphql.ts';
import {
  changeGrievanceStatus,
  countGrievances,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  grievanceOfficer,
  isOverdue,
  listGrievances,
  submitGrievance,
  trackGrievance,
  type TrackedGrievance,
} from './service.ts';

const GrievanceCategoryEnum = builder.enumType('GrievanceCategory', {
  description: 'What a complaint to the grievance officer is about.',
  values: GRIEVANCE_CATEGORIES,
});

const GrievanceStatusEnum = builder.enumType('GrievanceStatus', {
  description: 'received -> acknowledged -> resolved.',
  values: GRIEVANCE_STATUSES,
});

const GrievanceReceiptType = builder.objectRef<{ trackingNumber: string }>('GrievanceReceipt').implement({
  fields: (t) => ({
    trackingNumber: t.exposeString('trackingNumber', {
      description: 'The number to quote and to follow the complaint with, e.g. GRV-7KQ2M9XA.',
    }),
  }),
});

const GrievanceProgressType = builder.objectRef<TrackedGrievance>('GrievanceProgress').implement({
  description:
    "A complaint's progress, as anyone holding its tracking number may read it (never its details or contact).",
  fields: (t) => ({
    trackingNumber: t.exposeString('trackingNumber'),
    category: t.field({ type: GrievanceCategoryEnum, resolve: (grievance) => grievance.category }),
    status: t.field({ type: GrievanceStatusEnum, resolve: (grievance) => grievance.status }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    acknowledgedAt: t.expose('acknowledgedAt', { type: 'DateTime', nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
  }),
});

const GrievanceType = builder.prismaNode('Grievance', {
  id: { field: 'id' },
  authScopes: { staff: true },
  description: 'A complaint to the grievance officer, as the staff (admins and moderators) read it.',
  fields: (t) => ({
    trackingNumber: t.exposeString('trackingNumber'),
    category: t.field({ type: GrievanceCategoryEnum, resolve: (grievance) => grievance.category }),
    adLink: t.exposeString('adLink', { description: 'The page complained about; empty when none was given.' }),
    details: t.exposeString('details'),
    contact: t.exposeString('contact'),
    status: t.field({ type: GrievanceStatusEnum, resolve: (grievance) => grievance.status }),
    overdue: t.boolean({
      description: 'Still not acknowledged 24 hours after it was filed.',
      resolve: (grievance) => isOverdue(grievance),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    acknowledgedAt: t.expose('acknowledgedAt', { type: 'DateTime', nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('grievanceOfficer', (t) =>
  t.field({
    type: GrievanceOfficerType,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => grievanceOfficer(ctx),
  }),
);

builder.queryField('grievanceProgress', (t) =>
  t.field({
    type: GrievanceProgressType,
    authScopes: { public: true },
    description: "A complaint's progress by its tracking number.",
    errors: { types: [NotFoundError], dataField: { name: 'progress' } },
    args: { trackingNumber: t.arg.string({ required: true }) },
    resolve: (_root, { trackingNumber }, ctx) => trackGrievance(ctx, trackingNumber),
  }),
);

builder.queryField('grievances', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: GrievanceType,
    cursor: 'id',
    authScopes: { staff: true },
    description: 'Complaints to the grievance officer, newest first.',
    args: { status: t.arg({ type: GrievanceStatusEnum, required: false }) },
    totalCount: (_parent, args, ctx) => countGrievances(ctx, { status: args.status ?? undefined }),
    resolve: (query, _parent, args, ctx) => listGrievances(ctx, { status: args.status ?? undefined }, query),
  }),
);

const SubmitGrievanceInput = builder.inputType('SubmitGrievanceInput', {
  fields: (t) => ({
    category: t.field({ type: GrievanceCategoryEnum, required: false }),
    adLink: t.string({
      required: false,
      description: 'The address of the page complained about (up to 500 characters).',
    }),
    details: t.string({ required: false, description: 'Up to 5000 characters.' }),
    contact: t.string({ required: false, description: 'An e-mail address or phone number to answer on.' }),
    language: t.field({
      type: LanguageEnum,
      required: false,
      description: "The language of the complainant's mails (issue 35): the form's page's; English when not given.",
    }),
  }),
});

builder.mutationField('submitGrievance', (t) =>
  t.field({
    type: GrievanceReceiptType,
    authScopes: { public: true },
    description:
      'Files a complaint with the grievance officer (a few an hour per visitor); answers its tracking number.',
    errors: { types: [ValidationError, RateLimitedError], dataField: { name: 'receipt' } },
    args: { input: t.arg({ type: SubmitGrievanceInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      submitGrievance(ctx, {
        category: input.category ?? undefined,
        adLink: input.adLink ?? undefined,
        details: input.details ?? undefined,
        contact: input.contact ?? undefined,
        language: input.language,
      }),
  }),
);

builder.mutationField('changeGrievanceStatus', (t) =>
  t.field({
    type: GrievanceType,
    authScopes: { staff: true },
    description: 'Acknowledges or resolves a complaint (resolving acknowledges too); never goes back.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'grievance' } },
    args: {
      id: t.arg.globalID({ required: true, for: GrievanceType }),
      status: t.arg({ type: GrievanceStatusEnum, required: true }),
    },
    resolve: (_root, { id, status }, ctx) => changeGrievanceStatus(ctx, { id: id.id, status }),
  }),
);
