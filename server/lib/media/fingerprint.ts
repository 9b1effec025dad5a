// Perceptual fingerprints of images (issue 7, part 3): a difference hash. The picture is shrunk to
// 9 x 8 grey pixels and each bit says whether a pixel is darker than its right neighbour, so a
// re-encoded, resized or slightly recoloured copy of a photo keeps (nearly) the same 64 bits.
import sharp from 'sharp';

/** Fingerprints at most this many bits apart are taken for the same photo. */
export const SAME_PHOTO_DISTANCE = 10;

const WIDTH = 9;
const HEIGHT = 8;

/** Fewer differing neighbours than this (either way) and a picture is too plain to tell apart from others. */
const PLAIN_PICTURE_BITS = 8;

/**
 * The 64-bit difference hash of an image, as a signed bigint (how PostgreSQL stores a bigint);
 * null for a picture too plain to fingerprint (one colour, a simple gradient), which would match any other.
 */
export async function differenceHash(image: Uint8Array): Promise<bigint | null> {
  const pixels = await sharp(image)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < HEIGHT; row++) {
    for (let column = 0; column < WIDTH - 1; column++) {
      const left = pixels[row * WIDTH + column]!;
      const right = pixels[row * WIDTH + column + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  const setBits = fingerprintDistance(hash, 0n);
  if (setBits < PLAIN_PICTURE_BITS || setBits > 64 - PLAIN_PICTURE_BITS) return null;
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits differ. */
export function fingerprintDistance(a: bigint, b: bigint): number {
  let difference = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (difference) {
    bits += Number(difference & 1n);
    difference >>= 1n;
  }
  return bits;
}
