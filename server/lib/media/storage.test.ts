// The MediaStorage contract, one set of tests for each store: local disk, and S3 against a real
// S3-compatible server (s3rver) started here.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../errors.ts';
import { startS3Server, type TestS3Server } from '../../test/s3.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalDiskStorage, MediaStoreUnavailableError, mediaUrl, privateKeyOf, type MediaStorage } from './storage.ts';

let s3: TestS3Server;
const s3Stores: S3Storage[] = [];

beforeAll(async () => {
  s3 = await startS3Server(['media', 'other']);
});

afterAll(async () => {
  for (const store of s3Stores) store.close();
  await s3?.close();
});

function s3Storage(bucket = 'media'): S3Storage {
  const store = new S3Storage(s3.settings(bucket));
  s3Stores.push(store);
  return store;
}

const implementations: Array<[string, () => MediaStorage]> = [
  ['LocalDiskStorage', () => new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'directory-storage-')))],
  ['S3Storage', () => s3Storage()],
];

let counter = 0;
/** Bytes no other test stores, so each test starts from keys that do not exist yet. */
function uniqueBytes(): Uint8Array {
  counter += 1;
  return new TextEncoder().encode(`image ${counter} ${process.pid} ${Date.now()} ${Math.random()}`);
}

function keyOf(bytes: Uint8Array, extension = 'webp'): string {
  const digest = createHash('sha256').update(bytes).digest('hex');
  return `${digest.slice(0, 2)}/${digest.slice(2, 4)}/${digest}.${extension}`;
}

async function read(
  file: { stream: NodeJS.ReadableStream; size: number } | null,
): Promise<{ bytes: Buffer; size: number } | null> {
  return file && { bytes: await buffer(file.stream), size: file.size };
}

describe.each(implementations)('%s', (_name, makeStorage) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = makeStorage();
  });

  it('stores bytes under their content-addressed key and serves them with their size', async () => {
    const bytes = uniqueBytes();
    const key = await storage.put(bytes, '.WEBP');
    expect(key).toBe(keyOf(bytes));
    const file = await read(await storage.open(key));
    expect(file?.size).toBe(bytes.byteLength);
    expect(file?.bytes.equals(Buffer.from(bytes))).toBe(true);
  });

  it('answers the same key for the same bytes, and storing them again changes nothing', async () => {
    const bytes = uniqueBytes();
    const first = await storage.put(bytes, 'webp');
    expect(await storage.put(bytes, 'webp')).toBe(first);
    await storage.putAt(first, bytes);
    expect((await read(await storage.open(first)))?.bytes.equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses an extension that is not two to five letters or digits', async () => {
    await expect(storage.put(uniqueBytes(), 'we/bp')).rejects.toThrow(/extension/);
    await expect(storage.put(uniqueBytes(), 'x')).rejects.toThrow(/extension/);
  });

  it('stores a variant under a given key', async () => {
    const bytes = uniqueBytes();
    const variant = keyOf(bytes).replace(/\.webp$/, '-w320.webp');
    await storage.putAt(variant, bytes);
    expect((await read(await storage.open(variant)))?.bytes.equals(Buffer.from(bytes))).toBe(true);
  });

  it.each([
    '../etc/passwd',
    'ab/cd/not-a-digest.webp',
    '/abs/olute.webp',
    'private/../ab/cd/x.webp',
    `other/${'a'.repeat(64)}.webp`,
  ])('refuses to store under %s', async (key) => {
    await expect(storage.putAt(key, uniqueBytes())).rejects.toThrow(/Not a media key/);
  });

  it('answers null for a key that names nothing, or is no media key at all', async () => {
    expect(await storage.open(keyOf(uniqueBytes()))).toBeNull();
    expect(await storage.open('../../etc/passwd')).toBeNull();
    expect(await storage.open('')).toBeNull();
    expect(await storage.openPrivate(privateKeyOf(keyOf(uniqueBytes())))).toBeNull();
  });

  it('keeps private files out of the public namespace, and public ones out of the private', async () => {
    const bytes = uniqueBytes();
    const key = privateKeyOf(keyOf(bytes));
    await storage.putAt(key, bytes);
    expect(await storage.open(key)).toBeNull();
    expect(await storage.open(keyOf(bytes))).toBeNull();
    expect((await read(await storage.openPrivate(key)))?.bytes.equals(Buffer.from(bytes))).toBe(true);

    const publicKey = await storage.put(uniqueBytes(), 'webp');
    expect(await storage.openPrivate(publicKey)).toBeNull();
  });

  it('removes a file, public or private; removing it again or an unknown key is no error', async () => {
    const bytes = uniqueBytes();
    const key = await storage.put(bytes, 'webp');
    const privateKey = privateKeyOf(key);
    await storage.putAt(privateKey, bytes);
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    expect(await storage.openPrivate(privateKey)).not.toBeNull();
    await storage.remove(privateKey);
    expect(await storage.openPrivate(privateKey)).toBeNull();
    await storage.remove(key);
    await storage.remove('../not-a-key');
  });
});

