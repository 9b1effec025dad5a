// The image pipeline of docs/architecture.md section 7, used by ads, blogs and credit requests: every upload
// is decoded (anything that does not decode is refused), turned upright, stripped of metadata
// (EXIF, GPS), re-encoded as WebP at most 1600 px, with narrower variants for srcset. An ad's photo
// may carry the site's mark (./watermark.ts, issue 31) on every public copy; its unmarked image is then
// kept under the private namespace, at the private key of its public key (privateKeyOf), never served.
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { TooLargeError, UnsupportedMediaError, ValidationError } from '../errors.ts';
import { MAX_UPLOAD_BYTES, type ImageUpload } from '../uploads.ts';
import { differenceHash } from './fingerprint.ts';
import { contentKey, mediaUrl, privateKeyOf, type MediaStorage } from './storage.ts';
import { watermarkOverlay } from './watermark.ts';

export const IMAGE_LIMITS = {
  /** bytes of one uploaded file */
  maxBytes: MAX_UPLOAD_BYTES,
  /** decoded pixels (width x height) of one upload: refuses decompression bombs */
  maxPixels: 40_000_000,
  /** longest side of the stored image */
  maxSide: 1600,
  /** widths of the resized variants, when narrower than the image */
  variantWidths: [320, 640, 1280] as const,
};

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

export interface StoredImage {
  key: string;
  width: number;
  height: number;
  /** perceptual fingerprint of the picture (media/fingerprint.ts); null for a picture too plain to tell apart */
  fingerprint: bigint | null;
}

export interface StoreImageOptions {
  /** throws to refuse the picture by its fingerprint, before anything is stored */
  vetFingerprint?: (fingerprint: bigint) => Promise<void>;
  /** stores the image under the private namespace (served only by signed URL), without srcset variants */
  private?: boolean;
  /**
   * the text drawn on every public copy (the site's name), or null for none; the unmarked image is then
   * stored at the private key of the public one. Ignored for a private image.
   */
  watermark?: string | null;
}

export function tooLargeMessage(): string {
  return `Each image must be at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB.`;
}

async function bytesOf(upload: ImageUpload): Promise<Uint8Array> {
  const size = upload instanceof Uint8Array ? upload.byteLength : upload.size;
  if (size > IMAGE_LIMITS.maxBytes) throw new TooLargeError(tooLargeMessage());
  if (size === 0) throw new ValidationError('The uploaded file is empty.');
  return upload instanceof Uint8Array ? upload : new Uint8Array(await upload.arrayBuffer());
}

/** An image decoded, cleaned and vetted, not yet stored (prepareImage); storePreparedImage stores it. */
export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
  fingerprint: bigint | null;
  private: boolean;
  /** the mark its public copies carry (null: none) */
  watermark: string | null;
}

/** Decodes, cleans and stores one image; nothing is stored when it is refused. */
export async function storeImage(
  storage: MediaStorage,
  upload: ImageUpload,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  return storePreparedImage(storage, await prepareImage(upload, options));
}

/**
 * Decodes, cleans and vets one image without storing anything: a caller with several images (an ad's
 * edit) prepares them all, and stores them only once every one and the rest of the request passed.
 */
export async function prepareImage(
  upload: ImageUpload,
  { vetFingerprint, private: isPrivate = false, watermark = null }: StoreImageOptions = {},
): Promise<PreparedImage> {
  const bytes = await bytesOf(upload);
  const options = { failOn: 'error' as const, limitInputPixels: IMAGE_LIMITS.maxPixels };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch (error) {
    throw refusal(error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnsupportedMediaError();

  let full: { data: Buffer; info: OutputInfo };
  try {
    full = await sharp(bytes, options)
      .rotate()
      .resize({ width: IMAGE_LIMITS.maxSide, height: IMAGE_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refusal(error);
  }
  const fingerprint = await differenceHash(full.data);
  if (fingerprint !== null) await vetFingerprint?.(fingerprint);
  return {
    data: full.data,
    width: full.info.width,
    height: full.info.height,
    fingerprint,
    private: isPrivate,
    watermark: isPrivate ? null : watermark?.trim() || null,
  };
}

/** Stores an image prepareImage accepted, with its srcset variants unless it is private. */
export async function storePreparedImage(storage: MediaStorage, image: PreparedImage): Promise<StoredImage> {
  const { data, width, height, fingerprint } = image;
  if (image.private) {
    const key = privateKeyOf(contentKey(data, 'webp'));
    await storage.putAt(key, data);
    return { key, width, height, fingerprint };
  }
  const mark = image.watermark;
  // each copy is marked at its own size, from the unmarked image
  const marked = (pipeline: Sharp, copyWidth: number, copyHeight: number) => {
    const overlay = mark ? watermarkOverlay(mark, copyWidth, copyHeight) : null;
    return overlay ? pipeline.composite([overlay]) : pipeline;
  };
  const variants = await Promise.all(
    variantWidths(width).map(async (variantWidth) => ({
      width: variantWidth,
      data: await marked(
        sharp(data).resize({ width: variantWidth }),
        variantWidth,
        Math.round((height * variantWidth) / width),
      )
        .webp({ quality: 75 })
        .toBuffer(),
    })),
  );
  const fullOverlay = mark ? watermarkOverlay(mark, width, height) : null;
  const shown = fullOverlay ? await sharp(data).composite([fullOverlay]).webp({ quality: 80 }).toBuffer() : data;
  // The unmarked image and the variants first: once the main key exists, everything it implies exists too.
  const key = contentKey(shown, 'webp');
  if (shown !== data) await storage.putAt(privateKeyOf(key), data);
  for (const variant of variants) await storage.putAt(variantKey(key, variant.width), variant.data);
  await storage.putAt(key, shown);
  return { key, width, height, fingerprint };
}

/** The private key of a public image's unmarked original (kept when its public copies carry the site's mark). */
export function unmarkedOriginalKey(key: string): string {
  return privateKeyOf(key);
}

function refusal(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new TooLargeError('The image is too large: at most 40 megapixels.');
  return new UnsupportedMediaError();
}

export function variantWidths(width: number): number[] {
  return IMAGE_LIMITS.variantWidths.filter((candidate) => candidate < width);
}

export function variantKey(key: string, width: number): string {
  return key.replace(/\.webp$/, `-w${width}.webp`);
}

/** The absolute URL of a stored image (its full size). */
export function imageUrl(origin: string, image: { path: string }): string {
  return mediaUrl(origin, image.path);
}

/** The absolute URL of a stored image and its srcset (variants plus the full image). */
export function imageSources(origin: string, image: { path: string; width: number | null }) {
  const url = imageUrl(origin, image);
  if (!image.width || !image.path.endsWith('.webp')) return { url, srcSet: '' };
  const entries = variantWidths(image.width).map(
    (width) => `${mediaUrl(origin, variantKey(image.path, width))} ${width}w`,
  );
  entries.push(`${url} ${image.width}w`);
  return { url, srcSet: entries.join(', ') };
}
