import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Staff edit coupons (issue 17, docs/decisions/023-coupon-editing.md): `discount_rules.version` is
 * raised by every save in the same `UPDATE ... WHERE version = ?` that writes it, so of two saves of
 * one version only one wins; `updated_at` tells the list when a rule last changed.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('discount_rules')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('discount_rules').addColumn('updated_at', 'varchar(30)').execute();
}
