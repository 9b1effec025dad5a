// The sidebar's open-report badge reads `openReportCount` from the Relay store, and the queue shows
// its `totalCount`: a decision that closes a case lowers both there, so neither asks the server again.
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { addToTotalCount } from '../../../lib/connectionCounts.ts';

/** A moderator's decision on a case of the queue. */
export interface CaseDecision {
  adId: string;
  /** the case's open reports, which the decision closes */
  openReports: number;
  /** the `__id` of each connection the case leaves */
  connections: readonly string[];
}

/** After a decision (the updater of each one): the case's open reports are closed and it left the queue's connections. */
export function caseLeftQueue(store: RecordSourceSelectorProxy, { openReports, connections }: CaseDecision): void {
  const root = store.getRoot();
  const count = root.getValue('openReportCount');
  if (typeof count === 'number') root.setValue(Math.max(0, count - openReports), 'openReportCount');
  addToTotalCount(store, connections, -1);
}

/** The spec of a decision the server takes by the ad's id alone: its variables, and the queue it leaves. */
export const caseDecided = {
  variables: ({ adId, connections }: CaseDecision) => ({ adId, connections: [...connections] }),
  updater: caseLeftQueue,
};
