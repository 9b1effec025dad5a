// The generic mutation hook reads a result union: the success, each typed error, a failed call and a
// type the document does not select. It runs against two real documents of the client: logIn (a
// union of concrete types, one error with its own field) and renameCategory (errors by interface).
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import logInDocument, { type useLogInMutation as LogInMutation } from '../__generated__/useLogInMutation.graphql.ts';
import renameCategoryDocument, {
  type useRenameCategoryMutation as RenameCategoryMutation,
} from '../__generated__/useRenameCategoryMutation.graphql.ts';
import { signInRefusal, type SignInOutcome } from '../features/account/signedInSession.ts';
import { fieldOf, refusedWithField, useResultMutation } from './useResultMutation.ts';
import { resolveWith, resolveOperationWith } from '../test/mockConnection.ts';
import { refusal } from '../test/mutations.ts';
import { expectSent } from '../test/operations.ts';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

function withEnvironment(environment: MockEnvironment) {
  return ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
}

const SESSION = {
  token: 't0k3n',
  name: 'Asha',
  contact: '9876543210',
  role: 'advertiser',
  credits: 40,
  expiresAt: '2030-01-01T00:00:00Z',
};

function renderLogIn() {
  const environment = createMockEnvironment();
  const { result } = renderHook(
    () =>
      useResultMutation<LogInMutation, [email: string, password: string], SignInOutcome>(logInDocument, {
        variables: (email, password) => ({ input: { email, password } }),
        done: ({ session }) => ({ kind: 'signedIn', session }),
        refused: signInRefusal,
      }),
    { wrapper: withEnvironment(environment) },
  );
  return { environment, result };
}

/** Calls the hook's function, answers the mutation with `logIn`'s result, and answers the outcome. */
async function logInAnswered(logIn: unknown): Promise<SignInOutcome> {
  const { environment, result } = renderLogIn();
  let outcome!: Promise<SignInOutcome>;
  act(() => {
    outcome = result.current[0]('asha@example.com', 'secret-pass');
  });
  const operation = expectSent(environment, 'useLogInMutation', {
    input: { email: 'asha@example.com', password: 'secret-pass' },
  });
  resolveOperationWith(environment, operation, { logIn });
  return outcome;
}

describe('useResultMutation on a union of concrete types', () => {
  it('answers what the success makes of its fields', async () => {
    expect(await logInAnswered({ __typename: 'MutationLogInSuccess', session: SESSION })).toEqual({
      kind: 'signedIn',
      session: SESSION,
    });
  });

  it('answers each typed error as the spec reads it, with that type’s own fields', async () => {
    expect(
      await logInAnswered({ __typename: 'LoginRefusedError', message: 'Your account is suspended.', reason: 'Spam' }),
    ).toEqual({
      kind: 'refused',
      message: 'Your account is suspended.',
      reason: 'Spam',
    });
    expect(
      await logInAnswered({ __typename: 'RateLimitedError', message: 'Too many attempts. Try again in 5 minutes.' }),
    ).toEqual({
      kind: 'error',
      message: 'Too many attempts. Try again in 5 minutes.',
    });
    expect(await logInAnswered({ __typename: 'ValidationError', message: 'Enter a valid e-mail address.' })).toEqual({
      kind: 'error',
      message: 'Enter a valid e-mail address.',
    });
  });

  it('answers failed for a type the document does not select, even one carrying a message', async () => {
    expect(await logInAnswered({ __typename: 'NotAllowedError', message: 'Not for you.' })).toEqual({ kind: 'failed' });
  });

  it('answers failed when the call fails, and when the answer has no result', async () => {
    const { environment, result } = renderLogIn();
    let outcome!: Promise<SignInOutcome>;
    act(() => {
      outcome = result.current[0]('asha@example.com', 'secret-pass');
    });
    expect(result.current[1]).toBe(true);
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await outcome).toEqual({ kind: 'failed' });
    expect(result.current[1]).toBe(false);

    expect(await logInAnswered(null)).toEqual({ kind: 'failed' });
  });
});

describe('useResultMutation on errors selected by interface, with the usual outcomes', () => {
  function renderRename(updater = vi.fn()) {
    const environment = createMockEnvironment();
    const executeMutation = vi.spyOn(environment, 'executeMutation');
    const hook = renderHook(
      () =>
        useResultMutation<RenameCategoryMutation, [id: string, name: string, image?: File]>(renameCategoryDocument, {
          variables: (id, name) => ({ id, input: { name } }),
          uploadables: (_id, _name, image): Record<string, File> => (image ? { image } : {}),
          updater: (store, id, name) =>
            updater(store.getRootField('renameCategory')?.getLinkedRecord('category')?.getValue('name'), id, name),
        }),
      { wrapper: withEnvironment(environment) },
    );
    return { environment, executeMutation, updater, ...hook };
  }

  async function renameAnswered(renameCategory: unknown) {
    const { environment, result, updater } = renderRename();
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current[0]('category-1', 'Massage');
    });
    resolveWith(environment, { renameCategory });
    return { outcome: await outcome, updater };
  }

  it('answers done on success and runs the updater on the answered store with the call’s arguments', async () => {
    const { outcome, updater } = await renameAnswered({
      __typename: 'MutationRenameCategorySuccess',
      category: { id: 'category-1', name: 'Massage' },
    });
    expect(outcome).toEqual({ kind: 'done' });
    expect(updater).toHaveBeenCalledOnce();
    expect(updater).toHaveBeenCalledWith('Massage', 'category-1', 'Massage');
  });

  it('answers a typed error as refused with its message, and leaves the store alone', async () => {
    const { outcome, updater } = await renameAnswered(refusal('ConflictError', 'A category with this name exists.'));
    expect(outcome).toEqual({ kind: 'refused', message: 'A category with this name exists.' });
    expect(updater).not.toHaveBeenCalled();
  });

  it('answers failed for a type that is neither the success nor an error', async () => {
    const { outcome, updater } = await renameAnswered({ __typename: 'SomethingNew' });
    expect(outcome).toEqual({ kind: 'failed' });
    expect(updater).not.toHaveBeenCalled();
  });

  it('sends the uploadables the spec makes of the arguments', () => {
    const { executeMutation, result } = renderRename();
    const image = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    act(() => {
      void result.current[0]('category-1', 'Massage', image);
    });
    expect(executeMutation).toHaveBeenCalledOnce();
    expect(executeMutation.mock.calls[0]?.[0].uploadables).toEqual({ image });
  });

  it('answers the same function across renders, which reads the latest render’s spec', () => {
    const environment = createMockEnvironment();
    const { result, rerender } = renderHook(
      ({ name }: { name: string }) =>
        useResultMutation<RenameCategoryMutation, [id: string]>(renameCategoryDocument, {
          variables: (id) => ({ id, input: { name } }),
        }),
      { wrapper: withEnvironment(environment), initialProps: { name: 'Massage' } },
    );
    const first = result.current[0];
    rerender({ name: 'Spa' });
    expect(result.current[0]).toBe(first);
    act(() => {
      void result.current[0]('category-1');
    });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: 'category-1',
      input: { name: 'Spa' },
    });
  });
});

describe('the refusal helpers', () => {
  it('read the field an error names, or null', () => {
    expect(fieldOf({ message: 'Too short', field: 'name' })).toBe('name');
    expect(fieldOf({ message: 'Too many', field: null })).toBeNull();
    expect(fieldOf({ message: 'Too many' })).toBeNull();
    expect(refusedWithField({ message: 'Too short', field: 'name' } as { message: string })).toEqual({
      kind: 'refused',
      message: 'Too short',
      field: 'name',
    });
  });
});
