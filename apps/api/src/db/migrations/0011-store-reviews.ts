import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { addIdColumn } from './columns.ts';

/** The customer reviews the store's review widget shows (GET /api/store-reviews). */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('store_reviews'), dialect)
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('author', 'varchar(100)', (column) => column.notNull())
    .addColumn('rating', 'integer', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('published_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('store_reviews_newest')
    .on('store_reviews')
    .columns(['store_id', 'published_at'])
    .execute();
}
