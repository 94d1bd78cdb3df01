import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ImageRendition } from '../images/process-upload.ts';

/** Stores the renditions of an upload that are not stored yet (the same photo twice is stored once). */
export async function storeImageFiles(
  db: Kysely<Database>,
  hash: string,
  renditions: readonly ImageRendition[],
  now: Date,
): Promise<void> {
  const stored = await db
    .selectFrom('image_files')
    .select(['width', 'format'])
    .where('hash', '=', hash)
    .execute();
  const have = new Set(stored.map((row) => `${row.width}.${row.format}`));
  for (const rendition of renditions) {
    if (have.has(`${rendition.width}.${rendition.format}`)) continue;
    await db
      .insertInto('image_files')
      .values({
        hash,
        width: rendition.width,
        format: rendition.format,
        height: rendition.height,
        content_type: rendition.contentType,
        byte_size: rendition.bytes.length,
        bytes: rendition.bytes,
        created_at: now.toISOString(),
      })
      .execute();
  }
}

export async function findImageFile(
  db: Kysely<Database>,
  key: { hash: string; width: number; format: string },
): Promise<{ bytes: Buffer; content_type: string } | undefined> {
  const row = await db
    .selectFrom('image_files')
    .select(['bytes', 'content_type'])
    .where('hash', '=', key.hash)
    .where('width', '=', key.width)
    .where('format', '=', key.format)
    .executeTakeFirst();
  return row && { bytes: Buffer.from(row.bytes), content_type: row.content_type };
}

/** Drops the renditions of an upload no product image uses any more. */
export async function deleteUnusedImageFiles(db: Kysely<Database>, hash: string): Promise<void> {
  const used = await db
    .selectFrom('product_images')
    .select('id')
    .where('upload_hash', '=', hash)
    .limit(1)
    .executeTakeFirst();
  if (!used) await db.deleteFrom('image_files').where('hash', '=', hash).execute();
}
