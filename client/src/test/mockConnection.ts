// A Relay connection as a mock payload answers it, and answering an operation (the latest, or one named) with data.
import { act } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from './render.tsx';

/** The connection of `nodes` (each edge's cursor named after its node), with its total and whether more follow. */
export function mockConnection<Node extends { id: string }>(nodes: readonly Node[], options: ConnectionOptions = {}) {
  return {
    totalCount: options.totalCount ?? nodes.length,
    edges: nodes.map((node) => ({ cursor: `cursor-of-${node.id}`, node })),
    pageInfo: {
      hasNextPage: options.hasNextPage ?? false,
      endCursor: nodes.length > 0 ? `cursor-of-${nodes.at(-1)!.id}` : null,
      hasPreviousPage: false,
      startCursor: null,
    },
  };
}

export interface ConnectionOptions {
  totalCount?: number;
  hasNextPage?: boolean;
}

/** Answers the latest operation with `nodes` as its connection of GraphQL type `connectionType`, the rest generated. */
export function resolveConnection<Node extends { id: string }>(
  environment: MockEnvironment,
  connectionType: string,
  nodes: readonly Node[],
  options: ConnectionOptions = {},
): void {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { [connectionType]: () => mockConnection(nodes, options) }),
    ),
  );
}

/** Answers the latest operation with `data`. */
export function resolveWith(environment: MockEnvironment, data: Record<string, unknown>): void {
  act(() => environment.mock.resolveMostRecentOperation({ data }));
}

/** Answers `operation` (one of several pending) with `data`. */
export function resolveOperationWith(
  environment: MockEnvironment,
  operation: OperationDescriptor,
  data: Record<string, unknown>,
): void {
  act(() => environment.mock.resolve(operation, { data }));
}
