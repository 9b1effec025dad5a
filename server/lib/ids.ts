// Ids callers send: the one rule for what can name a row. Database ids are PostgreSQL `integer`s
// (1 to 2,147,483,647), sent as a number or as a string of at most 10 digits (REST paths and forms
// send text; a GraphQL global id carries its database id as text). Anything else names nothing,
// and each caller answers that as it answers an id of a row that does not exist.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { NotFoundError } from './errors.ts';

/** The largest PostgreSQL `integer`: the bound of every integer column. */
export const MAX_POSTGRES_INTEGER = 2_147_483_647;

/** No row has a larger id. */
export const MAX_DATABASE_ID = MAX_POSTGRES_INTEGER;

const DIGITS = /^\d{1,10}$/;

export interface DatabaseIdOptions {
  /** Text must be the digits alone, with no space around them (a REST path segment). Default: spaces are ignored. */
  exact?: boolean;
}

/** Whether `value` is a number that can be a row's id. */
export function isDatabaseId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_DATABASE_ID;
}

/** The id `value` names: a number in bounds, or a string of its digits; null for anything else. */
export function parseDatabaseId(value: unknown, { exact = false }: DatabaseIdOptions = {}): number | null {
  const candidate = typeof value === 'string' && DIGITS.test(exact ? value : value.trim()) ? Number(value) : value;
  return isDatabaseId(candidate) ? candidate : null;
}

/** The id `value` names; anything that cannot name a row is refused as a row that does not exist. */
export function requireDatabaseId(value: unknown, notFoundMessage: string, options?: DatabaseIdOptions): number {
  const id = parseDatabaseId(value, options);
  if (id === null) throw new NotFoundError(notFoundMessage);
  return id;
}

/** A zod field holding a database id; anything that cannot name a row is refused with `message`. */
export function databaseIdField(message: string, options?: DatabaseIdOptions) {
  return z.preprocess((value) => parseDatabaseId(value, options), z.number({ error: message }));
}

/** The database id of a GraphQL global id of `typename`; null when it is malformed, of another type, or names no row. */
export function databaseIdOfGlobalId(globalId: string, typename: string): number | null {
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename === typename ? parseDatabaseId(decoded.id) : null;
  } catch {
    return null;
  }
}
