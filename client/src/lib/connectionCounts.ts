// A list's pager counts pages from its connection's `totalCount`, which Relay's @prependNode,
// @deleteEdge and ConnectionHandler leave alone: a mutation that adds or removes a row moves it here.
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** Adds `delta` (negative: removes) to a connection's `totalCount`, never below 0 (nothing when it has none). */
export function addToCount(connection: RecordProxy, delta: number): void {
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
}

/** Adds `delta` to the `totalCount` of each connection (by `__id`) the store holds. */
export function addToTotalCount(store: RecordSourceSelectorProxy, connections: readonly string[], delta: number): void {
  for (const id of connections) {
    const connection = store.get(id);
    if (connection) addToCount(connection, delta);
  }
}

/**
 * The useResultMutation spec of a call that deletes a row by its id from the connections shown (its
 * document answers the id with `@deleteEdge(connections: $connections)`): their counts go one lower.
 */
export const rowDeleted = {
  variables: (id: string, connections: readonly string[]) => ({ id, connections: [...connections] }),
  updater: (store: RecordSourceSelectorProxy, _id: string, connections: readonly string[]) =>
    addToTotalCount(store, connections, -1),
};
