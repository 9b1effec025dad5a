// Photo-like test images: overlapping coloured discs on a background, different for each seed, so
// perceptual fingerprints can tell them apart the way they tell real photos apart.
import sharp from 'sharp';

export async function syntheticPhoto(seed: number, width = 800, height = 600): Promise<Uint8Array> {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const colour = () => `rgb(${Math.floor(next() * 256)},${Math.floor(next() * 256)},${Math.floor(next() * 256)})`;
  const discs = Array.from(
    { length: 12 },
    () =>
      `<circle cx="${next() * width}" cy="${next() * height}" r="${(0.05 + next() * 0.2) * width}" fill="${colour()}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour()}"/>${discs}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
}
