// Media in an S3-compatible bucket (MEDIA_STORE=s3): AWS S3, Cloudflare R2, MinIO. The same keys as
// on local disk are the objects' names, private ones under `private/` in the same bucket, which must
// therefore not be publicly readable: visitors get every file through the app's /media/* route.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Dependency } from '../dependencies.ts';
import {
  contentKey,
  isMediaKey,
  isPrivateMediaKey,
  isStoredKey,
  MediaStoreUnavailableError,
  type MediaStorage,
} from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** The S3 API's address (R2, MinIO...); unset for AWS S3, whose address follows from the region. */
  endpoint?: string;
  region: string;
  /** http://host/bucket/key rather than http://bucket.host/key (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface S3StorageOptions {
  /** Told of each failed call to the store, so an operator sees why uploads or /media fail. */
  onError?: (error: unknown, operation: string, key: string) => void;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

export class S3Storage implements MediaStorage {
  private readonly client: S3Client;

  constructor(
    readonly settings: S3Settings,
    private readonly options: S3StorageOptions = {},
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // checksums only where the API demands them: R2 and older MinIO refuse some of the SDK's newer defaults
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // a store that does not answer fails the request in seconds instead of holding it
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
      maxAttempts: 3,
    });
  }

  /** Where the store is, without credentials: `s3://bucket at endpoint`. */
  get location(): string {
    return `s3://${this.settings.bucket} at ${this.settings.endpoint ?? `AWS S3 (${this.settings.region})`}`;
  }

  async put(bytes: Uint8Array, extension: string): Promise<string> {
    const key = contentKey(bytes, extension);
    await this.putAt(key, bytes);
    return key;
  }

  async putAt(key: string, bytes: Uint8Array): Promise<void> {
    if (!isStoredKey(key)) throw new Error(`Not a media key: ${key}`);
    // An object appears whole or not at all (S3 has no half-written objects), and a key names its
    // content, so writing it again is harmless: no check first, one round trip.
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        }),
      );
    } catch (error) {
      this.options.onError?.(error, 'put', key);
      throw new MediaStoreUnavailableError('store', { cause: error });
    }
  }

  async open(key: string) {
    return isMediaKey(key) ? this.openObject(key) : null;
  }

  async openPrivate(key: string) {
    return isPrivateMediaKey(key) ? this.openObject(key) : null;
  }

  private async openObject(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      this.options.onError?.(error, 'get', key);
      throw new MediaStoreUnavailableError('read', { cause: error });
    }
  }

  async remove(key: string): Promise<void> {
    if (!isStoredKey(key)) return;
    try {
      // S3 answers a deletion of an absent object as done
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      this.options.onError?.(error, 'delete', key);
      throw new MediaStoreUnavailableError('store', { cause: error });
    }
  }

  /** Resolves when the bucket answers and these keys may use it; rejects with one line saying why not. */
  async probe(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      throw new Error(probeFailure(error, this.settings.bucket), { cause: error });
    }
  }

  /** The store as a dependency of the process: probed at start and on /healthz (lib/dependencies.ts). */
  asDependency(): Dependency {
    return { name: 'media store', location: this.location, probe: () => this.probe() };
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** HeadBucket answers without a body, so the SDK's own message is often just 'UnknownError'. */
function probeFailure(error: unknown, bucket: string): string {
  switch (statusOf(error)) {
    case 404:
      return `the bucket "${bucket}" does not exist (create it, or correct S3_BUCKET)`;
    case 401:
    case 403:
      return `access to the bucket "${bucket}" is refused (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the account's rights)`;
    case 301:
      return `the bucket "${bucket}" is in another region than S3_REGION`;
  }
  const message = error instanceof Error ? error.message : String(error);
  // Node's connection errors to a name with several addresses (localhost) come as an AggregateError without a message
  const code = (error as { code?: string } | null)?.code;
  return (message || code || (error instanceof Error ? error.name : 'no answer')).split('\n')[0]!;
}
