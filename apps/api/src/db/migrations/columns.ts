import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * A generated integer key that reads the same on both databases: SQLite's INTEGER PRIMARY KEY
 * AUTOINCREMENT, PostgreSQL's identity column.
 */
export function addIdColumn<Table extends string>(
  table: CreateTableBuilder<Table, never>,
  dialect: Dialect,
): CreateTableBuilder<Table, 'id'> {
  return table.addColumn('id', 'integer', (column) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement(),
  );
}
