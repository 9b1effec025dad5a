// A list page's Relay connection, read through the page's pagination fragment: one place for the
// wiring every list repeated (its items, 'Load more' asking for the list's own page size, and a
// filter or search that asks for the list again from its first page).
import { useTransition } from 'react';
import { usePaginationFragment } from 'react-relay';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/** What a 'Load more' button or an infinite scroll sentinel needs. */
export interface LoadMore {
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}

/** A connection's edges, as a pagination fragment reads them. */
export interface Edges<N> {
  readonly edges: ReadonlyArray<{ readonly node: N | null | undefined } | null | undefined>;
}

/** The nodes of a connection; a deleted record reads as a missing node until its edge is gone. */
export function nodesOf<N>(connection: Edges<N>): N[] {
  return connection.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
}

/**
 * `usePaginationFragment` of the page's fragment, with `more`: 'Load more' by `pageSize`, asking
 * nothing while a page loads; and `refilter`: the list again for other filters, its first page from
 * the server, the rows shown staying until it comes (`isRefiltering` meanwhile).
 */
export function useConnectionList<Q extends OperationType, K extends KeyType>(
  fragment: GraphQLTaggedNode,
  key: K,
  pageSize: number,
) {
  const pagination = usePaginationFragment<Q, K>(fragment, key);
  const { hasNext, isLoadingNext, loadNext } = pagination;
  const more: LoadMore = {
    hasNext,
    isLoadingNext,
    onLoadMore: () => {
      if (!isLoadingNext) loadNext(pageSize);
    },
  };
  const [isRefiltering, startRefiltering] = useTransition();
  const refilter = (variables: Partial<Q['variables']>) =>
    startRefiltering(() => {
      pagination.refetch({ ...variables, first: pageSize }, { fetchPolicy: 'network-only' });
    });
  return { ...pagination, more, refilter, isRefiltering };
}
