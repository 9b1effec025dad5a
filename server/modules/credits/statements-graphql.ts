// Statement reconciliation over GraphQL (issue 34, docs/decisions/0114): upload a statement, read its
// lines in their groups, approve the matched ones, and take its lines away as CSV. Admins only.
import { builder, modelType } from '../../graphql/builder.ts';
import { INPUT_ERRORS, UPLOAD_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import {
  approveMatchedStatementLines,
  countCreditStatements,
  getCreditStatement,
  listCreditStatements,
  matchStatementLines,
  statementCsv,
  uploadCreditStatement,
  type MatchedLine,
} from './statements.ts';
import { STATEMENT_FORMATS, STATEMENT_GROUPS } from '../../../common/statements.ts';

const StatementFormatEnum = builder.enumType('CreditStatementFormat', {
  description: 'The export a statement came from (decision 0114), or generic: columns the admin named.',
  values: STATEMENT_FORMATS,
});
const StatementGroupEnum = builder.enumType('CreditStatementGroup', {
  description:
    'What a credit line matches: a pending request of its UTR and amount, one of its UTR for another amount, none, or a request already decided.',
  values: STATEMENT_GROUPS,
});

const StatementColumnsInput = builder.inputType('CreditStatementColumnsInput', {
  description:
    'For a generic statement: the headings of the columns holding the amount received, and the UTR or a narration with it.',
  fields: (t) => ({
    utr: t.string({ required: false }),
    narration: t.string({ required: false }),
    amount: t.string({ required: false }),
    date: t.string({ required: false }),
  }),
});

const StatementLineType = builder.objectRef<MatchedLine>('CreditStatementLine').implement({
  description: 'One credit of a statement, as the file wrote it (text, never evaluated), and what it matches now.',
  fields: (t) => ({
    lineNumber: t.int({ resolve: ({ line }) => line.lineNumber }),
    utr: t.string({ nullable: true, resolve: ({ line }) => line.utr }),
    amountPaise: t.float({ description: 'Paise received.', resolve: ({ amountPaise }) => amountPaise }),
    date: t.string({ description: 'The date as the file writes it.', resolve: ({ line }) => line.date }),
    details: t.string({ description: 'The narration or payer, as text.', resolve: ({ line }) => line.details }),
    group: t.field({ type: StatementGroupEnum, resolve: ({ group }) => group }),
    note: t.string({ resolve: ({ note }) => note }),
    approvedHere: t.boolean({
      description: 'Whether this line approved its request.',
      resolve: ({ line, request }) => request !== null && line.approvedRequestId === request.id,
    }),
    creditRequest: t.field({
      type: modelType('CreditRequest'),
      nullable: true,
      description: 'The credit request with this UTR, when there is one.',
      resolve: ({ request }) => request,
    }),
  }),
});

const StatementType = builder.prismaNode('CreditStatement', {
  id: { field: 'id' },
  authScopes: { admin: true },
  description: "A bank's or UPI app's statement an admin uploaded, with its credit lines.",
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    fileName: t.exposeString('fileName'),
    format: t.field({ type: StatementFormatEnum, resolve: (statement) => statement.format }),
    skippedRows: t.exposeInt('skippedRows', {
      description: 'Rows that were not credits (debits, refunds, totals), skipped.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    uploadedBy: t.relation('uploadedBy', { nullable: true }),
    lines: t.field({
      type: [StatementLineType],
      description: 'Every credit line in file order, matched to the requests as they stand now.',
      complexity: { field: 50, multiplier: 1 },
      resolve: (statement, _args, ctx) => matchStatementLines(ctx, statement.id),
    }),
    csv: t.string({
      description: 'The lines and their results as CSV; cells a spreadsheet would run as formulas are made text.',
      complexity: 50,
      resolve: (statement, _args, ctx) => statementCsv(ctx, statement.id),
    }),
  }),
});

builder.queryField('creditStatements', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: StatementType,
    cursor: 'id',
    authScopes: { admin: true },
    description: 'The statements uploaded, newest first.',
    totalCount: (_parent, _args, ctx) => countCreditStatements(ctx),
    resolve: (query, _parent, _args, ctx) => listCreditStatements(ctx, query),
  }),
);

builder.queryField('creditStatement', (t) =>
  t.prismaField({
    type: StatementType,
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: StatementType }) },
    resolve: (query, _root, { id }, ctx) => getCreditStatement(ctx, id.id, query),
  }),
);

const UploadPayload = builder
  .objectRef<Awaited<ReturnType<typeof uploadCreditStatement>>>('MutationUploadCreditStatementSuccess')
  .implement({
    fields: (t) => ({
      creditStatement: t.field({ type: StatementType, resolve: ({ statement }) => statement }),
      repeated: t.boolean({
        description: 'The same file was uploaded before: this is that statement, and nothing was added.',
        resolve: ({ repeated }) => repeated,
      }),
    }),
  });

builder.mutationField('uploadCreditStatement', (t) =>
  t.field({
    type: UploadPayload,
    authScopes: { admin: true },
    description:
      "Reads a bank's or UPI app's statement (CSV, at most 2 MB and 5,000 lines) and keeps its credits; approves nothing.",
    errors: { types: UPLOAD_ERRORS, directResult: true },
    args: {
      // nullable, so a missing file is answered with a message rather than a schema error
      file: t.arg({ type: 'File', required: false }),
      format: t.arg({ type: StatementFormatEnum, required: false, description: 'Left out: known by its columns.' }),
      columns: t.arg({ type: StatementColumnsInput, required: false }),
    },
    resolve: (_root, args, ctx) => uploadCreditStatement(ctx, args),
  }),
);

const ApprovePayload = builder
  .objectRef<Awaited<ReturnType<typeof approveMatchedStatementLines>>>('MutationApproveMatchedStatementLinesSuccess')
  .implement({
    fields: (t) => ({
      creditStatement: t.field({ type: StatementType, resolve: ({ statement }) => statement }),
      approved: t.int({ description: 'Requests approved now.', resolve: ({ approved }) => approved }),
      refused: t.int({
        description: 'Matched lines whose approval was refused (decided meanwhile, or no credit scheme).',
        resolve: ({ refused }) => refused,
      }),
    }),
  });

builder.mutationField('approveMatchedStatementLines', (t) =>
  t.field({
    type: ApprovePayload,
    authScopes: { admin: true },
    description:
      'Approves the pending request of every matched line (UTR and amount equal), each as decideCreditRequest does: audited, mailed, never twice.',
    errors: { types: INPUT_ERRORS, directResult: true },
    args: { id: t.arg.globalID({ required: true, for: StatementType }) },
    resolve: (_root, { id }, ctx) => approveMatchedStatementLines(ctx, id.id),
  }),
);
