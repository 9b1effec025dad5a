// Where uploaded files live. Local disk by default; an S3-compatible bucket with MEDIA_STORE=s3
// (./s3-storage.ts, chosen by ./stores.ts). Names are content-addressed, so a URL never changes
// meaning and can be cached forever. Private files (payment screenshots) live under `private/`,
// a namespace `open` (the public /media/* route) never serves; see ./private-media.ts.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { ServiceUnavailableError } from '../errors.ts';

export interface MediaStorage {
  /** Stores bytes and answers their key, e.g. `ab/cd/abcd....webp`. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** Stores bytes under a given key, public or private (an image's resized variant, a private image). */
  putAt(key: string, bytes: Uint8Array): Promise<void>;
  /** A stream of the stored public file and its size, or null when there is none (or the key is not a public key). */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The same for a private key (`private/...`), or null for any other key. */
  openPrivate(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** The store does not answer (a bucket unreachable, a shared folder gone): nothing was stored or read. */
export class MediaStoreUnavailableError extends ServiceUnavailableError {
  constructor(operation: 'store' | 'read', options?: { cause?: unknown }) {
    super(
      operation === 'store'
        ? 'Images cannot be stored right now. Nothing was saved; please try again in a few minutes.'
        : 'This image cannot be shown right now. Please try again in a few minutes.',
    );
    this.name = 'MediaStoreUnavailableError';
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}(-w\d{2,4})?\.[a-z0-9]{2,5}$/;

/** The namespace of files served only through signed URLs. */
export const PRIVATE_KEY_PREFIX = 'private/';

/** A public key: what /media/<key> serves. */
export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A private key: `private/` and a public key's shape. */
export function isPrivateMediaKey(key: string): boolean {
  return key.startsWith(PRIVATE_KEY_PREFIX) && KEY_PATTERN.test(key.slice(PRIVATE_KEY_PREFIX.length));
}

/** The private key of the same bytes as a public key. */
export function privateKeyOf(key: string): string {
  return isPrivateMediaKey(key) ? key : `${PRIVATE_KEY_PREFIX}${key}`;
}

/** A public or private key: what `putAt` accepts. */
export function isStoredKey(key: string): boolean {
  return isMediaKey(key) || isPrivateMediaKey(key);
}

/** The content-addressed public key of `bytes`: `ab/cd/<sha-256>.<extension>`. */
export function contentKey(bytes: Uint8Array, extension: string): string {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{2,5}$/.test(ext)) throw new Error(`Unsupported media extension: ${extension}`);
  const digest = createHash('sha256').update(bytes).digest('hex');
  return `${digest.slice(0, 2)}/${digest.slice(2, 4)}/${digest}.${ext}`;
}

/** An error of the file system itself (disk full, read-only, a network share gone), rather than of our code. */
function isFileSystemError(error: unknown): boolean {
  return typeof (error as NodeJS.ErrnoException | null)?.code === 'string';
}

export class LocalDiskStorage implements MediaStorage {
  constructor(
    readonly root: string,
    /** Told of each failure of the disk, so an operator sees why uploads or /media fail. */
    private readonly onError?: (error: unknown, operation: string, key: string) => void,
  ) {}

  async put(bytes: Uint8Array, extension: string): Promise<string> {
    const key = contentKey(bytes, extension);
    await this.putAt(key, bytes);
    return key;
  }

  async putAt(key: string, bytes: Uint8Array): Promise<void> {
    if (!isStoredKey(key)) throw new Error(`Not a media key: ${key}`);
    const target = this.pathOf(key);
    if (existsSync(target)) return;
    try {
      await this.write(target, bytes);
    } catch (error) {
      if (!isFileSystemError(error)) throw error;
      this.onError?.(error, 'put', key);
      throw new MediaStoreUnavailableError('store', { cause: error });
    }
  }

  private async write(target: string, bytes: Uint8Array): Promise<void> {
    await mkdir(dirname(target), { recursive: true });
    // Written whole to a temporary name, synced, then renamed: a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    } catch (error) {
      // a disk that filled up mid-write keeps no half file
      await rm(temporary, { force: true }).catch(() => {});
      throw error;
    }
  }

  async open(key: string) {
    return isMediaKey(key) ? this.openFile(key) : null;
  }

  async openPrivate(key: string) {
    return isPrivateMediaKey(key) ? this.openFile(key) : null;
  }

  private async openFile(key: string) {
    const path = this.pathOf(key);
    const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      this.onError?.(error, 'get', key);
      throw new MediaStoreUnavailableError('read', { cause: error });
    });
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  async remove(key: string): Promise<void> {
    if (!isStoredKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('Media key escapes the media folder');
    return path;
  }
}

/** The absolute address of a stored file on the API host, always with forward slashes (SPEC section 1). */
export function mediaUrl(origin: string, key: string): string {
  // a listing's page asks about thirty: the keys the store writes, and the configured origin, need no cleaning
  const base = origin.endsWith('/') ? origin.replace(/\/+$/, '') : origin;
  const path = key.includes('\\') || key.startsWith('/') ? key.replace(/\\/g, '/').replace(/^\/+/, '') : key;
  return `${base}/media/${path}`;
}
