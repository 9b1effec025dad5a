// Signals between the processes of one deployment (issue 17): "forget the public cache" sent by the
// process that hid an ad reaches every other. On PostgreSQL they travel by NOTIFY through the app's
// pool and arrive on one connection of each process that LISTENs; on the embedded database there is
// one process, and they stay in it.
import pg from 'pg';
import type { Logger } from 'pino';
import type { Dependency } from './dependencies.ts';

/** Every channel a process signals on: fixed names of ours, never user input. */
export const CHANNELS = {
  /** a moderation change: every process forgets its visitors' cached answers */
  publicCacheForgetAll: 'directory_public_cache_forget_all',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; ours are short words. */
export const MAX_PAYLOAD_BYTES = 7999;

export type SignalListener = (payload: string) => void;

export interface Notifications {
  /** Sends `payload` to every subscriber of `channel`, in every process (this one included). */
  publish(channel: Channel, payload?: string): Promise<void>;
  /**
   * Calls `listener` with each signal on `channel`. Resolves, once the process listens to it, with
   * the function that unsubscribes.
   */
  subscribe(channel: Channel, listener: SignalListener): Promise<() => void>;
  /**
   * Calls `listener` each time the process listens again after a time without a connection: the
   * signals sent meanwhile are lost, so a subscriber assumes it missed any.
   */
  onReconnect(listener: () => void): () => void;
  /** On PostgreSQL, the listening connection as /healthz and the start check it. */
  dependency?: Dependency;
  close(): Promise<void>;
}

/** A channel goes into LISTEN as a quoted identifier: our constants are lowercase words, and nothing else passes. */
function checkChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel))
    throw new Error(`Not a notifications channel: ${JSON.stringify(channel)}.`);
}

function checkPayload(payload: string): void {
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`A notification payload is at most ${MAX_PAYLOAD_BYTES} bytes.`);
  }
}

/** Subscribers by channel, and the calling of them: one that throws is logged, the others still called. */
function createSubscribers(logger: Logger) {
  const byChannel = new Map<string, Set<SignalListener>>();
  const reconnectListeners = new Set<() => void>();
  const call = (what: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      logger.error({ err: error }, `a notifications subscriber failed: ${what}`);
    }
  };
  return {
    byChannel,
    add(channel: string, listener: SignalListener): { first: boolean; remove: () => { last: boolean } } {
      const listeners = byChannel.get(channel) ?? new Set();
      const first = listeners.size === 0;
      listeners.add(listener);
      byChannel.set(channel, listeners);
      return {
        first,
        remove: () => {
          if (!listeners.delete(listener) || listeners.size > 0) return { last: false };
          byChannel.delete(channel);
          return { last: true };
        },
      };
    },
    deliver(channel: string, payload: string) {
      for (const listener of [...(byChannel.get(channel) ?? [])]) call(channel, () => listener(payload));
    },
    onReconnect(listener: () => void) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
    reconnected() {
      for (const listener of [...reconnectListeners]) call('reconnect', listener);
    },
  };
}

/** Signals within this process alone: the embedded database's single process, and tests. */
export function createLocalNotifications(logger: Logger): Notifications {
  const subscribers = createSubscribers(logger);
  return {
    publish: async (channel, payload = '') => {
      checkChannel(channel);
      checkPayload(payload);
      subscribers.deliver(channel, payload);
    },
    subscribe: async (channel, listener) => {
      checkChannel(channel);
      return subscribers.add(channel, listener).remove;
    },
    onReconnect: (listener) => subscribers.onReconnect(listener),
    close: async () => {},
  };
}

export interface PostgresNotificationsOptions {
  /** The app's pool: NOTIFY goes through it, and the listening connection uses its settings. */
  pool: pg.Pool;
  logger: Logger;
  /** Where the database is, without credentials (the dependency's location). */
  location: string;
  /** The listening connection's name in pg_stat_activity. */
  applicationName?: string;
  /** Wait before the first reconnection attempt, doubled after each failure up to `maxReconnectMs`. */
  reconnectMs?: number;
  maxReconnectMs?: number;
}

