// Signals between processes: within one process, and through PostgreSQL between two (two instances
// on one database, each with its own listening connection, are two processes as the database sees them).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, onRealPostgres } from '../test/database.ts';
import {
  CHANNELS,
  createLocalNotifications,
  createPostgresNotifications,
  MAX_PAYLOAD_BYTES,
  type Channel,
  type Notifications,
} from './notifications.ts';
import { waitFor } from '../test/wait.ts';

const logger = createLogger('silent');
const CHANNEL = CHANNELS.publicCacheForgetAll;

describe('notifications within one process', () => {
  it('delivers a signal to every subscriber of its channel until each unsubscribes', async () => {
    const notifications = createLocalNotifications(logger);
    const first: string[] = [];
    const second: string[] = [];
    const unsubscribeFirst = await notifications.subscribe(CHANNEL, (payload) => first.push(payload));
    await notifications.subscribe(CHANNEL, (payload) => second.push(payload));
    await notifications.publish(CHANNEL, 'one');
    unsubscribeFirst();
    await notifications.publish(CHANNEL);
    expect(first).toEqual(['one']);
    expect(second).toEqual(['one', '']);
  });

  it('still calls the other subscribers when one throws', async () => {
    const notifications = createLocalNotifications(logger);
    const heard: string[] = [];
    await notifications.subscribe(CHANNEL, () => {
      throw new Error('a broken subscriber');
    });
    await notifications.subscribe(CHANNEL, (payload) => heard.push(payload));
    await notifications.publish(CHANNEL, 'still');
    expect(heard).toEqual(['still']);
  });

  it('refuses a payload PostgreSQL would refuse, and a channel that is not a plain name', async () => {
    const notifications = createLocalNotifications(logger);
    await expect(notifications.publish(CHANNEL, 'x'.repeat(MAX_PAYLOAD_BYTES + 1))).rejects.toThrow(
      /at most 7999 bytes/,
    );
    await expect(notifications.publish(CHANNEL, 'x'.repeat(MAX_PAYLOAD_BYTES))).resolves.toBeUndefined();
    await expect(notifications.subscribe('x"; DROP TABLE ads; --' as Channel, () => {})).rejects.toThrow(
      /Not a notifications channel/,
    );
  });
});

describe('notifications through PostgreSQL', () => {
  it('reports a database it cannot reach as a dependency down, in one line, and stops trying once closed', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://app:secret@127.0.0.1:1/directory' });
    const notifications = createPostgresNotifications({
      pool,
      logger,
      location: 'postgres://app:***@127.0.0.1:1/directory',
      reconnectMs: 50,
    });
    try {
      const probe = notifications.dependency!.probe();
      await expect(probe).rejects.toThrow(/ECONNREFUSED/);
      await expect(probe).rejects.not.toThrow(/secret|\n/);
    } finally {
      await notifications.close();
      await pool.end();
    }
  });
});

describe.runIf(onRealPostgres)('notifications between two processes on one PostgreSQL', () => {
  let database: Database;
  let secondPool: pg.Pool;
  const opened: Notifications[] = [];
  const listenerName = `directory-test-listener-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    // the other process's pool, on the same database
    secondPool = new pg.Pool({ ...database.pool!.options });
  });
  afterAll(async () => {
    await Promise.all(opened.map((notifications) => notifications.close()));
    await secondPool?.end();
    await database?.close();
  });

  function open(pool: pg.Pool, applicationName?: string): Notifications {
    const notifications = createPostgresNotifications({
      pool,
      logger,
      location: database.location,
      applicationName,
      reconnectMs: 50,
      maxReconnectMs: 200,
    });
    opened.push(notifications);
    return notifications;
  }

  it('carries a signal published by one process to the other within a second', async () => {
    const sender = open(database.pool!);
    const receiver = open(secondPool);
    const heard: string[] = [];
    await receiver.subscribe(CHANNEL, (payload) => heard.push(payload));
    await Promise.all([sender.dependency!.probe(), receiver.dependency!.probe()]);

    await sender.publish(CHANNEL, 'forget');
    await waitFor(
      () => heard,
      (payloads) => payloads.includes('forget'),
      1000,
      'the signal on the other process',
    );
  });

  it('listens again after its connection is killed, tells its subscribers, and hears later signals', async () => {
    const sender = open(database.pool!);
    const receiver = open(secondPool, listenerName);
    const heard: string[] = [];
    let reconnects = 0;
    await receiver.subscribe(CHANNEL, (payload) => heard.push(payload));
    receiver.onReconnect(() => (reconnects += 1));
    await receiver.dependency!.probe();

    const killed = await database.pool!.query<{ killed: boolean }>(
      'SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = $1',
      [listenerName],
    );
    expect(killed.rows).toEqual([{ killed: true }]);

    await waitFor(
      () => reconnects,
      (count) => count === 1,
      5000,
      'the reconnection told to subscribers',
    );
    await receiver.dependency!.probe();
    await sender.publish(CHANNEL, 'after the break');
    await waitFor(
      () => heard,
      (payloads) => payloads.includes('after the break'),
      1000,
      'a signal after the reconnection',
    );
    // the old connection is gone and the new one is the only one listening
    const listeners = await database.pool!.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
      listenerName,
    ]);
    expect(listeners.rowCount).toBe(1);
  });
});
