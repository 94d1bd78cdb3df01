import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('subscribed_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('unsubscribed_at', 'varchar(30)')
    .addPrimaryKeyConstraint('newsletter_subscribers_pk', ['email', 'locale'])
    .execute();
}
