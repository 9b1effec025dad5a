// /admin/bank-statements (issue 34, decision 0114): an admin uploads the bank's or UPI app's statement
// (CSV) and sees its credits matched to the credit requests by UTR and amount, approves the matched
// ones in one action, and comes back to earlier statements (the one open is in the address).
import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { CreditStatementsPageQuery } from '../../../__generated__/CreditStatementsPageQuery.graphql';
import type { CreditStatementsPageStatementQuery } from '../../../__generated__/CreditStatementsPageStatementQuery.graphql';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { toastProgress } from '../../../components/toasts.ts';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { CreditStatementView } from './CreditStatementView.tsx';
import { useUploadCreditStatementMutation } from './useUploadCreditStatementMutation.ts';
import { dateInIndia, dayInWords } from '../../../../../common/india.ts';
import {
  STATEMENT_FORMAT_LABELS,
  STATEMENT_LIMITS,
  STATEMENT_MESSAGES,
  type StatementColumns,
  type StatementFormat,
  type StatementFormatChoice,
} from '../../../../../common/statements.ts';

const CreditStatementsPageQueryNode = graphql`
  query CreditStatementsPageQuery {
    creditStatements(first: 20) {
      edges {
        node {
          id
          fileName
          format
          createdAt
        }
      }
    }
  }
`;

export const creditStatementsPageLoader = pageQueryLoader<CreditStatementsPageQuery>(CreditStatementsPageQueryNode);

const StatementQuery = graphql`
  query CreditStatementsPageStatementQuery($id: ID!) {
    creditStatement(id: $id) {
      ...CreditStatementView_statement
    }
  }
`;

const FORMAT_CHOICES: Record<StatementFormatChoice, string> = {
  auto: 'Find out from its columns',
  ...STATEMENT_FORMAT_LABELS,
};

const COLUMN_FIELDS: Array<{ key: keyof StatementColumns; label: string }> = [
  { key: 'utr', label: 'Column with the UTR' },
  { key: 'narration', label: 'Or a column with a narration holding it' },
  { key: 'amount', label: 'Column with the amount received' },
  { key: 'date', label: 'Column with the date (optional)' },
];

function StatementDetails({ id }: { id: string }) {
  const { creditStatement } = useLazyLoadQuery<CreditStatementsPageStatementQuery>(
    StatementQuery,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  if (!creditStatement) return <Text>{STATEMENT_MESSAGES.statementNotFound}</Text>;
  return <CreditStatementView statement={creditStatement} />;
}

export function CreditStatementsPage() {
  const data = usePageQueryData<CreditStatementsPageQuery>(CreditStatementsPageQueryNode);
  const environment = useRelayEnvironment();
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('statement');
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<StatementFormatChoice>('auto');
  const [columns, setColumns] = useState<StatementColumns>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [upload, uploading] = useUploadCreditStatementMutation();

  const open = (id: string) => setSearchParams({ statement: id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!file) return setError(STATEMENT_MESSAGES.fileRequired);
    // the server refuses it too; a large file is not sent for nothing
    if (file.size > STATEMENT_LIMITS.maxBytes) return setError(STATEMENT_MESSAGES.tooLarge);
    setError(null);
    const progress = toastProgress('Reading the statement...');
    const outcome = await upload({ file, format, columns });
    if (outcome.kind === 'uploaded') {
      progress.success('Statement read.');
      setNotice(
        outcome.repeated
          ? 'This file was uploaded before: here is that statement. Nothing is added or approved twice.'
          : null,
      );
      await fetchQuery(environment, CreditStatementsPageQueryNode, {}).toPromise();
      open(outcome.id);
    } else {
      progress.dismiss();
      setError(outcome.kind === 'refused' ? outcome.message : 'Failed to upload the statement. Please try again.');
    }
  };

  const statements = data.creditStatements.edges.map((edge) => edge.node);

  return (
    <Stack gap="6" maxW="5xl">
      <Box>
        <Text fontSize="sm" color="fg.muted">
          Upload the statement of the account advertisers pay into (CSV, at most 2 MB). Its credits are matched to the
          credit requests by UTR and amount; nothing is approved until you approve the matched ones.
        </Text>
      </Box>

      <Box as="form" onSubmit={(event: FormEvent) => void submit(event)} borderWidth="1px" borderRadius="md" p="4">
        <Stack gap="3">
          <Box as="label" display="flex" flexDirection="column" gap="1" fontSize="sm" fontWeight="medium">
            Statement file (CSV)
            <input
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
            />
          </Box>
          <SelectField
            label="Format"
            choices={FORMAT_CHOICES}
            value={format}
            onChange={(value) => setFormat(value as StatementFormatChoice)}
          />
          {format === 'generic' &&
            COLUMN_FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                value={columns[key] ?? ''}
                maxLength={STATEMENT_LIMITS.maxColumnName}
                onChange={(event) => setColumns({ ...columns, [key]: event.target.value })}
              />
            ))}
          {error && (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          )}
          <Box>
            <Button type="submit" size="sm" loading={uploading}>
              Upload Statement
            </Button>
          </Box>
        </Stack>
      </Box>

      {notice && <Text role="status">{notice}</Text>}

      {openId && (
        <Suspense fallback={<Spinner aria-label="Loading the statement" />}>
          <StatementDetails id={openId} />
        </Suspense>
      )}

      <Box as="section" aria-label="Earlier statements">
        <Heading as="h2" size="md" mb="2">
          Earlier statements
        </Heading>
        {statements.length === 0 ? (
          <Text>No statement has been uploaded yet.</Text>
        ) : (
          <Stack gap="1" as="ul" listStyleType="none">
            {statements.map((statement) => (
              <li key={statement.id}>
                <Button
                  size="xs"
                  variant="ghost"
                  whiteSpace="normal"
                  height="auto"
                  py="1"
                  textAlign="start"
                  wordBreak="break-all"
                  onClick={() => open(statement.id)}
                  aria-current={statement.id === openId}
                >
                  {statement.fileName} (
                  {STATEMENT_FORMAT_LABELS[statement.format as StatementFormat] ?? statement.format},{' '}
                  {dayInWords(dateInIndia(new Date(statement.createdAt)))})
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
