import { describe, expect, it } from 'vitest';
import { isUpload, MAX_UPLOAD_BYTES } from './uploads.ts';

describe('isUpload', () => {
  it('takes a web File, a Blob, raw bytes, or anything with a size and readable bytes', () => {
    expect(isUpload(new File([new Uint8Array([1, 2])], 'photo.png', { type: 'image/png' }))).toBe(true);
    expect(isUpload(new Blob([new Uint8Array([1])]))).toBe(true);
    expect(isUpload(new Uint8Array([1, 2, 3]))).toBe(true);
    expect(isUpload(new Uint8Array())).toBe(true);
    expect(isUpload({ size: 3, arrayBuffer: async () => new ArrayBuffer(3) })).toBe(true);
  });

  it('refuses text, numbers, nothing, lists and look-alikes', () => {
    for (const value of [
      undefined,
      null,
      'photo.png',
      'data:image/png;base64,AAAA',
      42,
      true,
      {},
      [],
      [new Uint8Array([1])],
      new ArrayBuffer(3),
      { size: '3', arrayBuffer: async () => new ArrayBuffer(3) },
      { size: 3, arrayBuffer: new ArrayBuffer(3) },
      { size: 3 },
      { arrayBuffer: async () => new ArrayBuffer(3) },
    ]) {
      expect(isUpload(value), String(value)).toBe(false);
    }
  });
});

describe('MAX_UPLOAD_BYTES', () => {
  it('is 10 MB, the limit the messages name', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });
});
