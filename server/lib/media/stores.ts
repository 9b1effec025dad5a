// The one place the media store is chosen (MEDIA_STORE): the server, the seed command and the
// periodic work all get theirs here, so they always write where /media/* reads.
import type { Dependency } from '../dependencies.ts';
import { S3Storage, type S3Settings } from './s3-storage.ts';
import { LocalDiskStorage, type MediaStorage } from './storage.ts';

/** Where uploaded images are kept (MEDIA_STORE): the local folder, or an S3-compatible bucket. */
export type MediaStoreSetting = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export interface MediaStore {
  storage: MediaStorage;
  /** The store to probe at start and on /healthz, when it is shared infrastructure (a bucket). */
  dependency?: Dependency;
  /** Lets go of its connections. */
  close(): void;
}

export function createMediaStore(
  config: { mediaDir: string; mediaStore: MediaStoreSetting },
  logger?: { warn(details: object, message: string): void },
): MediaStore {
  const onError = (error: unknown, operation: string, key: string) =>
    logger?.warn({ err: error, operation, key, store: config.mediaStore.kind }, 'the media store failed a call');
  if (config.mediaStore.kind === 'local')
    return { storage: new LocalDiskStorage(config.mediaDir, onError), close: () => {} };
  const { kind: _kind, ...settings } = config.mediaStore;
  const storage = new S3Storage(settings, { onError });
  return { storage, dependency: storage.asDependency(), close: () => storage.close() };
}
