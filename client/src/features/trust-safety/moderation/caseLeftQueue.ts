// The sidebar's open-report badge reads `openReportCount` from the Relay store, and the queue shows
// its `totalCount`: a decision that closes a case lowers both there, so neither asks the server again.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** After a decision: the case's open reports are closed and it left these connections of the queue. */
export function caseLeftQueue(store: RecordSourceSelectorProxy, connections: readonly string[], closedReports: number): void {
  const root = store.getRoot();
  const count = root.getValue('openReportCount');
  if (typeof count === 'number') root.setValue(Math.max(0, count - closedReports), 'openReportCount');
  for (const id of connections) {
    const connection = store.get(id);
    const total = connection?.getValue('totalCount');
    if (connection && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
  }
}
