import { type Kysely, sql } from 'kysely';

/**
 * The payment methods each store offers (docs/decisions/016): a comma-separated list of method
 * codes in the order checkout shows them. The Dutch store has no invoice (docs/decisions/003);
 * the back office makes the list editable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('store_settings')
    .addColumn('payment_methods', 'varchar(200)', (column) =>
      column.notNull().defaultTo('invoice,card,pay-later'),
    )
    .execute();
  await sql`update store_settings set payment_methods = 'card,pay-later' where store_id = 6`.execute(db);
}
