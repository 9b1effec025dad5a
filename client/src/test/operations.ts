// Finding the operations a screen sent by name: a page that starts several queries, or one that sends a
// query again with new variables, is checked by what it asked for, not by when.
import { waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { expect } from 'vitest';
import type { MockEnvironment } from './render.tsx';

/** The name of an operation's query, mutation or subscription. */
export function operationName(operation: OperationDescriptor): string {
  return operation.request.node.params.name;
}

/** The first operation named `name` not yet answered, if any. */
export function pendingOperation(environment: MockEnvironment, name: string): OperationDescriptor | undefined {
  return environment.mock.getAllOperations().find((operation) => operationName(operation) === name);
}

/** Waits until an operation named `name` whose variables include `variables` is sent, and returns it. */
export async function waitForOperation(
  environment: MockEnvironment,
  name: string,
  variables: Record<string, unknown> = {},
): Promise<OperationDescriptor> {
  const matches = (operation: OperationDescriptor) =>
    operationName(operation) === name &&
    Object.entries(variables).every(([key, value]) => Object.is(operation.request.variables[key], value));
  let found: OperationDescriptor | undefined;
  await waitFor(() => expect((found = environment.mock.getAllOperations().find(matches))).toBeDefined());
  return found!;
}

/** Checks the latest operation is `name` sent with exactly `variables`, and returns it. */
export function expectSent(
  environment: MockEnvironment,
  name: string,
  variables: Record<string, unknown>,
): OperationDescriptor {
  const operation = environment.mock.getMostRecentOperation();
  expect(operationName(operation)).toBe(name);
  expect(operation.request.variables).toEqual(variables);
  return operation;
}
