// Uploaded files as services receive them, and the one check that a value is one. What a file may
// contain (decodable image formats, pixels, emptiness) is decided where it is stored: lib/media/images.ts.

/** Bytes of one uploaded file: a longer one is refused (the image pipeline, and the request-body limits built on it). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** What a caller passes: a web File (GraphQL multipart, REST form data) or raw bytes. */
export type ImageUpload = { name?: string; size: number; arrayBuffer(): Promise<ArrayBuffer> } | Uint8Array;

/** Whether `value` is an uploaded file (anything with a size and readable bytes) or raw bytes. */
export function isUpload(value: unknown): value is ImageUpload {
  if (value instanceof Uint8Array) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { size?: unknown; arrayBuffer?: unknown };
  return typeof candidate.size === 'number' && typeof candidate.arrayBuffer === 'function';
}
