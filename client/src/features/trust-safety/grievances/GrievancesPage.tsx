// /admin/grievances (issue 7, part 5): complaints to the grievance officer, newest first, with the
// time since filing; those still unacknowledged after 24 hours stand out. Acknowledge, then Resolve.
import { Badge, Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type {
  GrievanceStatus,
  GrievancesPagePaginationQuery,
} from '../../../__generated__/GrievancesPagePaginationQuery.graphql';
import type { GrievancesPageQuery } from '../../../__generated__/GrievancesPageQuery.graphql';
import type { GrievancesPage_query$key } from '../../../__generated__/GrievancesPage_query.graphql';
import { FilteredListTable } from '../../../components/lists/FilteredListTable.tsx';
import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_STATUS_LABELS } from '../../../../../common/grievanceLabels.ts';
import { nodesOf, useConnectionList } from '../../../lib/useConnectionList.ts';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { useChangeGrievanceStatusMutation } from './useChangeGrievanceStatusMutation.ts';
import { useRunningRow } from '../../../lib/useRunningRow.ts';

export const GRIEVANCES_PAGE_SIZE = 20;
export const GRIEVANCES_EMPTY = 'No complaints found';
export const GRIEVANCE_TEXTS = {
  acknowledged: {
    progress: 'Acknowledging the complaint...',
    success: 'Complaint acknowledged.',
    fallback: 'Failed to update the complaint.',
  },
  resolved: {
    progress: 'Resolving the complaint...',
    success: 'Complaint resolved.',
    fallback: 'Failed to update the complaint.',
  },
} as const;

const GrievancesPageQueryNode = graphql`
  query GrievancesPageQuery {
    ...GrievancesPage_query
  }
`;

export const grievancesPageLoader = pageQueryLoader<GrievancesPageQuery>(GrievancesPageQueryNode);

const COLUMNS = ['Tracking number', 'Filed', 'Category', 'Ad link', 'Details', 'Contact', 'Status', 'Actions'];
const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** "5 minutes ago", "3 hours ago", "2 days ago". */
export function timeSince(date: Date, now = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return RELATIVE.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return RELATIVE.format(-hours, 'hour');
  return RELATIVE.format(-Math.floor(hours / 24), 'day');
}

const NEXT_STEP: Partial<Record<GrievanceStatus, { status: GrievanceStatus; label: string }[]>> = {
  received: [
    { status: 'acknowledged', label: 'Acknowledge' },
    { status: 'resolved', label: 'Resolve' },
  ],
  acknowledged: [{ status: 'resolved', label: 'Resolve' }],
};

export function GrievancesPage() {
  const query = usePageQueryData<GrievancesPageQuery>(GrievancesPageQueryNode);
  const { data, more, refilter, isRefiltering } = useConnectionList<
    GrievancesPagePaginationQuery,
    GrievancesPage_query$key
  >(
    graphql`
      fragment GrievancesPage_query on Query
      @refetchable(queryName: "GrievancesPagePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        status: { type: "GrievanceStatus" }
      ) {
        grievances(first: $first, after: $after, status: $status)
          @connection(key: "GrievancesPage_grievances", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              trackingNumber
              category
              adLink
              details
              contact
              status
              overdue
              createdAt
            }
          }
        }
      }
    `,
    query,
    GRIEVANCES_PAGE_SIZE,
  );
  const [change, isChanging] = useChangeGrievanceStatusMutation();
  const [changingId, runFor] = useRunningRow();
  const grievances = nodesOf(data.grievances);

  const move = (id: string, status: GrievanceStatus) =>
    runFor(id, () => runWithToasts(GRIEVANCE_TEXTS[status as 'acknowledged' | 'resolved'], () => change(id, status)));

  return (
    <FilteredListTable
      filter={{
        label: 'Status',
        allLabel: 'All complaints',
        choices: GRIEVANCE_STATUS_LABELS,
        onChange: (status) => refilter({ status: status as GrievanceStatus | null }),
        isSearching: isRefiltering,
        countText: data.grievances.totalCount === 1 ? '1 complaint' : `${data.grievances.totalCount} complaints`,
      }}
      label="Complaints"
      columns={COLUMNS}
      emptyText={GRIEVANCES_EMPTY}
      items={grievances}
      more={more}
    >
      {(grievance) => (
        <Table.Row bg={grievance.overdue ? 'red.subtle' : undefined}>
          <Table.Cell whiteSpace="nowrap" fontFamily="mono">
            {grievance.trackingNumber}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            <Text title={WHEN.format(new Date(grievance.createdAt))}>{timeSince(new Date(grievance.createdAt))}</Text>
            {grievance.overdue && (
              <Badge colorPalette="red" variant="solid" mt="1">
                Over 24 hours
              </Badge>
            )}
          </Table.Cell>
          <Table.Cell minW="40">
            {GRIEVANCE_CATEGORY_LABELS[grievance.category as keyof typeof GRIEVANCE_CATEGORY_LABELS] ??
              grievance.category}
          </Table.Cell>
          <Table.Cell minW="40" maxW="56">
            {grievance.adLink && (
              <Link
                href={grievance.adLink}
                target="_blank"
                rel="noopener noreferrer nofollow"
                color="brand.fg"
                textDecoration="underline"
                display="block"
                wordBreak="break-all"
              >
                {grievance.adLink}
              </Link>
            )}
          </Table.Cell>
          <Table.Cell minW="48" whiteSpace="pre-wrap">
            {grievance.details}
          </Table.Cell>
          <Table.Cell>{grievance.contact}</Table.Cell>
          <Table.Cell>
            <Badge
              colorPalette={
                grievance.status === 'resolved' ? 'green' : grievance.status === 'acknowledged' ? 'blue' : 'orange'
              }
            >
              {GRIEVANCE_STATUS_LABELS[grievance.status as keyof typeof GRIEVANCE_STATUS_LABELS] ?? grievance.status}
            </Badge>
          </Table.Cell>
          <Table.Cell>
            <HStack gap="2">
              {(NEXT_STEP[grievance.status] ?? []).map((step) => (
                <Button
                  key={step.status}
                  size="xs"
                  colorPalette={step.status === 'resolved' ? 'green' : 'brand'}
                  variant={step.status === 'resolved' && grievance.status === 'received' ? 'outline' : 'solid'}
                  disabled={isChanging}
                  loading={changingId === grievance.id && isChanging}
                  onClick={() => void move(grievance.id, step.status)}
                >
                  {step.label}
                </Button>
              ))}
            </HStack>
          </Table.Cell>
        </Table.Row>
      )}
    </FilteredListTable>
  );
}
