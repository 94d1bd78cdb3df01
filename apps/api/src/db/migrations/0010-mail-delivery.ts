import type { Kysely } from 'kysely';

/**
 * Delivery of the outbox over SMTP (decision 009): how often a mail was tried, until when it is
 * claimed by the process sending it or waits for its next try, and why the last try failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_try_at', 'varchar(30)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('last_error', 'varchar(500)').execute();
  await db.schema.createIndex('mail_outbox_unsent').on('mail_outbox').columns(['sent_at', 'id']).execute();
}
