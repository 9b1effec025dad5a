import type { RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { fetchGraphQL } from './relayEnvironment.ts';

const query = {
  id: 'abc123',
  text: null,
  name: 'ListingPageQuery',
  operationKind: 'query',
  metadata: {},
  cacheID: 'abc123',
} as RequestParameters;
const mutation = { ...query, id: 'def456', name: 'LoginMutation', operationKind: 'mutation' } as RequestParameters;

let calls: { url: string; init: RequestInit }[];

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const run = (params: RequestParameters, variables: Record<string, unknown>, uploadables?: Record<string, File>) =>
  (fetchGraphQL as (...args: unknown[]) => Promise<unknown>)(params, variables, {}, uploadables);

describe('the network layer', () => {
  beforeEach(() => {
    calls = [];
    session.logOut();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends queries as GET requests naming the persisted document, without a token for visitors', async () => {
    answer({ data: { ok: true } });
    await run(query, { first: 5 });
    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(calls[0]!.init.method).toBe('GET');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('documentId')).toBe('abc123');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ first: 5 });
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('sends mutations as POST with the session token', async () => {
    session.logIn({ token: 'tok', name: 'Asha', contact: '9876543210', role: 'user' });
    answer({ data: { ok: true } });
    await run(mutation, { input: { email: 'a@b.co' } });
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      documentId: 'def456',
      variables: { input: { email: 'a@b.co' } },
    });
  });

  it('sends files as a GraphQL multipart request', async () => {
    answer({ data: { ok: true } });
    const file = new File(['png'], 'shot.png', { type: 'image/png' });
    await run(mutation, { amount: 500, paymentScreenshot: null }, { paymentScreenshot: file });
    const form = calls[0]!.init.body as FormData;
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      documentId: 'def456',
      variables: { amount: 500, paymentScreenshot: null },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.paymentScreenshot'] });
    expect((form.get('0') as File).name).toBe('shot.png');
  });

  it('logs out when the server says the session is no longer valid', async () => {
    session.logIn({ token: 'tok', name: 'Asha', contact: '9876543210', role: 'user' });
    answer({
      data: null,
      errors: [{ message: 'Session Expired. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    await run(query, {});
    expect(session.get().auth).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    session.logIn({ token: 'tok', name: 'Asha', contact: '9876543210', role: 'user' });
    answer({ data: null, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] });
    await run(query, {});
    expect(session.get().auth?.token).toBe('tok');
  });
});
