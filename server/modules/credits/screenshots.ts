// Payment screenshots stored before issue 14 live under public keys, which /media/<key> serves to
// anyone. This moves them to the private namespace: the bytes are copied to `private/<key>`, the
// request is pointed there, and the public file (with its srcset variants) is removed unless an ad
// or blog image has the very same key. Idempotent and safe with several processes running it.
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/client.ts';
import { variantKey, IMAGE_LIMITS } from '../../lib/media/images.ts';
import { PRIVATE_KEY_PREFIX, privateKeyOf, type MediaStorage } from '../../lib/media/storage.ts';

/** Answers how many credit requests it moved. */
export async function makeScreenshotsPrivate(db: Db, storage: MediaStorage): Promise<number> {
  const rows = await db.creditRequest.findMany({
    where: { NOT: { paymentScreenshot: { startsWith: PRIVATE_KEY_PREFIX } } },
    select: { id: true, paymentScreenshot: true },
  });
  const publicKeys = new Set<string>();
  for (const row of rows) {
    const key = row.paymentScreenshot;
    if (key === null) continue;
    const file = await storage.open(key);
    // a key that names no stored file still moves: its private twin is equally absent
    if (file) await storage.putAt(privateKeyOf(key), await buffer(file.stream));
    await db.creditRequest.updateMany({
      where: { id: row.id, paymentScreenshot: key },
      data: { paymentScreenshot: privateKeyOf(key) },
    });
    publicKeys.add(key);
  }
  for (const key of publicKeys) {
    const [adImages, blogImages] = await Promise.all([
      db.adImage.count({ where: { path: key } }),
      db.blogImage.count({ where: { path: key } }),
    ]);
    // the same bytes are also a public image: that file stays public, as it was uploaded there
    if (adImages + blogImages > 0) continue;
    await storage.remove(key);
    for (const width of IMAGE_LIMITS.variantWidths) await storage.remove(variantKey(key, width));
  }
  return rows.length;
}
