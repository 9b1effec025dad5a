// The embedded database in a thread of its own (pglite-thread.mjs), spoken to over PostgreSQL's wire
// protocol through node-postgres, as a PostgreSQL server is. The server's thread no longer runs the
// database's work, which was about 40% of a listing request's CPU (issue 17), and both databases go
// through one driver and one Prisma adapter (docs/decisions/0070-embedded-database-in-its-own-thread.md).
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

type Reply = { id?: number; bytes?: Uint8Array; failed?: string; ready?: true };
type Request = { kind: 'exchange'; bytes: Uint8Array } | { kind: 'dump' } | { kind: 'close' };

/** PGlite on a data directory, or in memory from a dump of one (tests). */
export type PGliteSource = { dataDir: string } | { dump: Uint8Array };

export class PGliteThread {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  private stopped: Error | null = null;
  /** Settles when the database has started (or could not). */
  readonly ready: Promise<void>;

  constructor(source: PGliteSource) {
    this.worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), { workerData: source });
    let started!: () => void;
    let failed!: (error: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => ((started = resolve), (failed = reject)));
    // the caller waits for ready; a failure also reaches it there
    this.ready.catch(() => {});
    this.worker.on('message', (reply: Reply) => {
      if (reply.ready) return started();
      if (reply.id === undefined) return failed(new Error(reply.failed));
      const answer = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      this.holdProcess();
      answer?.(reply);
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      failed(error);
      for (const answer of this.waiting.values()) answer({ failed: error.message });
      this.waiting.clear();
    };
    this.worker.on('error', stop);
    this.worker.on('exit', () => stop(new Error('the embedded database has stopped')));
  }

  /** Sends protocol messages; answers the bytes the database wrote back. */
  exchange(bytes: Uint8Array): Promise<Uint8Array> {
    return this.request({ kind: 'exchange', bytes });
  }

  /** A copy of the whole database (PGlite's dumpDataDir), to start others from. */
  dump(): Promise<Uint8Array> {
    return this.request({ kind: 'dump' });
  }

  /** A pool of node-postgres connections to it: one, since PGlite is one session. */
  pool(onConnectionLost?: (error: Error) => void): pg.Pool {
    const pool = new pg.Pool({
      // PGlite's one user and database
      user: 'postgres',
      database: 'postgres',
      max: 1,
      // a new connection would only start the same session again
      idleTimeoutMillis: 0,
      stream: () => new PGliteConnection(this),
    } as pg.PoolConfig);
    pool.on('error', (error) => onConnectionLost?.(error));
    return pool;
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.request({ kind: 'close' }).catch(() => {});
    await this.worker.terminate();
  }

  private request(request: Request): Promise<Uint8Array> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (reply) =>
        reply.bytes ? resolve(reply.bytes) : reject(new Error(reply.failed ?? 'the embedded database has stopped')),
      );
      this.holdProcess();
      // copied, not transferred: node-postgres's buffers may share memory with others
      this.worker.postMessage({ id, ...request });
    });
  }

  // the thread keeps the process alive only while an answer is awaited (or it is starting), as a
  // socket with a query in flight does: an idle database does not stop a script from ending
  private holdProcess() {
    if (this.waiting.size > 0) this.worker.ref();
    else
      this.ready.then(
        () => this.waiting.size === 0 && this.worker.unref(),
        () => {},
      );
  }
}

/**
 * What node-postgres asks of a socket, over the thread. The messages written in one turn of the
 * event loop (a query's parse, bind, describe, execute and sync) go as one exchange.
 */
class PGliteConnection extends Duplex {
  private pending: Buffer[] = [];

  constructor(private readonly thread: PGliteThread) {
    super();
  }

  connect() {
    this.thread.ready.then(
      () => this.emit('connect'),
      (error: Error) => this.destroy(error),
    );
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    return this;
  }

  unref() {
    return this;
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, written: (error?: Error | null) => void) {
    if (this.pending.push(chunk) === 1) queueMicrotask(() => this.send());
    written();
  }

  private send() {
    const bytes = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    // answers come in the order sent: the thread takes one request at a time
    this.thread.exchange(bytes).then(
      (answer) => {
        if (answer.length > 0) this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.length));
      },
      (error: Error) => this.destroy(error),
    );
  }

  override _final(done: () => void) {
    done();
    this.push(null);
  }
}
