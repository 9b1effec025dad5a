// A Relay connection as a mock payload answers it, and answering the latest operation with data.
import { act } from '@testing-library/react';
import type { MockEnvironment } from './render.tsx';

/** The connection of `nodes` (each edge's cursor named after its node), with its total and whether more follow. */
export function mockConnection<Node extends { id: string }>(
  nodes: readonly Node[],
  options: { totalCount?: number; hasNextPage?: boolean } = {},
) {
  return {
    totalCount: options.totalCount ?? nodes.length,
    edges: nodes.map((node) => ({ cursor: `cursor-of-${node.id}`, node })),
    pageInfo: {
      hasNextPage: options.hasNextPage ?? false,
      endCursor: `cursor-of-${nodes.at(-1)?.id}`,
      hasPreviousPage: false,
      startCursor: null,
    },
  };
}

/** Answers the latest operation with `data`. */
export function resolveWith(environment: MockEnvironment, data: Record<string, unknown>): void {
  act(() => environment.mock.resolveMostRecentOperation({ data }));
}
