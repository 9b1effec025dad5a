// Identity and photo verification through GraphQL (issue 31): a thin adapter over ./service.ts. The
// advertiser reads their state and sends the two files; the staff's desk lists requests, opens the
// files by signed URL, and approves, refuses or removes a mark.
import { VerificationStatus } from '../../db/generated/prisma/enums.ts';
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS, UPLOAD_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import { VERIFICATION_FILE_RETENTION_DAYS } from '../../../common/verification.ts';
import {
  approveVerification,
  countVerificationRequests,
  filesDeletedAfter,
  listVerificationRequests,
  myVerification,
  refuseVerification,
  revokeVerification,
  submitVerification,
  verificationFileUrl,
  type MyVerification,
  type VerificationState,
} from './service.ts';

const VerificationStatusEnum = builder.enumType(VerificationStatus, {
  name: 'VerificationStatus',
  description: 'Where a verification request stands: waiting for the desk, approved or refused.',
});

const VerificationStateEnum = builder.enumType('VerificationState', {
  description:
    "The advertiser's verification: none sent, pending, approved (the verified mark), refused, or revoked (an approval whose mark the desk removed).",
  values: ['none', 'pending', 'approved', 'refused', 'revoked'] as const satisfies readonly VerificationState[],
});

const MyVerificationType = builder.objectRef<MyVerification>('MyVerification').implement({
  description: "The signed-in advertiser's identity and photo verification.",
  fields: (t) => ({
    state: t.field({ type: VerificationStateEnum, resolve: (verification) => verification.state }),
    code: t.exposeString('code', {
      nullable: true,
      description:
        "The code to hold, written on paper, in the verification photo: the pending request's, or the next one's; null once verified.",
    }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why the request was refused, or the mark removed.',
    }),
    submittedAt: t.expose('submittedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the latest request was sent.',
    }),
    decidedAt: t.expose('decidedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the latest request was decided.',
    }),
    verifiedAt: t.expose('verifiedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Since when the account is verified.',
    }),
    fileRetentionDays: t.int({
      description: 'Days after the decision when the document and the photo are deleted.',
      resolve: () => VERIFICATION_FILE_RETENTION_DAYS,
    }),
  }),
});

const VerificationFileType = builder.objectRef<{ url: string }>('VerificationFile').implement({
  description:
    'A private file of a verification request: a signed absolute URL that works for one to two hours, for staff only.',
  fields: (t) => ({ url: t.exposeString('url') }),
});

const VerificationAdvertiserType = builder
  .objectRef<{ id: number; name: string; email: string; contact: string; status: string; verifiedAt: Date | null }>(
    'VerificationAdvertiser',
  )
  .implement({
    description: 'The account that sent a verification request, as the desk reads it.',
    fields: (t) => ({
      databaseId: t.exposeInt('id'),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
      contact: t.exposeString('contact'),
      status: t.exposeString('status', { description: 'The account status: active, suspended, deleted...' }),
      verifiedAt: t.expose('verifiedAt', {
        type: 'DateTime',
        nullable: true,
        description: 'Since when the account carries the verified mark; null when it does not.',
      }),
    }),
  });

const ADVERTISER_SELECT = { id: true, name: true, email: true, contact: true, status: true, verifiedAt: true } as const;

// A verification request: the desk's (admins and moderators) alone.
export const VerificationRequestType = builder.prismaNode('VerificationRequest', {
  id: { field: 'id' },
  authScopes: { staff: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    status: t.expose('status', { type: VerificationStatusEnum }),
    code: t.exposeString('code', { description: 'The code the advertiser was shown and should hold in the photo.' }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'The reason of a refusal, as the advertiser reads it.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the desk removed the mark this approval gave.',
    }),
    revokeReason: t.exposeString('revokeReason', { nullable: true }),
    filesDeletedAt: t.expose('filesDeletedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the document and the photo were deleted.',
    }),
    filesDeleteAfter: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the document and the photo are (or were) deleted: the retention period after the decision; null while pending.',
      resolve: (request) => filesDeletedAfter(request),
    }),
    document: t.field({
      type: VerificationFileType,
      nullable: true,
      description: 'The identity document; null once deleted.',
      resolve: (request, _args, ctx) => fileOf(verificationFileUrl(ctx, request, 'document')),
    }),
    photo: t.field({
      type: VerificationFileType,
      nullable: true,
      description: 'The photo of the advertiser holding the code; null once deleted.',
      resolve: (request, _args, ctx) => fileOf(verificationFileUrl(ctx, request, 'photo')),
    }),
    advertiser: t.field({
      type: VerificationAdvertiserType,
      select: { user: { select: ADVERTISER_SELECT } },
      resolve: (request) => request.user,
    }),
    decidedBy: t.string({
      nullable: true,
      description: 'The name of the admin or moderator who decided.',
      select: { decidedBy: { select: { name: true } } },
      resolve: (request) => request.decidedBy?.name ?? null,
    }),
    revokedBy: t.string({
      nullable: true,
      description: 'The name of the admin or moderator who removed the mark.',
      select: { revokedBy: { select: { name: true } } },
      resolve: (request) => request.revokedBy?.name ?? null,
    }),
  }),
});

