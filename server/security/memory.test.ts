// Issue 30, finding 2: memory an anonymous caller can pin is bounded in bytes. Yoga's parse cache
// kept 1,024 documents of any size (a 1 MB document of comments passes the token limit) and 1,024
// parse errors, an hour each; the response cache kept 1,000 answers of any size, expired ones
// included. What the server parses is counted by wrapping graphql's `parse` (limits.ts parses every
// document with it), so "kept" and "refused before parsing" are checked without sampling memory.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExecutionResult } from 'graphql';
import * as graphql from 'graphql';
import { createLogger } from '../logger.ts';
import { createLocalNotifications } from '../lib/notifications.ts';
import { createPublicCache } from '../graphql/public-cache.ts';
import { createTestApp } from '../test/app.ts';

vi.mock('graphql', async (importOriginal) => {
  const original = await importOriginal<typeof graphql>();
  return { ...original, parse: vi.fn(original.parse) };
});
const parse = vi.mocked(graphql.parse);
/** How many times the server parsed `text`. */
const parsesOf = (text: string) =>
  parse.mock.calls.filter(([source]) => (typeof source === 'string' ? source : source.body) === text).length;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `lines` lines of one-character comments, then a query: about 2 bytes a line of text. */
const commented = (label: string, lines: number) => `# ${label}\n${'#\n'.repeat(lines)}{ __typename }`;

describe('documents sent to /graphql', () => {
  it('refuses a 1 MB document of comments before parsing it, in words', async () => {
    const document = `# ${'x'.repeat(1_000_000)}\n{ __typename }`;
    const { status, body } = await t.graphql(document);
    expect(status).toBe(413);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'The query is too long: at most 100 KB of text, comments included. Send long texts as variables.',
        extensions: expect.objectContaining({ code: 'TOO_LARGE' }),
      }),
    ]);
    expect(parsesOf(document)).toBe(0);
  });

  it('counts the bound in bytes, and answers a long document under it', async () => {
    // 40,000 characters of three bytes each: 120 KB
    const wide = `# ${'अ'.repeat(40_000)}\n{ __typename }`;
    expect((await t.graphql(wide)).status).toBe(413);
    const long = commented('under the bound', 30_000);
    expect((await t.graphql(long)).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('does not keep a syntax error: the same broken document is parsed again', async () => {
    const broken = '{ __typename # a syntax error kept by nobody';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { status, body } = await t.graphql(broken);
      expect(status).toBe(400);
      expect(body.errors?.[0].message).toMatch(/^Syntax Error/);
    }
    expect(parsesOf(broken)).toBe(2);
  });

  it('keeps parsed documents up to a bound in bytes: a few large distinct ones push out the rest', async () => {
    const small = 'query KeptWhileThereIsRoom { __typename }';
    await t.graphql(small);
    await t.graphql(small);
    expect(parsesOf(small)).toBe(1);
    // eight documents of 30,000 comments (60 KB of text, about 3 MB parsed each, estimated 4 MB):
    // far under the old cache's 1,024 entries, over its 16 MB bound
    for (let index = 0; index < 8; index += 1) {
      expect((await t.graphql(commented(`distinct ${index}`, 30_000))).status).toBe(200);
    }
    await t.graphql(small);
    expect(parsesOf(small)).toBe(2);
  });
});

describe("the visitors' response cache", () => {
  const logger = createLogger('silent');
  /** An answer of about `bytes` bytes of JSON, distinct by `label` (three pages of ads under aliases in the attack). */
  const answerOf = (label: string, bytes: number): ExecutionResult => ({ data: { label, ads: 'x'.repeat(bytes) } });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps answers up to its bound in bytes, however many distinct large ones come', async () => {
    const maxBytes = 1_000_000;
    const { responseCache, stats } = createPublicCache(createLocalNotifications(logger), logger, { maxBytes });
    for (let index = 0; index < 200; index += 1)
      await responseCache.set(`answer ${index}`, answerOf(`answer ${index}`, 20_000), [], 60_000);
    const kept: number[] = [];
    for (let index = 0; index < 200; index += 1) if (await responseCache.get(`answer ${index}`)) kept.push(index);
    // 200 answers of 20 KB of JSON each (4 MB): no more than 1 MB of them kept, the latest among them
    expect(kept.length * 20_000).toBeLessThanOrEqual(maxBytes);
    expect(kept).toContain(199);
    expect(stats().bytes).toBeLessThanOrEqual(maxBytes);
  });

  it('drops expired answers instead of keeping them until pushed out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clock = 0;
    const { responseCache, stats } = createPublicCache(createLocalNotifications(logger), logger, {
      now: () => clock,
      sweepEveryMs: 1000,
    });
    for (let index = 0; index < 10; index += 1) {
      await responseCache.set(
        `answer ${index}`,
        answerOf(`answer ${index}`, 10_000),
        [{ typename: 'Ad', id: index }],
        10_000,
      );
    }
    expect(stats().answers).toBe(10);
    clock = 9_999;
    vi.advanceTimersByTime(1000);
    expect(stats().answers).toBe(10);
    clock = 10_000;
    vi.advanceTimersByTime(1000);
    expect(stats()).toEqual({ answers: 0, bytes: 0 });
  });
});
