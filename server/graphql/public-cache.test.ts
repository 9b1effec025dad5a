// The public cache forgets everything when told, by this process or by another (issue 17).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionResult } from 'graphql';
import { createLogger } from '../logger.ts';
import {
  CHANNELS,
  createLocalNotifications,
  createPostgresNotifications,
  type Notifications,
} from '../lib/notifications.ts';
import { createTestApp } from '../test/app.ts';
import { createTestDatabase, onRealPostgres } from '../test/database.ts';
import type { Database } from '../db/client.ts';
import { createPublicCache, watchAnswer } from './public-cache.ts';
import { waitFor } from '../test/wait.ts';

const logger = createLogger('silent');
const ANSWER: ExecutionResult = { data: { categories: [{ name: 'Elite' }] } };

describe('createPublicCache', () => {
  it('reads a cached answer until forgetAll, and tells the other processes', async () => {
    const notifications = createLocalNotifications(logger);
    const told: string[] = [];
    await notifications.subscribe(CHANNELS.publicCacheForgetAll, (payload) => told.push(payload));
    const { responseCache, publicCache } = createPublicCache(notifications, logger);
    await responseCache.set('listing', ANSWER, [], 60_000);
    expect(await responseCache.get('listing')).toEqual(ANSWER);
    await publicCache.forgetAll();
    expect(await responseCache.get('listing')).toBeFalsy();
    expect(told).toHaveLength(1);
  });

  it("forgets on another process's signal", async () => {
    const notifications = createLocalNotifications(logger);
    const { responseCache } = createPublicCache(notifications, logger);
    await responseCache.set('listing', ANSWER, [], 60_000);
    // what another process's forgetAll sends
    await notifications.publish(CHANNELS.publicCacheForgetAll);
    expect(await responseCache.get('listing')).toBeFalsy();
  });

  it('forgets when its listener comes back (signals sent meanwhile are lost), and still forgets here when no signal can be sent', async () => {
    let reconnected = () => {};
    const broken: Notifications = {
      publish: () => Promise.reject(new Error('the database is down')),
      subscribe: async () => () => {},
      onReconnect: (listener) => {
        reconnected = listener;
        return () => {};
      },
      close: async () => {},
    };
    const { responseCache, publicCache } = createPublicCache(broken, logger);
    await responseCache.set('listing', ANSWER, [], 60_000);
    reconnected();
    expect(await responseCache.get('listing')).toBeFalsy();

    await responseCache.set('listing', ANSWER, [], 60_000);
    await expect(publicCache.forgetAll()).resolves.toBeUndefined();
    expect(await responseCache.get('listing')).toBeFalsy();
  });
});

describe('what the public cache keeps', () => {
  it('forgets the answers that name an entity, or any of a type, and keeps the others', async () => {
    const { responseCache, stats } = createPublicCache(createLocalNotifications(logger), logger);
    const answer = (name: string): ExecutionResult => ({ data: { ad: { name } } });
    await responseCache.set('first', answer('first'), [{ typename: 'Ad', id: 1 }], 60_000);
    await responseCache.set('second', answer('second'), [{ typename: 'Ad', id: 2 }], 60_000);
    await responseCache.set('categories', ANSWER, [{ typename: 'Category', id: 1 }], 60_000);
    await responseCache.invalidate([{ typename: 'Ad', id: 1 }]);
    expect(await responseCache.get('first')).toBeFalsy();
    expect(await responseCache.get('second')).toEqual(answer('second'));
    await responseCache.invalidate([{ typename: 'Ad' }]);
    expect(await responseCache.get('second')).toBeFalsy();
    expect(await responseCache.get('categories')).toEqual(ANSWER);
    expect(stats().answers).toBe(1);
  });

  it('does not keep an answer larger than a tenth of its bound, and watchAnswer says so', async () => {
    const { responseCache, stats } = createPublicCache(createLocalNotifications(logger), logger, { maxBytes: 100_000 });
    const large: ExecutionResult = { data: { text: 'x'.repeat(20_000) } };
    const { watch } = await watchAnswer(async () => responseCache.set('large', large, [], 60_000));
    expect(watch.kept).toBe(false);
    expect(await responseCache.get('large')).toBeFalsy();
    const small: ExecutionResult = { data: { text: 'x'.repeat(2_000) } };
    const kept = await watchAnswer(async () => responseCache.set('small', small, [], 60_000));
    expect(kept.watch.kept).toBe(true);
    expect(stats()).toEqual({ answers: 1, bytes: expect.any(Number) });
  });

  it('answers nothing for an answer past its time, by its own clock', async () => {
    let clock = 0;
    const { responseCache } = createPublicCache(createLocalNotifications(logger), logger, { now: () => clock });
    await responseCache.set('listing', ANSWER, [], 10_000);
    clock = 9_999;
    expect(await responseCache.get('listing')).toEqual(ANSWER);
    clock = 10_000;
    expect(await responseCache.get('listing')).toBeFalsy();
  });
});

