// The one place the media store is chosen (MEDIA_STORE): the server, the seed command and the
// periodic work all get theirs here, so they always write where /media/* reads.
import type { Config } from '../../config.ts';
import type { Dependency } from '../dependencies.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalDiskStorage, type MediaStorage } from './storage.ts';

export interface MediaStore {
  storage: MediaStorage;
  /** The store to probe at start and on /healthz, when it is shared infrastructure (a bucket). */
  dependency?: Dependency;
  /** Lets go of its connections. */
  close(): void;
}

export function createMediaStore(
  config: Pick<Config, 'mediaDir' | 'mediaStore'>,
  logger?: { warn(details: object, message: string): void },
): MediaStore {
  const onError = (error: unknown, operation: string, key: string) =>
    logger?.warn({ err: error, operation, key, store: config.mediaStore.kind }, 'the media store failed a call');
  if (config.mediaStore.kind === 'local') return { storage: new LocalDiskStorage(config.mediaDir, onError), close: () => {} };
  const { kind: _kind, ...settings } = config.mediaStore;
  const storage = new S3Storage(settings, { onError });
  return { storage, dependency: storage.asDependency(), close: () => storage.close() };
}