function fileOf(url: string | null): { url: string } | null {
  return url === null ? null : { url };
}

builder.queryField('myVerification', (t) =>
  t.field({
    type: MyVerificationType,
    authScopes: { user: true },
    description: "The signed-in advertiser's verification: its state and the code to hold in the photo.",
    resolve: (_root, _args, ctx) => myVerification(ctx),
  }),
);

builder.queryField('verificationRequests', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: VerificationRequestType,
    cursor: 'id',
    authScopes: { staff: true },
    description:
      'Verification requests of one status: pending ones oldest first (the queue), decided ones newest first.',
    args: { status: t.arg({ type: VerificationStatusEnum, required: false, description: 'Default: pending.' }) },
    totalCount: (_parent, { status }, ctx) => countVerificationRequests(ctx, { status }),
    resolve: (query, _parent, { status }, ctx) => listVerificationRequests(ctx, { status }, query),
  }),
);

builder.mutationField('submitVerification', (t) =>
  t.field({
    type: MyVerificationType,
    authScopes: { user: true },
    description:
      'Sends an identity document (an image: a photo or scan) and a photo of the advertiser holding the code of myVerification, ' +
      `each at most 10 MB. One request waits at a time; the files are private and deleted ${VERIFICATION_FILE_RETENTION_DAYS} days after the decision.`,
    errors: { types: UPLOAD_ERRORS, dataField: { name: 'verification' } },
    args: {
      // nullable, so a missing file is answered with a message rather than a schema error
      document: t.arg({ type: 'File', required: false }),
      photo: t.arg({ type: 'File', required: false }),
    },
    resolve: (_root, args, ctx) => submitVerification(ctx, args),
  }),
);

builder.mutationField('approveVerification', (t) =>
  t.prismaField({
    type: VerificationRequestType,
    authScopes: { staff: true },
    description: 'Approves a pending request: the account and its ads get the verified mark; the advertiser is mailed.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'verificationRequest' } },
    args: { id: t.arg.globalID({ required: true, for: VerificationRequestType }) },
    resolve: async (query, _root, { id }, ctx) => {
      const request = await approveVerification(ctx, { id: id.id });
      return ctx.db.verificationRequest.findUniqueOrThrow({ ...query, where: { id: request.id } });
    },
  }),
);

builder.mutationField('refuseVerification', (t) =>
  t.prismaField({
    type: VerificationRequestType,
    authScopes: { staff: true },
    description: 'Refuses a pending request with the reason the advertiser reads (mailed); they may send a new one.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'verificationRequest' } },
    args: {
      id: t.arg.globalID({ required: true, for: VerificationRequestType }),
      reason: t.arg.string({ required: true, description: 'Up to 500 characters.' }),
    },
    resolve: async (query, _root, { id, reason }, ctx) => {
      const request = await refuseVerification(ctx, { id: id.id, reason });
      return ctx.db.verificationRequest.findUniqueOrThrow({ ...query, where: { id: request.id } });
    },
  }),
);

builder.mutationField('revokeVerification', (t) =>
  t.prismaField({
    type: VerificationRequestType,
    authScopes: { staff: true },
    description:
      "Removes the verified mark an approved request gave, with the reason the advertiser reads (mailed); the mark leaves the account's ads.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'verificationRequest' } },
    args: {
      id: t.arg.globalID({ required: true, for: VerificationRequestType }),
      reason: t.arg.string({ required: true, description: 'Up to 500 characters.' }),
    },
    resolve: async (query, _root, { id, reason }, ctx) => {
      const request = await revokeVerification(ctx, { id: id.id, reason });
      return ctx.db.verificationRequest.findUniqueOrThrow({ ...query, where: { id: request.id } });
    },
  }),
);
