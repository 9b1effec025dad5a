import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrCodePath, upiPayUri } from './upi.ts';

/** Draws the path as a PNG, as a phone's camera would see the screen, and reads it back. */
async function decode(path: string, size: number): Promise<string | undefined> {
  const scale = 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size * scale}" height="${size * scale}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data;
}

describe('the UPI payment request', () => {
  it('is the NPCI deep link with the payee, the amount in rupees and paise, INR and a note, each encoded', () => {
    expect(
      upiPayUri({
        upiId: 'companion.directory@okhdfc',
        payeeName: 'Companion Directory & Co',
        amount: 1500,
        note: 'Companion Directory credits',
      }),
    ).toBe(
      'upi://pay?pa=companion.directory%40okhdfc&pn=Companion%20Directory%20%26%20Co&am=1500.00&cu=INR&tn=Companion%20Directory%20credits',
    );
  });

  it('leaves the amount out while there is none: the payer types it in their app', () => {
    expect(upiPayUri({ upiId: 'payments@ybl', payeeName: 'Directory', amount: null, note: 'Directory credits' })).toBe(
      'upi://pay?pa=payments%40ybl&pn=Directory&cu=INR&tn=Directory%20credits',
    );
  });

  it('draws a QR code that a scanner reads back as exactly that link', async () => {
    const uri = upiPayUri({
      upiId: 'payments@ybl',
      payeeName: 'Companion Directory',
      amount: 250,
      note: 'Companion Directory credits',
    });
    const { size, path } = qrCodePath(uri);
    expect(await decode(path, size)).toBe(uri);
    // another amount is another code
    const other = qrCodePath(
      upiPayUri({
        upiId: 'payments@ybl',
        payeeName: 'Companion Directory',
        amount: 251,
        note: 'Companion Directory credits',
      }),
    );
    expect(other.path).not.toBe(path);
  });
});
