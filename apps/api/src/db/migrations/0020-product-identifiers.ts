import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Product identifiers for the merchant feed (issue 17): `products.gtin` (8, 12, 13 or 14 digits with
 * a GS1 check digit, checked by the domain's `checkGtin` before it is written; an EAN-13 is a
 * GTIN-13) and `products.mpn` (the maker's part number). Both may be missing: a feed item with
 * neither, nor an mpn with a brand, says identifier_exists no.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('products').addColumn('gtin', 'varchar(14)').execute();
  await db.schema.alterTable('products').addColumn('mpn', 'varchar(70)').execute();
}
