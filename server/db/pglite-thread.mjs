// The embedded database's own thread (db/pglite-thread.ts starts it): PGlite, PostgreSQL compiled to
// WebAssembly, answering the wire-protocol messages it is sent as a PostgreSQL server answers them on
// a socket. Plain JavaScript, so that it starts the same under node, tsx and vitest.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS as extensions } from './pglite-extensions.mjs';

/** @type {{ dataDir?: string; dump?: Uint8Array }} */
const { dataDir, dump } = workerData;
const pglite = dump ? new PGlite({ loadDataDir: new Blob([dump]), extensions }) : new PGlite(dataDir, { extensions });

const reason = (error) => (error instanceof Error ? error.message : String(error));

// one request at a time, in the order sent: PGlite is one session
let turn = pglite.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ failed: reason(error) }),
);

/** The bytes PGlite writes back for `bytes`, copied out of its memory as they come. */
async function exchange(bytes) {
  const chunks = [];
  let length = 0;
  // the raw stream: PGlite's own execProtocol would also parse every answer, which the caller does
  await pglite.execProtocolRawStream(bytes, {
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0];
  // not Buffer.concat: a small Buffer may share the pool's memory, which the transfer would take away
  const answer = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    answer.set(chunk, offset);
    offset += chunk.length;
  }
  return answer;
}

/** A connection's startup message (no type byte: its length comes first, under 2^24). */
const isStartup = (bytes) => bytes[0] === 0;

const requests = {
  exchange: async ({ bytes }) => {
    // a new connection starts a new session, as on a server: what an earlier one left (an open
    // transaction, prepared statements, settings) is gone
    if (isStartup(bytes)) {
      if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
      await pglite.exec('DISCARD ALL');
    }
    return exchange(bytes);
  },
  // a copy of the whole database, as PGlite's dumpDataDir makes it (tests start from one)
  dump: async () => new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()),
  close: async () => {
    if (!pglite.closed) await pglite.close();
    return new Uint8Array(0);
  },
};

parentPort.on('message', (message) => {
  turn = turn.then(async () => {
    try {
      const bytes = await requests[message.kind](message);
      parentPort.postMessage({ id: message.id, bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort.postMessage({ id: message.id, failed: reason(error) });
    }
  });
});
