import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  // Facts about the installation itself, such as when the demo seed ran.
  await db.schema
    .createTable('shop_meta')
    .addColumn('key', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('strings')
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('key', 'varchar(200)', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('strings_pk', ['locale', 'key'])
    .execute();
}
