// Where uploaded files live. Local disk by default; an S3-compatible store can implement the
// same interface (DESIGN.md section 10). Names are content-addressed, so a URL never changes
// meaning and can be cached forever.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface MediaStorage {
  /** Stores bytes and answers their key, e.g. `ab/cd/abcd....webp`. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** Stores bytes under a key derived from another stored file (an image's resized variant). */
  putAt(key: string, bytes: Uint8Array): Promise<void>;
  /** A stream of the stored file and its size, or null when there is none (or the key is not a valid key). */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}(-w\d{2,4})?\.[a-z0-9]{2,5}$/;

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export class LocalDiskStorage implements MediaStorage {
  constructor(readonly root: string) {}

  async put(bytes: Uint8Array, extension: string): Promise<string> {
    const ext = extension.replace(/^\./, '').toLowerCase();
    if (!/^[a-z0-9]{2,5}$/.test(ext)) throw new Error(`Unsupported media extension: ${extension}`);
    const digest = createHash('sha256').update(bytes).digest('hex');
    const key = `${digest.slice(0, 2)}/${digest.slice(2, 4)}/${digest}.${ext}`;
    await this.putAt(key, bytes);
    return key;
  }

  async putAt(key: string, bytes: Uint8Array): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    const target = this.pathOf(key);
    if (existsSync(target)) return;
    await mkdir(dirname(target), { recursive: true });
    // Written whole to a temporary name, synced, then renamed: a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  }

  async open(key: string) {
    if (!isMediaKey(key)) return null;
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  async remove(key: string): Promise<void> {
    if (!isMediaKey(key)) return;
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
  return `${origin.replace(/\/+$/, '')}/media/${key.replace(/\\/g, '/').replace(/^\/+/, '')}`;
}
