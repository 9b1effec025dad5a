// One uploaded statement (issue 34, decision 0114): its credit lines in four groups (matched, amount
// differs, not matched, already decided), the one action that approves the matched ones after a
// confirmation, and its lines as CSV. Every cell of the file is shown as text, never run.
import { Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { CreditStatementView_statement$key } from '../../../__generated__/CreditStatementView_statement.graphql';
import type { CreditStatementViewCsvQuery } from '../../../__generated__/CreditStatementViewCsvQuery.graphql';
import { DataTable } from '../../../components/DataTable.tsx';
import { toastProgress } from '../../../components/toasts.ts';
import { useApproveMatchedStatementLinesMutation } from './useApproveMatchedStatementLinesMutation.ts';
import { dateInIndia, dayInWords } from '../../../../../common/india.ts';
import {
  rupeesOfPaise,
  STATEMENT_FORMAT_LABELS,
  STATEMENT_GROUP_LABELS,
  STATEMENT_GROUPS,
  type StatementFormat,
  type StatementGroup,
} from '../../../../../common/statements.ts';

const CsvQuery = graphql`
  query CreditStatementViewCsvQuery($id: ID!) {
    creditStatement(id: $id) {
      csv
    }
  }
`;

const COLUMNS = ['Line', 'Date', 'UTR', 'Received', 'Details', 'Request', 'Note'];

const GROUP_EMPTY: Record<StatementGroup, string> = {
  matched: 'No line matches a pending request.',
  mismatched: 'No line differs in amount.',
  unmatched: 'Every line has a request.',
  decided: 'No line is already decided.',
};

export function CreditStatementView({ statement }: { statement: CreditStatementView_statement$key }) {
  const data = useFragment(
    graphql`
      fragment CreditStatementView_statement on CreditStatement {
        id
        fileName
        format
        createdAt
        skippedRows
        uploadedBy {
          name
        }
        lines {
          lineNumber
          utr
          amountPaise
          date
          details
          group
          note
          approvedHere
          creditRequest {
            databaseId
            amount
            status
            user {
              name
            }
          }
        }
      }
    `,
    statement,
  );
  const environment = useRelayEnvironment();
  const [approve, approving] = useApproveMatchedStatementLinesMutation();
  const [confirming, setConfirming] = useState(false);
  const byGroup = (group: StatementGroup) => data.lines.filter((line) => line.group === group);
  const matched = byGroup('matched').length;

  const approveMatched = async () => {
    setConfirming(false);
    const progress = toastProgress('Approving matched payments...');
    const outcome = await approve(data.id);
    if (outcome.kind === 'approved') {
      const refused = outcome.refused > 0 ? ` ${outcome.refused} could not be approved: see their notes.` : '';
      progress.success(`${outcome.approved} ${outcome.approved === 1 ? 'payment' : 'payments'} approved.${refused}`);
    } else progress.error(outcome.kind === 'refused' ? outcome.message : 'Failed to approve the payments.');
  };

  const downloadCsv = async () => {
    const answer = await fetchQuery<CreditStatementViewCsvQuery>(environment, CsvQuery, { id: data.id }).toPromise();
    const csv = answer?.creditStatement?.csv;
    if (!csv) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = `${data.fileName.replace(/\.[^.]*$/, '')}-matched.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Stack gap="5" aria-label={`Statement ${data.fileName}`} as="section">
      <Box>
        <Heading size="md" wordBreak="break-all">
          {data.fileName}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {STATEMENT_FORMAT_LABELS[data.format as StatementFormat] ?? data.format}, uploaded{' '}
          {dayInWords(dateInIndia(new Date(data.createdAt)))}
          {data.uploadedBy ? ` by ${data.uploadedBy.name}` : ''}.{' '}
          {data.skippedRows > 0 &&
            `${data.skippedRows} rows were not credits (debits, refunds, totals) and were skipped.`}
        </Text>
        <Text mt="2" data-testid="statement-counts">
          {STATEMENT_GROUPS.map(
            (group) => `${byGroup(group).length} ${STATEMENT_GROUP_LABELS[group].toLowerCase()}`,
          ).join(' · ')}
        </Text>
      </Box>

      {confirming ? (
        <Box borderWidth="1px" borderRadius="md" p="3" role="alertdialog" aria-label="Approve matched payments">
          <Text mb="3">
            Approve {matched} {matched === 1 ? 'payment' : 'payments'}? Each advertiser gets the credits of the amount
            asked, and a mail.
          </Text>
          <HStack>
            <Button size="sm" colorPalette="green" onClick={() => void approveMatched()}>
              Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </HStack>
        </Box>
      ) : (
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="green"
            disabled={matched === 0 || approving}
            onClick={() => setConfirming(true)}
          >
            Approve {matched} matched {matched === 1 ? 'payment' : 'payments'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void downloadCsv()}>
            Download CSV
          </Button>
        </Flex>
      )}

      {STATEMENT_GROUPS.map((group) => {
        const lines = byGroup(group);
        return (
          <Box key={group} as="section" aria-label={STATEMENT_GROUP_LABELS[group]}>
            <Heading as="h3" size="sm" mb="2">
              {STATEMENT_GROUP_LABELS[group]} ({lines.length})
            </Heading>
            <DataTable
              label={STATEMENT_GROUP_LABELS[group]}
              columns={COLUMNS}
              emptyText={GROUP_EMPTY[group]}
              isEmpty={lines.length === 0}
            >
              {lines.map((line) => (
                <Table.Row key={line.lineNumber}>
                  <Table.Cell>{line.lineNumber}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{line.date}</Table.Cell>
                  <Table.Cell>{line.utr ?? '—'}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{rupeesOfPaise(line.amountPaise)}</Table.Cell>
                  <Table.Cell wordBreak="break-all">{line.details}</Table.Cell>
                  <Table.Cell>
                    {line.creditRequest
                      ? `#${line.creditRequest.databaseId}, ${line.creditRequest.user.name}: ${rupeesOfPaise(
                          line.creditRequest.amount * 100,
                        )} (${line.creditRequest.status})`
                      : '—'}
                  </Table.Cell>
                  <Table.Cell>{line.note}</Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          </Box>
        );
      })}
    </Stack>
  );
}