describe('what is built from the cached answers (the rendered pages)', () => {
  it('is told each time answers are forgotten: all of them, by a signal, on reconnection, or some entities after a mutation', async () => {
    let reconnected = () => {};
    const notifications = createLocalNotifications(logger);
    const withReconnect: Notifications = {
      ...notifications,
      onReconnect: (listener) => ((reconnected = listener), () => {}),
    };
    const { responseCache, publicCache, events } = createPublicCache(withReconnect, logger);
    let told = 0;
    events.onForget(() => (told += 1));
    await responseCache.set('listing', ANSWER, [], 60_000);
    await responseCache.get('listing');
    expect(told).toBe(0);
    await responseCache.invalidate([{ typename: 'Ad', id: '1' }]);
    expect(told).toBe(1);
    const before = told;
    await publicCache.forgetAll(); // here, and its own signal coming back
    expect(told).toBeGreaterThan(before);
    const afterForget = told;
    await notifications.publish(CHANNELS.publicCacheForgetAll);
    expect(told).toBe(afterForget + 1);
    reconnected();
    expect(told).toBe(afterForget + 2);
  });
});

describe.runIf(onRealPostgres)('two apps on one PostgreSQL, each with its public cache', () => {
  let database: Database;
  const notifications: Notifications[] = [];
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const processOf = () => {
      const opened = createPostgresNotifications({ pool: database.pool!, logger, location: database.location });
      notifications.push(opened);
      return opened;
    };
    // an hour: only the signal can take the ad out of the second app's cached listing within the test
    const env = { PUBLIC_CACHE_SECONDS: '3600' };
    first = await createTestApp({ env, database, notifications: processOf() });
    second = await createTestApp({ env, database, notifications: processOf() });
    // both listen before anything is cached
    await Promise.all(notifications.map((opened) => opened.dependency!.probe()));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await Promise.all(notifications.map((opened) => opened.close()));
    await database?.close();
  });

  it('takes an ad down on one app and the other stops listing it within a second', async () => {
    const makeAd = await first.adMaker({ state: 'Goa', city: 'Panaji', category: 'Companions' });
    const globalId = (id: number) => Buffer.from(`Ad:${id}`).toString('base64');
    const adId = globalId(await makeAd());
    const LISTING = /* GraphQL */ `
      {
        ads(first: 50) {
          edges {
            node {
              id
            }
          }
        }
      }
    `;
    const listedOnSecond = async () =>
      ((await second.graphql(LISTING)).body.data.ads.edges as { node: { id: string } }[]).map((edge) => edge.node.id);
    expect(await listedOnSecond()).toEqual([adId]);
    // the second app's answer is cached now: an ad added since does not show there
    const laterAdId = globalId(await makeAd({ name: 'Later' }));
    expect(await listedOnSecond()).toEqual([adId]);

    const admin = await first.createUser({ role: 'admin' });
    const TAKE_DOWN = /* GraphQL */ `
      mutation ($input: TakeDownAdInput!) {
        takeDownAd(input: $input) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `;
    const takenDown = await first.graphql(
      TAKE_DOWN,
      { input: { adId, reason: 'Two processes test' } },
      await first.tokenFor(admin),
    );
    expect(takenDown.body.data.takeDownAd.__typename).toBe('MutationTakeDownAdSuccess');
    // forgotten there: the ad taken down is gone, the one added since shows
    await waitFor(listedOnSecond, (listed) => !listed.includes(adId), 1000, 'the taken-down ad on the other app');
    expect(await listedOnSecond()).toEqual([laterAdId]);
  });
});