describe('S3Storage', () => {
  it('keeps buckets apart', async () => {
    const key = await s3Storage('media').put(uniqueBytes(), 'webp');
    expect(await s3Storage('other').open(key)).toBeNull();
  });

  it('names where it is without its keys', () => {
    const store = s3Storage();
    expect(store.location).toBe(`s3://media at ${s3.endpoint}`);
    expect(store.location).not.toContain('S3RVER');
    expect(new S3Storage({ bucket: 'photos', region: 'ap-south-1', forcePathStyle: false }).location).toBe(
      's3://photos at AWS S3 (ap-south-1)',
    );
  });

  it('probes the bucket: up when it answers, one line saying why when not', async () => {
    await expect(s3Storage().probe()).resolves.toBeUndefined();
    await expect(s3Storage('missing-bucket').probe()).rejects.toThrow(
      'the bucket "missing-bucket" does not exist (create it, or correct S3_BUCKET)',
    );
  });

  describe('when the store does not answer', () => {
    let closedPort: number;
    let down: S3Storage;
    beforeAll(async () => {
      // a port that was free a moment ago and that nothing listens on
      const server: Server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      closedPort = (server.address() as { port: number }).port;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      down = new S3Storage({ ...s3.settings(), endpoint: `http://127.0.0.1:${closedPort}` });
      s3Stores.push(down);
    });

    it('fails a store with the user-facing unavailable error', async () => {
      const failure = await down.put(uniqueBytes(), 'webp').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MediaStoreUnavailableError);
      expect(failure).toBeInstanceOf(ServiceUnavailableError);
      expect((failure as Error).message).toBe(
        'Images cannot be stored right now. Nothing was saved; please try again in a few minutes.',
      );
    });

    it('fails a read as unavailable rather than as missing', async () => {
      await expect(down.open(keyOf(uniqueBytes()))).rejects.toThrow(MediaStoreUnavailableError);
      await expect(down.openPrivate(privateKeyOf(keyOf(uniqueBytes())))).rejects.toThrow(MediaStoreUnavailableError);
    });

    it('probes down with the connection error', async () => {
      await expect(down.probe()).rejects.toThrow(/ECONNREFUSED/);
    });
  });
});

describe('mediaUrl', () => {
  it('joins the origin and the key with one slash, forward slashes only', () => {
    expect(mediaUrl('https://example.in', 'ab/cd/f.webp')).toBe('https://example.in/media/ab/cd/f.webp');
    expect(mediaUrl('https://example.in//', '//ab/cd/f.webp')).toBe('https://example.in/media/ab/cd/f.webp');
    expect(mediaUrl('https://example.in/', 'ab\\cd\\f.webp')).toBe('https://example.in/media/ab/cd/f.webp');
    expect(mediaUrl('https://example.in', '\\ab\\f.webp')).toBe('https://example.in/media/ab/f.webp');
  });
});
