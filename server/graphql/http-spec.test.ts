// The endpoint follows the GraphQL-over-HTTP specification (docs/architecture.md section 4): the audit
// suite of the `graphql-http` reference implementation, run against the real HTTP app.
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const audits = serverAudits({
  url: 'http://api.test/graphql',
  fetchFn: (input: RequestInfo | URL, init?: RequestInit) =>
    t.app.request(input instanceof Request ? input : String(input), init),
});

describe('GraphQL over HTTP', () => {
  // MUST requirements fail the test; SHOULD and MAY ones may only warn
  it.each(audits.map((audit) => [`${audit.id} ${audit.name}`, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect({ status: result.status, reason: result.status === 'error' ? result.reason : undefined }).not.toMatchObject({
      status: 'error',
    });
  });
});
