// A created record joins the list shown on its screen without asking the server again: Relay's
// ConnectionHandler adds its edge, and the list's `totalCount` (which the pager reads) goes one higher.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { addToCount } from '../connectionCounts.ts';

/** Adds `record` to the connection `list` (first or last) as an edge of `edgeType`, and counts it. */
export function rowAdded(
  store: RecordSourceSelectorProxy,
  list: RecordProxy,
  record: RecordProxy,
  edgeType: string,
  place: 'first' | 'last',
): void {
  const edge = ConnectionHandler.createEdge(store, list, record, edgeType);
  if (place === 'first') ConnectionHandler.insertEdgeBefore(list, edge);
  else ConnectionHandler.insertEdgeAfter(list, edge);
  addToCount(list, 1);
}
