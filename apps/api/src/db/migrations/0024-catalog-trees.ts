import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Related products staff pick in the product editor (issue 17, docs/decisions/026-catalog-trees.md):
 * shown first among a product page's related products, before the ones found by phone model and
 * category. Upsell offers already have their table (upsell_offers, migration 0004).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('product_related')
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('related_product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_related_pk', ['product_id', 'related_product_id'])
    .execute();
}
