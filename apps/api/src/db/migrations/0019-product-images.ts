import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Uploaded product photos (issue 17, docs/decisions/022-product-images.md). Every rendition's
 * bytes live in the database, keyed by the upload's content hash, width and format, so every
 * process on every machine serves the same files from one PostgreSQL; nothing is written to disk.
 * A product_images row links to its upload; the seeded rows keep null and their SVG drawing.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('image_files')
    .addColumn('hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('format', 'varchar(8)', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('content_type', 'varchar(40)', (column) => column.notNull())
    .addColumn('byte_size', 'integer', (column) => column.notNull())
    .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('image_files_pk', ['hash', 'width', 'format'])
    .execute();
  await db.schema.alterTable('product_images').addColumn('upload_hash', 'varchar(64)').execute();
  await db.schema.alterTable('product_images').addColumn('upload_format', 'varchar(8)').execute();
  await db.schema
    .createIndex('product_images_upload_idx')
    .on('product_images')
    .column('upload_hash')
    .execute();
}
