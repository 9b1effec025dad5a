// Screens that read a root field (the content lists, the one settings record of a kind) follow a
// mutation's answer in the Relay store, so they ask the server nothing again.
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** Puts `added` into the root's list `field`, ordered by `sortKey`; nothing when either is missing. */
export function insertSorted(
  store: RecordSourceSelectorProxy,
  field: string,
  added: RecordProxy | null | undefined,
  sortKey: (record: RecordProxy) => string,
): void {
  const root = store.getRoot();
  const listed = root.getLinkedRecords(field);
  if (!added || !listed) return;
  const ordered = [...listed.filter((record) => record !== null), added].sort((a, b) =>
    sortKey(a).localeCompare(sortKey(b)),
  );
  root.setLinkedRecords(ordered, field);
}

/**
 * Points the root's `rootField` at the record `field` of the mutation's answer `mutationField` (a
 * record without an id, such as the one credit scheme, does not replace the page's by itself).
 */
export function rootTakesAnswered(
  store: RecordSourceSelectorProxy,
  mutationField: string,
  field: string,
  rootField = field,
): void {
  const answered = store.getRootField(mutationField)?.getLinkedRecord(field);
  if (answered) store.getRoot().setLinkedRecord(answered, rootField);
}
