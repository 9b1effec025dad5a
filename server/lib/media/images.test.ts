import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TooLargeError, UnsupportedMediaError, ValidationError } from '../errors.ts';
import { IMAGE_LIMITS, imageSources, storeImage, variantKey } from './images.ts';
import { LocalDiskStorage } from './storage.ts';

const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'directory-images-')));

async function jpegWithGps(width: number, height: number) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#c06040' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret-owner', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' },
      })
      .toBuffer(),
  );
}

describe('storeImage', () => {
  it('re-encodes as WebP at most 1600 px, without metadata, with narrower variants', async () => {
    const stored = await storeImage(storage, await jpegWithGps(3200, 1600));
    expect(stored).toMatchObject({ width: 1600, height: 800, key: expect.stringMatching(/\.webp$/) });
    const file = await storage.open(stored.key);
    const bytes = await new Response(file!.stream as unknown as ReadableStream).arrayBuffer();
    const meta = await sharp(Buffer.from(bytes)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    for (const width of [320, 640, 1280]) {
      const variant = await storage.open(variantKey(stored.key, width));
      expect(variant).not.toBeNull();
    }
    expect(imageSources('http://api.test', { path: stored.key, width: stored.width }).srcSet).toContain(
      '-w640.webp 640w',
    );
  });

  it('does not enlarge a small image, and makes only the variants narrower than it', async () => {
    const stored = await storeImage(storage, await jpegWithGps(500, 400));
    expect(stored).toMatchObject({ width: 500, height: 400 });
    expect(await storage.open(variantKey(stored.key, 320))).not.toBeNull();
    expect(await storage.open(variantKey(stored.key, 640))).toBeNull();
  });

  it('refuses a file that is not an image, even named .jpg, and stores nothing', async () => {
    const fake = {
      name: 'photo.jpg',
      size: 20,
      arrayBuffer: async () => new TextEncoder().encode('<?php echo "hi"; ?>').buffer as ArrayBuffer,
    };
    await expect(storeImage(storage, fake)).rejects.toThrow(UnsupportedMediaError);
  });

  it('refuses an upload over the size limit before reading it', async () => {
    let read = false;
    const huge = {
      name: 'big.jpg',
      size: 30 * 1024 * 1024,
      arrayBuffer: async () => ((read = true), new ArrayBuffer(0)),
    };
    await expect(storeImage(storage, huge)).rejects.toThrow(TooLargeError);
    expect(read).toBe(false);
    expect(IMAGE_LIMITS.maxBytes).toBeLessThan(30 * 1024 * 1024);
  });

  it('refuses an empty file and a decompression bomb', async () => {
    await expect(storeImage(storage, new Uint8Array())).rejects.toThrow(ValidationError);
    const bomb = new Uint8Array(
      await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    await expect(storeImage(storage, bomb)).rejects.toThrow(TooLargeError);
  });
});
