// /admin/audit (issue 7): every staff action, newest first: when, who (an admin, or a moderator or an
// advertiser named as such, issue 31), what, on which record, and the fields it changed. Filtered by
// action; 20 rows at a time. Read only.
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type {
  AuditLogPagePaginationQuery,
  AuditAction,
} from '../../../__generated__/AuditLogPagePaginationQuery.graphql';
import type { AuditLogPageQuery } from '../../../__generated__/AuditLogPageQuery.graphql';
import type { AuditLogPage_query$key } from '../../../__generated__/AuditLogPage_query.graphql';
import { FilteredListTable } from '../../../components/lists/FilteredListTable.tsx';
import { nodesOf, useConnectionList } from '../../../lib/useConnectionList.ts';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { AUDIT_ACTION_LABELS, fieldChanges } from './auditChanges.ts';

export const AUDIT_PAGE_SIZE = 20;

const AuditLogPageQueryNode = graphql`
  query AuditLogPageQuery {
    ...AuditLogPage_query
  }
`;

export const auditLogPageLoader = pageQueryLoader<AuditLogPageQuery>(AuditLogPageQueryNode);

const COLUMNS = ['When', 'Who', 'Action', 'Record', 'Changes'];
/** The actor's role beside their name, unless an admin's (the log's usual actor). */
const ROLE_WORDS: Record<string, string> = { moderator: 'moderator', user: 'advertiser' };
const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export function AuditLogPage() {
  const query = usePageQueryData<AuditLogPageQuery>(AuditLogPageQueryNode);
  const { data, more, refilter, isRefiltering } = useConnectionList<
    AuditLogPagePaginationQuery,
    AuditLogPage_query$key
  >(
    graphql`
      fragment AuditLogPage_query on Query
      @refetchable(queryName: "AuditLogPagePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        action: { type: "AuditAction" }
      ) {
        auditEntries(first: $first, after: $after, action: $action)
          @connection(key: "AuditLogPage_auditEntries", filters: ["action"]) {
          totalCount
          edges {
            node {
              id
              action
              subjectType
              subjectId
              before
              after
              createdAt
              actor {
                name
                role
              }
            }
          }
        }
      }
    `,
    query,
    AUDIT_PAGE_SIZE,
  );
  const entries = nodesOf(data.auditEntries);

  return (
    <FilteredListTable
      filter={{
        label: 'Action',
        allLabel: 'All actions',
        choices: AUDIT_ACTION_LABELS,
        onChange: (action) => refilter({ action: action as AuditAction | null }),
        isSearching: isRefiltering,
        countText: `${data.auditEntries.totalCount} entries`,
      }}
      label="Audit log"
      columns={COLUMNS}
      emptyText="No audit entries found"
      items={entries}
      more={more}
    >
      {(entry) => {
        const changes = fieldChanges(entry.before, entry.after);
        return (
          <Table.Row>
            <Table.Cell whiteSpace="nowrap">{WHEN.format(new Date(entry.createdAt))}</Table.Cell>
            <Table.Cell>
              {entry.actor.name}
              {ROLE_WORDS[entry.actor.role] && (
                <Text as="span" color="fg.muted">
                  {' '}
                  ({ROLE_WORDS[entry.actor.role]})
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Badge
                colorPalette={entry.action.endsWith('delete') || entry.action.endsWith('deleteImage') ? 'red' : 'gray'}
              >
                {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
              </Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {entry.subjectType} #{entry.subjectId}
            </Table.Cell>
            <Table.Cell minW="72">
              {changes.length === 0 ? (
                <Text color="fg.muted">No field changed</Text>
              ) : (
                <Stack as="ul" gap="0.5" listStyleType="none">
                  {changes.map((change) => (
                    <Text as="li" key={change.field} textStyle="xs" wordBreak="break-word">
                      <strong>{change.field}</strong>: {change.before ?? '—'} → {change.after ?? '—'}
                    </Text>
                  ))}
                </Stack>
              )}
            </Table.Cell>
          </Table.Row>
        );
      }}
    </FilteredListTable>
  );
}
