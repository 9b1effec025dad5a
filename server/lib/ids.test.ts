import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { NotFoundError } from './errors.ts';
import {
  databaseIdField,
  databaseIdOfGlobalId,
  isDatabaseId,
  MAX_DATABASE_ID,
  parseDatabaseId,
  requireDatabaseId,
} from './ids.ts';

const MAX = MAX_DATABASE_ID;

describe('parseDatabaseId', () => {
  it('has the bounds of a PostgreSQL integer', () => {
    expect(MAX_DATABASE_ID).toBe(2 ** 31 - 1);
  });

  it.each([
    [1, 1],
    [7, 7],
    [MAX, MAX],
    ['1', 1],
    ['7', 7],
    [String(MAX), MAX],
    ['0000000007', 7],
    [' 7 ', 7],
    ['\t7\n', 7],
  ])('reads %s as %s', (value, id) => {
    expect(parseDatabaseId(value)).toBe(id);
  });

  it.each([
    0,
    -1,
    -0,
    1.5,
    MAX + 1,
    2 ** 53,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '0',
    '-1',
    '+7',
    '1.5',
    '7.0',
    '1e3',
    '0x10',
    '12a',
    'abc',
    '',
    ' ',
    String(MAX + 1),
    '99999999999',
    '12345678901',
    '000000000007',
    '7 7',
    7n,
    null,
    undefined,
    true,
    [7],
    { id: 7 },
  ])('names nothing with %s', (value) => {
    expect(parseDatabaseId(value)).toBeNull();
  });

  it('takes the digits alone when exact (a REST path segment)', () => {
    expect(parseDatabaseId('7', { exact: true })).toBe(7);
    expect(parseDatabaseId(7, { exact: true })).toBe(7);
    expect(parseDatabaseId(String(MAX), { exact: true })).toBe(MAX);
    for (const value of [' 7 ', ' 7', '7 ', '\n7', String(MAX + 1), '12345678901', '0', '12a']) {
      expect(parseDatabaseId(value, { exact: true })).toBeNull();
    }
  });

  it('agrees with isDatabaseId on numbers', () => {
    for (const value of [0, 1, 1.5, -1, MAX, MAX + 1])
      expect(isDatabaseId(value)).toBe(parseDatabaseId(value) !== null);
    expect(isDatabaseId('7')).toBe(false);
  });
});

describe('requireDatabaseId', () => {
  it("answers the id, or refuses as a row that does not exist, with the caller's message", () => {
    expect(requireDatabaseId(' 42 ', 'This blog does not exist.')).toBe(42);
    for (const value of [0, MAX + 1, '12345678901', '12a', -1, 1.5, null]) {
      expect(() => requireDatabaseId(value, 'This blog does not exist.')).toThrow(
        new NotFoundError('This blog does not exist.'),
      );
    }
    expect(() => requireDatabaseId(' 42 ', 'Gone.', { exact: true })).toThrow(NotFoundError);
  });
});

describe('databaseIdField', () => {
  it('parses an id, and refuses anything else with the message given', () => {
    const field = databaseIdField('Please Select a State.');
    expect(field.parse('7')).toBe(7);
    expect(field.parse(7)).toBe(7);
    for (const value of [0, MAX + 1, String(MAX + 1), '12a', 1.5, -1, null, undefined]) {
      const result = field.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please Select a State.');
    }
    expect(databaseIdField('This account does not exist.', { exact: true }).safeParse(' 7').success).toBe(false);
  });
});

