// One hook for every mutation whose field answers a result union (the server's errors plugin): the
// success type `Mutation<Field>Success`, or a typed error whose `message` is in the user's words.
// A mutation's hook states its document, its variables and, where they differ from the usual, what
// its success and its errors answer; this hook commits the call and reads the union:
//   - the success: `done(success)`, by default `{ kind: 'done' }`;
//   - a typed error (any result with a `message`): `refused(error)`, by default `{ kind: 'refused', message }`;
//   - a call that fails (network, server error), or a type the document does not select: `failed`.
// The document asks one field (the result's name comes from it; a result whose success is a shared type,
// such as the desk's DeskBulkAdsResult, names it in `successTypename`). The call answered keeps its identity
// across renders, and a call reads the spec of the latest render (each call's values come as its arguments).
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy, UploadableMap } from 'relay-runtime';
import { commitForOutcome, type ActionOutcome, type Failed } from './commitForOutcome.ts';

type FieldOf<M extends MutationParameters> = keyof M['response'] & string;
type ResultOf<M extends MutationParameters> = M['response'][FieldOf<M>];
type SuccessTypename<M extends MutationParameters> = `Mutation${Capitalize<FieldOf<M>>}Success`;

/** The success member of a result union (the whole result where the document selects errors by interface only). */
export type SuccessOf<M extends MutationParameters> =
  ResultOf<M> extends infer R
    ? R extends { readonly __typename: infer T }
      ? SuccessTypename<M> extends T
        ? R
        : never
      : never
    : never;

/** The typed errors of a result union, each with its message. */
export type ErrorOf<M extends MutationParameters> =
  ResultOf<M> extends infer R
    ? R extends { readonly __typename: infer T }
      ? T extends SuccessTypename<M> | '%other'
        ? never
        : R & { readonly message: string }
      : never
    : never;

type Done = { kind: 'done' };
type Refused = { kind: 'refused'; message: string };

interface BaseSpec<M extends MutationParameters, A extends readonly unknown[]> {
  /** The call's variables, from the hook's arguments. */
  variables: (...args: A) => M['variables'];
  /** Files sent with the call (a GraphQL multipart upload), by their variable's path. */
  uploadables?: (...args: A) => UploadableMap;
  /** Changes the store after a success only (a list the record joins or leaves, a count, a root field). */
  updater?: (store: RecordSourceSelectorProxy<M['response']>, ...args: A) => void;
  /** The success's type where it is not `Mutation<Field>Success`. */
  successTypename?: string;
}

/** What a success answers; `failed` when it lacks what the screen needs. Needed unless the outcome has `{ kind: 'done' }`. */
type DoneSpec<M extends MutationParameters, A extends readonly unknown[], O> = Done extends O
  ? { done?: (success: SuccessOf<M>, ...args: A) => O | Failed }
  : { done: (success: SuccessOf<M>, ...args: A) => O | Failed };

/** What a typed error answers. Needed unless the outcome has `{ kind: 'refused', message }` or the document selects no error. */
type RefusedSpec<M extends MutationParameters, A extends readonly unknown[], O> = [ErrorOf<M>] extends [never]
  ? { refused?: never }
  : Refused extends O
    ? { refused?: (error: ErrorOf<M>, ...args: A) => O | Failed }
    : { refused: (error: ErrorOf<M>, ...args: A) => O | Failed };

export type ResultMutationSpec<M extends MutationParameters, A extends readonly unknown[], O> = BaseSpec<M, A> &
  DoneSpec<M, A, O> &
  RefusedSpec<M, A, O>;

interface AnyResult {
  readonly __typename?: unknown;
  readonly message?: unknown;
}

/** The answered field's result and the typename of its success, or null when the answer has no result. */
function resultIn(response: unknown, successTypename?: string): { result: AnyResult; successTypename: string } | null {
  if (typeof response !== 'object' || response === null) return null;
  const [field] = Object.keys(response);
  const result: unknown = field === undefined ? null : (response as Record<string, unknown>)[field];
  if (field === undefined || typeof result !== 'object' || result === null) return null;
  return {
    result,
    successTypename: successTypename ?? `Mutation${field.charAt(0).toUpperCase()}${field.slice(1)}Success`,
  };
}

interface LooseSpec {
  variables: (...args: readonly unknown[]) => MutationParameters['variables'];
  uploadables?: (...args: readonly unknown[]) => UploadableMap;
  updater?: (store: RecordSourceSelectorProxy, ...args: readonly unknown[]) => void;
  successTypename?: string;
  done?: (success: unknown, ...args: readonly unknown[]) => unknown;
  refused?: (error: unknown, ...args: readonly unknown[]) => unknown;
}

/** Reads a response's result union as the spec says. */
function readOutcome(spec: LooseSpec, response: unknown, args: readonly unknown[]): unknown {
  const found = resultIn(response, spec.successTypename);
  if (!found) return { kind: 'failed' };
  const { result, successTypename } = found;
  if (result.__typename === successTypename) return spec.done ? spec.done(result, ...args) : { kind: 'done' };
  if (typeof result.message === 'string')
    return spec.refused ? spec.refused(result, ...args) : { kind: 'refused', message: result.message };
  return { kind: 'failed' };
}

/**
 * Commits the mutation `document` as `spec` says; answers the call (its arguments are the spec's `variables`'s)
 * and whether a call is in flight, as every mutation hook of the client does.
 */
export function useResultMutation<M extends MutationParameters, A extends readonly unknown[] = [], O = ActionOutcome>(
  document: GraphQLTaggedNode,
  spec: ResultMutationSpec<M, A, O>,
): [(...args: A) => Promise<O | Failed>, boolean] {
  const [commit, isInFlight] = useMutation<M>(document);
  const latest = useRef(spec as unknown as LooseSpec);
  useLayoutEffect(() => {
    latest.current = spec as unknown as LooseSpec;
  });
  const call = useCallback(
    (...args: A) => {
      const current = latest.current;
      const { variables, uploadables, updater, successTypename } = current;
      return commitForOutcome<M, O>(
        commit,
        {
          variables: variables(...args),
          ...(uploadables && { uploadables: uploadables(...args) }),
          ...(updater && {
            updater: (store: RecordSourceSelectorProxy<M['response']>, data: M['response'] | null | undefined) => {
              const found = resultIn(data, successTypename);
              if (found && found.result.__typename === found.successTypename) updater(store, ...args);
            },
          }),
        },
        (response) => readOutcome(current, response, args) as O | Failed,
      );
    },
    [commit],
  );
  return [call, isInFlight];
}

/** A typed error's `field` (the input it names), or null: for the outcomes that point at a form's field. */
export function fieldOf(error: object): string | null {
  const field = 'field' in error ? error.field : null;
  return typeof field === 'string' && field !== '' ? field : null;
}

/** The usual refusal of a form's mutation: the server's message and the field it names. */
export function refusedWithField(error: { readonly message: string }): {
  kind: 'refused';
  message: string;
  field: string | null;
} {
  return { kind: 'refused', message: error.message, field: fieldOf(error) };
}

/** The uploadables of a list of files sent as the variable `variable` (its value in the variables is one null a file). */
export function filesAt(variable: string, files: readonly File[]): UploadableMap {
  return Object.fromEntries(files.map((file, index) => [`${variable}.${index}`, file]));
}
