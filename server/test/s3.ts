// A real S3-compatible server (s3rver) for tests: on a free port, its objects in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/media/s3-storage.ts';

export interface TestS3Server {
  endpoint: string;
  /** Settings for one of its buckets (made at start), as MEDIA_STORE=s3 would give them. */
  settings(bucket?: string): S3Settings;
  /** The same as environment variables, for loadConfig and startServer. */
  env(bucket?: string): Record<string, string>;
  /** Connections open to it now (in use or kept alive), to tell whether a client lets go of them. */
  connections(): Promise<number>;
  close(): Promise<void>;
}

/** s3rver's own account: it checks signatures, so requests must be signed with these keys. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(buckets: string[] = ['media']): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'directory-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket = buckets[0]!) => ({
      bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    }),
    env: (bucket = buckets[0]!) => ({
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    connections: () =>
      new Promise((resolve, reject) =>
        (server as unknown as { httpServer: Server }).httpServer.getConnections((error, count) =>
          error ? reject(error) : resolve(count),
        ),
      ),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