const LISTENER_CONNECT_TIMEOUT_MS = 5000;

/**
 * Signals through PostgreSQL: NOTIFY on the app's pool, LISTEN on one connection of its own (a
 * pooled connection goes back to the pool, and its LISTENs with it). That connection starts now; when
 * it drops it is opened again with a growing wait, listens to every channel again, and the
 * reconnect listeners are told.
 */
export function createPostgresNotifications(options: PostgresNotificationsOptions): Notifications {
  const { pool, logger, location } = options;
  const firstWaitMs = options.reconnectMs ?? 500;
  const maxWaitMs = options.maxReconnectMs ?? 10_000;
  const subscribers = createSubscribers(logger);
  let listening: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let waitMs = firstWaitMs;
  let lastFailure = 'not connected yet';
  let attempts = 0;
  let closed = false;

  const listen = (client: pg.Client, channel: string) => client.query(`LISTEN "${channel}"`);

  /** Opens the listening connection and listens to every channel subscribed; rejects if it cannot. */
  async function connect(): Promise<void> {
    attempts += 1;
    const client = new pg.Client({
      ...pool.options,
      application_name: options.applicationName ?? 'directory-notifications',
      connectionTimeoutMillis: pool.options.connectionTimeoutMillis || LISTENER_CONNECT_TIMEOUT_MS,
      // a connection idle for hours may be dropped by the network without a word
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error: Error) => {
      if (lost) return;
      lost = true;
      lastFailure = error.message.split('\n')[0]!;
      client.end().catch(() => {});
      if (listening !== client) return;
      listening = null;
      if (closed) return;
      logger.warn({ err: error }, 'the database notifications connection was lost: reconnecting');
      scheduleRetry();
    };
    // unhandled, an 'error' event would end the process
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the connection ended')));
    client.on('notification', (message) => subscribers.deliver(message.channel, message.payload ?? ''));
    try {
      await client.connect();
      // a channel subscribed meanwhile is added to the map and visited by this loop too
      for (const channel of subscribers.byChannel.keys()) await listen(client, channel);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (lost) throw new Error(lastFailure);
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listening = client;
    waitMs = firstWaitMs;
  }

  function attempt(): Promise<void> {
    const isFirst = attempts === 0;
    connecting = connect().then(
      () => {
        connecting = null;
        if (closed || isFirst) return;
        logger.info('the database notifications connection is back: listening again');
        subscribers.reconnected();
      },
      (error: unknown) => {
        connecting = null;
        if (closed) return;
        logger.warn(
          { err: error, retryInMs: waitMs },
          'the database notifications connection cannot be opened: trying again',
        );
        scheduleRetry();
      },
    );
    return connecting;
  }

  function scheduleRetry(): void {
    if (closed || retryTimer || connecting) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void attempt();
    }, waitMs);
    // a retry pending must not keep a stopping process alive
    retryTimer.unref();
    waitMs = Math.min(waitMs * 2, maxWaitMs);
  }

  void attempt();

  return {
    publish: async (channel, payload = '') => {
      checkChannel(channel);
      checkPayload(payload);
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: async (channel, listener) => {
      checkChannel(channel);
      const { first, remove } = subscribers.add(channel, listener);
      const unsubscribe = () => {
        if (remove().last && listening) listening.query(`UNLISTEN "${channel}"`).catch(() => {});
      };
      // while connecting or disconnected, the (next) connection listens to it
      if (first && listening) {
        await listen(listening, channel).catch((error: unknown) =>
          logger.warn({ err: error, channel }, 'LISTEN failed: the connection is being replaced'),
        );
      }
      return unsubscribe;
    },
    onReconnect: (listener) => subscribers.onReconnect(listener),
    dependency: {
      name: 'database notifications',
      location,
      probe: async () => {
        if (connecting) await connecting;
        if (!listening) throw new Error(lastFailure);
        // after any LISTEN still queued on the connection, and proof that it answers
        await listening.query('SELECT 1');
      },
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting;
      const client = listening;
      listening = null;
      await client?.end().catch(() => {});
    },
  };
}
