import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Staff edit the catalog (issue 17, docs/decisions/021-product-editing.md):
 *
 * - `products.version`: raised by every save in the same `UPDATE ... WHERE version = ?` that writes
 *   it, so of two saves of one version only one wins (optimistic concurrency); `published` (a new
 *   product starts hidden; every seeded one is shown); `updated_at`.
 * - `product_texts.seo_title` and `seo_description`: the page title and meta description per language.
 * - `product_slug_history`: a slug a product had in a language, so its old URL answers a permanent
 *   redirect to the current one.
 * - `product_campaigns`: when a store's campaign list runs; without a row it always runs (the seed's).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('published', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('products').addColumn('updated_at', 'varchar(30)').execute();
  await db.schema
    .alterTable('product_texts')
    .addColumn('seo_title', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('product_texts')
    .addColumn('seo_description', 'text', (column) => column.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('product_slug_history')
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('slug', 'varchar(200)', (column) => column.notNull())
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('changed_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_slug_history_pk', ['locale', 'slug'])
    .execute();
  await db.schema
    .createIndex('product_slug_history_product_idx')
    .on('product_slug_history')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('product_campaigns')
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('starts_at', 'varchar(30)')
    .addColumn('ends_at', 'varchar(30)')
    .addPrimaryKeyConstraint('product_campaigns_pk', ['product_id', 'store_id'])
    .execute();
}