describe('databaseIdOfGlobalId', () => {
  it('reads the database id of a global id of the type asked for', () => {
    expect(databaseIdOfGlobalId(encodeGlobalID('Ad', 7), 'Ad')).toBe(7);
    expect(databaseIdOfGlobalId(encodeGlobalID('Ad', MAX), 'Ad')).toBe(MAX);
  });

  it('names nothing for a malformed global id, another type, or a database part out of bounds', () => {
    for (const globalId of [
      'xx',
      '',
      '7',
      encodeGlobalID('User', 7),
      encodeGlobalID('Ad', 0),
      encodeGlobalID('Ad', MAX + 1),
      encodeGlobalID('Ad', '12345678901'),
      encodeGlobalID('Ad', 'abc'),
      encodeGlobalID('Ad', '12a'),
      encodeGlobalID('Ad', '-1'),
      encodeGlobalID('Ad', '1.5'),
    ]) {
      expect(databaseIdOfGlobalId(globalId, 'Ad'), globalId).toBeNull();
    }
  });
});

describe('ids over the API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.tokenFor(await t.createUser({ role: 'admin' }));
  });
  afterAll(() => t.close());

  it('answers 404 Not found for a REST path id that is out of bounds or not the digits alone', async () => {
    for (const id of ['0', String(MAX + 1), '99999999999', '12345678901', '12a', '-1', '1.5', '%207', '7%20']) {
      expect(await t.rest('PUT', `/categories/${id}`, { name: 'Renamed' }, { token: adminToken }), id).toMatchObject({
        status: 404,
        body: { error: 'Not found' },
      });
    }
    // in bounds: the service looks, and answers its own not-found
    expect(await t.rest('PUT', `/categories/${MAX}`, { name: 'Renamed' }, { token: adminToken })).toMatchObject({
      status: 404,
      body: { error: 'This category does not exist.' },
    });
  });

  const AD = /* GraphQL */ `
    query ($id: ID!) {
      ad(id: $id) {
        id
      }
    }
  `;
  const DELETE_MESSAGE = /* GraphQL */ `
    mutation ($id: ID!) {
      deleteContactMessage(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `;
  const DECIDE = /* GraphQL */ `
    mutation ($id: ID!) {
      decideCreditRequest(id: $id, status: approved) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `;
  const ADJUST = /* GraphQL */ `
    mutation ($id: ID!) {
      adjustCredits(userId: $id, amount: 5, reason: "Goodwill") {
        __typename
        ... on Error {
          message
        }
      }
    }
  `;

  it('answers a global id whose database part is out of bounds or not digits as one naming no row', async () => {
    for (const part of [String(MAX + 1), '99999999999', 'abc', '0', '-1', '1e3']) {
      expect((await t.graphql(AD, { id: encodeGlobalID('Ad', part) })).body, part).toEqual({ data: { ad: null } });
      expect(
        (await t.graphql(DELETE_MESSAGE, { id: encodeGlobalID('ContactMessage', part) }, adminToken)).body,
        part,
      ).toEqual({
        data: {
          deleteContactMessage: {
            __typename: 'NotFoundError',
            message: 'This message does not exist (it may have been deleted already).',
          },
        },
      });
      expect((await t.graphql(DECIDE, { id: encodeGlobalID('CreditRequest', part) }, adminToken)).body, part).toEqual({
        data: { decideCreditRequest: { __typename: 'NotFoundError', message: 'This credit request does not exist.' } },
      });
      expect((await t.graphql(ADJUST, { id: encodeGlobalID('User', part) }, adminToken)).body, part).toEqual({
        data: { adjustCredits: { __typename: 'ValidationError', message: 'This account does not exist.' } },
      });
    }
    // the same answers as an id in bounds that names no row
    expect((await t.graphql(AD, { id: encodeGlobalID('Ad', MAX) })).body).toEqual({ data: { ad: null } });
    expect(
      (await t.graphql(DECIDE, { id: encodeGlobalID('CreditRequest', MAX) }, adminToken)).body.data.decideCreditRequest
        .__typename,
    ).toBe('NotFoundError');
  });

  it('refuses a malformed global id before any resolver runs', async () => {
    const { body } = await t.graphql(AD, { id: 'xx' });
    expect(body.data).toEqual({ ad: null });
    expect(body.errors?.[0]?.message).toBe('Invalid global ID: xx');
  });
});
