import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { syntheticPhoto } from '../../test/photos.ts';
import { differenceHash } from './fingerprint.ts';
import {
  IMAGE_LIMITS,
  prepareImage,
  storeImage,
  storePreparedImage,
  unmarkedOriginalKey,
  variantKey,
} from './images.ts';
import { LocalDiskStorage, privateKeyOf, type MediaStorage } from './storage.ts';
import { watermarkOverlay } from './watermark.ts';

const newStorage = () => new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'directory-watermark-')));
const MARK = 'Companion Directory';

async function read(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const file = key.startsWith('private/') ? await storage.openPrivate(key) : await storage.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixels(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The share of pixels inside a region (fractions of the picture) where two same-sized pictures clearly differ. */
function changedShare(
  a: Pixels,
  b: Pixels,
  region: { left: number; top: number; right: number; bottom: number },
): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let changed = 0;
  let count = 0;
  for (let y = Math.floor(region.top * a.height); y < Math.floor(region.bottom * a.height); y++) {
    for (let x = Math.floor(region.left * a.width); x < Math.floor(region.right * a.width); x++) {
      const index = (y * a.width + x) * 3;
      const most = Math.max(
        ...[0, 1, 2].map((channel) => Math.abs(a.data[index + channel]! - b.data[index + channel]!)),
      );
      if (most > 40) changed += 1;
      count += 1;
    }
  }
  return changed / count;
}

// where the mark is drawn, and a corner it never touches
const MARK_CORNER = { left: 0.5, top: 0.88, right: 1, bottom: 1 };
const FAR_CORNER = { left: 0, top: 0, right: 0.4, bottom: 0.4 };

describe("the site's mark on public photos", () => {
  it('marks the bottom right corner of the full image and of every variant, and nothing else', async () => {
    const photo = await syntheticPhoto(31, 1600, 1200);
    const storage = newStorage();
    const plain = await storeImage(storage, photo);
    const marked = await storeImage(storage, photo, { watermark: MARK });
    expect(marked.key).not.toBe(plain.key);
    expect([marked.width, marked.height]).toEqual([plain.width, plain.height]);

    for (const width of [null, ...IMAGE_LIMITS.variantWidths]) {
      const keyOf = (key: string) => (width === null ? key : variantKey(key, width));
      const [withMark, without] = await Promise.all([
        read(storage, keyOf(marked.key)),
        read(storage, keyOf(plain.key)),
      ]);
      const [a, b] = await Promise.all([pixels(withMark!), pixels(without!)]);
      const inCorner = changedShare(a, b, MARK_CORNER);
      const elsewhere = changedShare(a, b, FAR_CORNER);
      // the letters' strokes change a few percent of the corner's pixels, lossy encoding none elsewhere
      expect({ width, drawn: inCorner > 0.02 }).toEqual({ width, drawn: true });
      expect({ width, untouched: elsewhere < 0.001 }).toEqual({ width, untouched: true });
    }
  });

  it('keeps the unmarked original privately, byte for byte the image an unmarked upload stores', async () => {
    const photo = await syntheticPhoto(32, 1200, 900);
    const storage = newStorage();
    const marked = await storeImage(storage, photo, { watermark: MARK });
    const plainStorage = newStorage();
    const plain = await storeImage(plainStorage, photo);
    const original = await read(storage, unmarkedOriginalKey(marked.key));
    expect(unmarkedOriginalKey(marked.key)).toBe(privateKeyOf(marked.key));
    expect(original).not.toBeNull();
    expect(original!.equals((await read(plainStorage, plain.key))!)).toBe(true);
    // never served publicly
    expect(await storage.open(unmarkedOriginalKey(marked.key))).toBeNull();
    // the fingerprint is the photo's, not the mark's: blocking and stolen-photo checks see the same picture
    expect(marked.fingerprint).toBe(plain.fingerprint);
    expect(await differenceHash(original!)).toBe(plain.fingerprint);
  });

  it('with the setting off, stores exactly what it stored before the mark existed, and no private copy', async () => {
    const photo = await syntheticPhoto(33, 900, 700);
    const storage = newStorage();
    const off = await storeImage(storage, photo, { watermark: null });
    const before = await storeImage(newStorage(), photo);
    expect(off.key).toBe(before.key);
    expect(await read(storage, privateKeyOf(off.key))).toBeNull();
    const blank = await storeImage(storage, photo, { watermark: '   ' });
    expect(blank.key).toBe(before.key);
  });

  it('never marks a private image (a payment screenshot)', async () => {
    const photo = await syntheticPhoto(34, 800, 600);
    const storage = newStorage();
    const screenshot = await storeImage(storage, photo, { private: true, watermark: MARK });
    const unmarked = await storeImage(storage, photo, { private: true });
    expect(screenshot.key).toBe(unmarked.key);
  });

  it('prepares without storing: the mark is drawn only when the prepared image is stored', async () => {
    const storage = newStorage();
    const prepared = await prepareImage(await syntheticPhoto(35, 700, 500), { watermark: MARK });
    expect(prepared.watermark).toBe(MARK);
    const stored = await storePreparedImage(storage, prepared);
    expect(await read(storage, unmarkedOriginalKey(stored.key))).toEqual(prepared.data);
  });

  it('draws any site name safely: markup, quotes and long names; a tiny picture carries none', async () => {
    const storage = newStorage();
    const photo = await syntheticPhoto(36, 640, 480);
    for (const name of ['<svg onload="x"> & \'Co\' </text>', 'दिल्ली साथी', 'A'.repeat(60), 'Line\u0000break\nname']) {
      const stored = await storeImage(storage, photo, { watermark: name });
      expect(await read(storage, stored.key)).not.toBeNull();
    }
    const tiny = new Uint8Array(
      await sharp({ create: { width: 30, height: 20, channels: 3, background: '#808080' } })
        .png()
        .toBuffer(),
    );
    const small = await storeImage(storage, tiny, { watermark: MARK });
    expect(await read(storage, privateKeyOf(small.key))).toBeNull();
    expect(watermarkOverlay(MARK, 30, 20)).toBeNull();
    expect(watermarkOverlay('', 800, 600)).toBeNull();
  });
});
