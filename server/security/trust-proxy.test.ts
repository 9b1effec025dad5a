// Issue 30, finding 6: with TRUST_PROXY set but the port reachable directly, one client wrote three
// X-Forwarded-For values, was counted as three visitors of three networks and hid an ad, and nothing
// told the operator. A count of proxies believes whatever connects, which no code can tell from a
// proxy; the server now warns, once and saying what to do, on the first request from outside the
// ranges proxies connect from. Listing the proxies' addresses closes the hole: a connection from
// elsewhere is the client itself, whatever its header says.
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createTestApp } from '../test/app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const REPORT = /* GraphQL */ `
  mutation ($input: ReportAdInput!) {
    reportAd(input: $input) {
      __typename
    }
  }
`;

/** A grave report over HTTP, on a connection from `socketAddress`, carrying `forwardedFor` when given. */
async function report(t: TestApp, adId: number, socketAddress: string, forwardedFor?: string): Promise<string> {
  const response = await t.app.request(
    '/graphql',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({
        query: REPORT,
        variables: { input: { adId: Buffer.from(`Ad:${adId}`).toString('base64'), reason: 'underage' } },
      }),
    },
    { incoming: { socket: { remoteAddress: socketAddress } } },
  );
  return ((await response.json()) as { data: { reportAd: { __typename: string } } }).data.reportAd.__typename;
}

/** The app's logger's warnings (its logger is silent; the calls are what it was told). */
function warningsOf(t: TestApp): MockInstance {
  return vi.spyOn(t.contextFor(null).logger, 'warn');
}

const FORGED = ['1.1.1.1', '2.2.2.2', '3.3.3.3'];

describe('TRUST_PROXY=1 with the port reachable directly', () => {
  let t: TestApp;
  let warnings: MockInstance;
  let newAd: () => Promise<number>;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    warnings = warningsOf(t);
    newAd = await t.adMaker({ state: 'Kerala', city: 'Kochi', category: 'Independent' });
  });
  afterAll(() => t.close());

  it('says nothing of requests that come through a proxy on a private network or this machine', async () => {
    const adId = await newAd();
    expect(await report(t, adId, '10.0.0.2', '203.0.113.10')).toBe('MutationReportAdSuccess');
    expect(await report(t, adId, '::ffff:172.18.0.5', '203.0.113.11')).toBe('MutationReportAdSuccess');
    expect(await report(t, adId, '127.0.0.1', '203.0.113.12')).toBe('MutationReportAdSuccess');
    expect(warnings).not.toHaveBeenCalled();
  });

  it('warns once, in plain words, when one client connecting straight from a public address forges three addresses', async () => {
    const adId = await newAd();
    // a count of hops cannot tell this client from a proxy: its three reports count as three networks
    for (const forged of FORGED) expect(await report(t, adId, '198.51.100.20', forged)).toBe('MutationReportAdSuccess');
    expect(warnings).toHaveBeenCalledTimes(1);
    const [message] = warnings.mock.calls[0]!;
    expect(message).toContain('TRUST_PROXY=1 believes the X-Forwarded-For header of whatever connects');
    expect(message).toContain('198.51.100.20');
    expect(message).toContain('Make the port reachable only through your proxy');
    expect(message).toContain("set TRUST_PROXY to your proxy's addresses");
    // a flood from outside does not flood the log
    for (let index = 0; index < 5; index += 1) await report(t, await newAd(), `198.51.100.${30 + index}`);
    expect(warnings).toHaveBeenCalledTimes(1);
  });
});

describe("TRUST_PROXY naming the proxy's addresses, with the port reachable directly", () => {
  let t: TestApp;
  let warnings: MockInstance;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, loopback' } });
    warnings = warningsOf(t);
  });
  afterAll(() => t.close());

  it('ignores the forged X-Forwarded-For of a connection from elsewhere: one client is one visitor and hides nothing; the operator is told once', async () => {
    const newAd = await t.adMaker({ state: 'Kerala', city: 'Kozhikode', category: 'Independent' });
    const adId = await newAd();
    expect(await report(t, adId, '10.0.0.2', '203.0.113.10')).toBe('MutationReportAdSuccess');
    expect(warnings).not.toHaveBeenCalled();

    const answers = [];
    for (const forged of FORGED) answers.push(await report(t, adId, '198.51.100.20', forged));
    expect(answers).toEqual(['MutationReportAdSuccess', 'ConflictError', 'ConflictError']);
    expect(await t.database.prisma.adReport.count({ where: { adId } })).toBe(2);
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } })).hiddenAt).toBeNull();

    expect(warnings).toHaveBeenCalledTimes(1);
    const [message] = warnings.mock.calls[0]!;
    expect(message).toContain(
      'A request came straight from 198.51.100.20, which TRUST_PROXY=10.0.0.0/8,loopback does not name as a proxy',
    );
    expect(message).toContain('its X-Forwarded-For was ignored');
    expect(message).toContain('make the port reachable only through it');
  });
});
