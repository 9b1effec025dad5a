// /admin/blocklist (issue 31) [admins and moderators]: the phone numbers, e-mail addresses and e-mail
// domains that may not register or advertise, newest first, searched by value and filtered by kind;
// a form to add one (with its reason), Remove (asked first); and below, the photos moderation blocked.
import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { BlocklistPage_query$key } from '../../../__generated__/BlocklistPage_query.graphql';
import type { BlocklistPagePaginationQuery } from '../../../__generated__/BlocklistPagePaginationQuery.graphql';
import type { BlocklistPageQuery } from '../../../__generated__/BlocklistPageQuery.graphql';
import { ListTable } from '../../../components/ListTable.tsx';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { nodesOf, useConnectionList } from '../../../lib/useConnectionList.ts';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { AddBlocklistEntryForm } from './AddBlocklistEntryForm.tsx';
import { BlockedPhotos } from './BlockedPhotos.tsx';
import { BlocklistEntryRow, type EntryToRemove } from './BlocklistEntryRow.tsx';
import {
  BLOCKLIST_EMPTY,
  BLOCKLIST_KIND_LABELS,
  BLOCKLIST_NOTHING_FOUND,
  BLOCKLIST_TOASTS,
  type BlocklistKindName,
} from './blocklistTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useRemoveFromBlocklistMutation } from './useRemoveFromBlocklistMutation.ts';
import { SelectField } from '../../../components/SelectField.tsx';

export const BLOCKLIST_PAGE_SIZE = 20;
export const BLOCKLIST_SEARCH_MAX_LENGTH = 100;

const BlocklistPageQueryNode = graphql`
  query BlocklistPageQuery {
    ...BlocklistPage_query
    ...BlockedPhotos_query
  }
`;

export const blocklistPageLoader = pageQueryLoader<BlocklistPageQuery>(BlocklistPageQueryNode);

const COLUMNS = ['Blocked', 'Kind', 'Reason', 'Added', 'Action'];

export function BlocklistPage() {
  const query = usePageQueryData<BlocklistPageQuery>(BlocklistPageQueryNode);
  return (
    <Stack gap="6">
      <BlocklistEntries query={query} />
      <BlockedPhotos query={query} />
    </Stack>
  );
}

function BlocklistEntries({ query }: { query: BlocklistPage_query$key }) {
  const { data, more, refilter, isRefiltering } = useConnectionList<
    BlocklistPagePaginationQuery,
    BlocklistPage_query$key
  >(
    graphql`
      fragment BlocklistPage_query on Query
      @refetchable(queryName: "BlocklistPagePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        search: { type: "String" }
        kind: { type: "BlocklistKind" }
      ) {
        blocklist(first: $first, after: $after, search: $search, kind: $kind)
          @connection(key: "BlocklistPage_blocklist", filters: ["search", "kind"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...BlocklistEntryRow_entry
            }
          }
        }
      }
    `,
    query,
    BLOCKLIST_PAGE_SIZE,
  );
  const connectionId = data.blocklist.__id;
  // a removed entry reads as a missing node until its edge is gone
  const entries = nodesOf(data.blocklist);
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<{
    search: string | null;
    kind: BlocklistKindName | null;
  }>({ search: null, kind: null });
  const [remove, isRemoving] = useRemoveFromBlocklistMutation();
  const [removing, setRemoving] = useState<EntryToRemove | null>(null);

  const show = (next: { search: string | null; kind: BlocklistKindName | null }) => {
    setFilter(next);
    refilter(next);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    show({ ...filter, search: searchText.trim() || null });
  };
  const filtered = filter.search !== null || filter.kind !== null;
  const count = data.blocklist.totalCount;

  return (
    <Stack gap="4">
      <AddBlocklistEntryForm connectionId={connectionId} />
      <Flex
        as="form"
        onSubmit={search}
        role="search"
        aria-label="Search the blocklist"
        gap="3"
        align="flex-end"
        flexWrap="wrap"
      >
        <Field.Root flex="1" minW="48">
          <Field.Label>Search</Field.Label>
          <Input
            size="sm"
            type="search"
            value={searchText}
            maxLength={BLOCKLIST_SEARCH_MAX_LENGTH}
            placeholder="A number, an address or a domain"
            onChange={(event) => setSearchText(event.target.value)}
          />
        </Field.Root>
        <SelectField
          maxW="48"
          label="Kind"
          allLabel="All kinds"
          choices={BLOCKLIST_KIND_LABELS}
          value={filter.kind ?? ''}
          onChange={(kind) => show({ ...filter, kind: (kind || null) as BlocklistKindName | null })}
        />
        <Button type="submit" size="sm" variant="outline">
          Search
        </Button>
        <Text textStyle="sm" color="fg.muted" aria-live="polite" ms="auto">
          {isRefiltering ? 'Searching…' : count === 1 ? '1 entry' : `${count} entries`}
        </Text>
      </Flex>
      <ListTable
        label="Blocklist"
        columns={COLUMNS}
        emptyText={filtered ? BLOCKLIST_NOTHING_FOUND : BLOCKLIST_EMPTY}
        items={entries}
        more={more}
      >
        {(entry) => <BlocklistEntryRow entry={entry} busy={isRemoving} onRemove={setRemoving} />}
      </ListTable>
      <ConfirmDialog
        open={removing !== null}
        title="Remove from Blocklist"
        text={
          removing
            ? `Remove the ${removing.kindLabel.toLowerCase()} ${removing.value} from the blocklist? It can then be used to register and in ads again.`
            : ''
        }
        confirmLabel="Remove"
        busy={isRemoving}
        onConfirm={() =>
          removing
            ? runWithToasts(BLOCKLIST_TOASTS.remove, () => remove(removing.id, [connectionId]))
            : Promise.resolve(false)
        }
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
