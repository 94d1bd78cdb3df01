/**
 * Moves a shop from its embedded SQLite file onto PostgreSQL (`npm run copy-to-postgres`,
 * cli/copy-to-postgres.ts): the README's "start on SQLite, scale onto PostgreSQL".
 *
 * It refuses, changing nothing:
 * - a source whose applied migrations are not exactly the project's (start the shop once on it,
 *   or `npm run migrate`, first): the two schemas must be the same version;
 * - a target that holds a shop already: any row in products, orders, customers or staff.
 *
 * The target is migrated to the newest schema, then one PostgreSQL transaction empties the tables
 * it copies (migrations fill a few: store_settings, change_feed), copies every table both
 * databases have (not Kysely's migration tables, not the search tables only one dialect has),
 * moves every identity sequence past the copied ids, rebuilds PostgreSQL's search index and
 * compares every table's row count on both sides. Any failure rolls all of it back. The SQLite
 * file is only read, in one read transaction: a consistent snapshot even if the shop still runs.
 */
import { type Kysely, sql } from 'kysely';
import { catalogCacheFor } from '../cache/catalog-cache.ts';
import { createSearchIndex } from '../search/create-search-index.ts';
import type { ShopDatabase } from './database.ts';
import { migrateToLatest, migrationNames } from './migrate.ts';
import type { Database } from './schema.ts';

/** An expected refusal: the CLI prints its message alone, without a stack. */
export class CopyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefused';
  }
}

export interface CopyOptions {
  readonly progress?: (message: string) => void;
  /** Rows per INSERT, at most; fewer when the table's columns would pass PostgreSQL's parameter limit. */
  readonly batchRows?: number;
}

export interface CopiedTable {
  readonly table: string;
  readonly rows: number;
}

export interface CopyResult {
  readonly tables: readonly CopiedTable[];
  readonly rows: number;
  readonly milliseconds: number;
}

/** A target with a row in one of these holds a shop: the copy would mix two shops. */
const shopTables = ['products', 'orders', 'customers', 'staff'] as const;
const kyselyTables = new Set(['kysely_migration', 'kysely_migration_lock']);
const progressEveryRows = 10_000;
/** PostgreSQL's limit on bound parameters in one statement. */
const postgresParameterLimit = 65_535;

type Row = Record<string, unknown>;

interface ColumnPlan {
  readonly name: string;
  readonly convert: (value: unknown) => unknown;
}

/** A foreign key of a table to itself (categories.parent_id, products.parent_id). */
interface SelfReference {
  readonly columns: readonly string[];
  readonly parentColumns: readonly string[];
}

interface TablePlan {
  readonly name: string;
  readonly columns: readonly ColumnPlan[];
  readonly selfReferences: readonly SelfReference[];
  readonly identityColumns: readonly string[];
}

export async function copyToPostgres(
  source: ShopDatabase,
  target: ShopDatabase,
  options: CopyOptions = {},
): Promise<CopyResult> {
  const progress = options.progress ?? (() => {});
  const batchRows = options.batchRows ?? 1000;
  if (source.dialect !== 'sqlite') throw new CopyRefused('the source must be an SQLite database file');
  if (target.dialect !== 'postgres')
    throw new CopyRefused('the target must be PostgreSQL: DATABASE_URL=postgres://...');
  const started = performance.now();
  await refuseUnmigratedSource(source.db);
  progress('migrating the target');
  await migrateToLatest(target.db, 'postgres');
  await refuseExistingShop(target.db);
  const tables = await source.db.connection().execute(async (reader) => {
    // A read transaction: every table is read from one snapshot of the file (WAL), and nothing is written.
    await sql`begin`.execute(reader);
    try {
      return await target.db
        .transaction()
        .execute((writer) => copyTables(reader, writer, target, progress, batchRows));
    } finally {
      await sql`commit`.execute(reader);
    }
  });
  // Fresh statistics for PostgreSQL's planner after the bulk load, as the seed does.
  await sql`analyze`.execute(target.db);
  catalogCacheFor(target).invalidate();
  return {
    tables,
    rows: tables.reduce((sum, table) => sum + table.rows, 0),
    milliseconds: performance.now() - started,
  };
}

async function refuseUnmigratedSource(db: Kysely<Database>): Promise<void> {
  const { rows: found } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db);
  if (found.length === 0)
    throw new CopyRefused(
      'the source has no migrations: it is not a shop database, or the shop never started on it (start the shop once on it, or DATABASE_URL=FILE npm run migrate)',
    );
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const missing = migrationNames.filter((name) => !applied.has(name));
  const unknown = [...applied].filter((name) => !migrationNames.includes(name)).sort();
  if (unknown.length > 0)
    throw new CopyRefused(
      `the source has migrations this version of the shop does not know: ${unknown.join(', ')}; a newer version migrated it: update the code (git pull, npm install) first`,
    );
  if (missing.length > 0)
    throw new CopyRefused(
      `the source lacks migrations ${missing.join(', ')}: start the shop once on it (or DATABASE_URL=FILE npm run migrate) first, then copy`,
    );
}

async function refuseExistingShop(db: Kysely<Database>): Promise<void> {
  const counts: string[] = [];
  for (const table of shopTables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) counts.push(`${table}: ${n} rows`);
  }
  if (counts.length > 0)
    throw new CopyRefused(
      `the target database holds a shop already (${counts.join(', ')}): copy into an empty PostgreSQL database`,
    );
}

async function copyTables(
  reader: Kysely<Database>,
  writer: Kysely<Database>,
  target: ShopDatabase,
  progress: (message: string) => void,
  batchRows: number,
): Promise<CopiedTable[]> {
  // The pool's statement and idle-in-transaction timeouts guard the shop's requests; a bulk copy
  // (the search index of a large catalog) runs longer on purpose. LOCAL: they end with the transaction.
  await sql`set local statement_timeout = 0`.execute(writer);
  await sql`set local idle_in_transaction_session_timeout = 0`.execute(writer);
  // Checked again inside the transaction: another copy may have filled it since.
  await refuseExistingShop(writer);
  const plan = await planTables(reader, writer, progress);

  // Copied values are final: a Variant's copied stock is already the sum of its variations. The
  // stock triggers of 0026 fire on UPDATE and DELETE (the emptying below), a trigger added later
  // may fire on INSERT: none may rewrite them. ALTER TABLE is transactional: a rollback restores it.
  for (const table of plan)
    await sql`alter table ${sql.table(table.name)} disable trigger user`.execute(writer);
  // Children first. The target holds no shop (checked); what is left is rows the migrations wrote
  // (store_settings, change_feed) or an empty start wrote: the copy replaces them.
  for (const table of [...plan].reverse()) {
    const deleted = await sql`delete from ${sql.table(table.name)}`.execute(writer);
    const rows = Number(deleted.numAffectedRows ?? 0);
    if (rows > 0) progress(`${table.name}: emptied ${rows} rows of the target (the copy replaces them)`);
  }

  const copied: CopiedTable[] = [];
  for (const table of plan) {
    const rows = await copyTable(reader, writer, table, batchRows, progress);
    copied.push({ table: table.name, rows });
  }
  for (const table of plan)
    await sql`alter table ${sql.table(table.name)} enable trigger user`.execute(writer);

  for (const table of plan) {
    for (const column of table.identityColumns) {
      // The next generated id follows the largest copied one (1 on an empty table).
      await sql`select setval(
          pg_get_serial_sequence(format('%I.%I', current_schema(), ${table.name}::text), ${column}),
          coalesce((select max(${sql.ref(column)}) from ${sql.table(table.name)}), 0) + 1,
          false)`.execute(writer);
    }
  }
  progress('building the search index');
  await createSearchIndex(target, catalogCacheFor(target)).rebuild(writer, progress);
  await verifyRowCounts(reader, writer, copied);
  return copied;
}

/** The tables to copy, parents before children, with the columns both databases have. */
async function planTables(
  reader: Kysely<Database>,
  writer: Kysely<Database>,
  progress: (message: string) => void,
): Promise<TablePlan[]> {
  const sqliteTables = (
    await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`.execute(
      reader,
    )
  ).rows.map((row) => row.name);
  const postgresTables = (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(writer)
  ).rows.map((row) => row.name);
  const inSqlite = new Set(sqliteTables);
  const inPostgres = new Set(postgresTables);
  const common = postgresTables.filter((name) => inSqlite.has(name) && !kyselyTables.has(name));
  const sqliteOnly = sqliteTables.filter((name) => !inPostgres.has(name) && !kyselyTables.has(name)).sort();
  const postgresOnly = postgresTables.filter((name) => !inSqlite.has(name) && !kyselyTables.has(name)).sort();
  if (sqliteOnly.length > 0) progress(`not copied, SQLite only: ${sqliteOnly.join(', ')}`);
  if (postgresOnly.length > 0) progress(`not copied, PostgreSQL only: ${postgresOnly.join(', ')}`);

  const postgresColumns = (
    await sql<{ table: string; name: string; type: string; identity: boolean }>`
      select table_name as "table", column_name as name, data_type as type,
        (is_identity = 'YES' or coalesce(column_default, '') like 'nextval(%') as identity
      from information_schema.columns where table_schema = current_schema()
      order by table_name, ordinal_position`.execute(writer)
  ).rows;
  const foreignKeys = (
    await sql<{ child: string; parent: string; columns: string[]; parentColumns: string[] }>`
      select child.relname as child, parent.relname as parent,
        array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
        array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as "parentColumns"
      from pg_constraint con
      join pg_class child on child.oid = con.conrelid
      join pg_class parent on parent.oid = con.confrelid
      join pg_namespace n on n.oid = con.connamespace
      where con.contype = 'f' and n.nspname = current_schema()`.execute(writer)
  ).rows;

  const plans: TablePlan[] = [];
  for (const table of orderParentsFirst(common, foreignKeys)) {
    const sqliteColumns = new Set(
      (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(reader)).rows.map(
        (row) => row.name,
      ),
    );
    const columns = postgresColumns.filter((column) => column.table === table);
    const shared = columns.filter((column) => sqliteColumns.has(column.name));
    const left = [
      ...columns
        .filter((column) => !sqliteColumns.has(column.name))
        .map((column) => `${column.name} (PostgreSQL)`),
      ...[...sqliteColumns]
        .filter((name) => !columns.some((column) => column.name === name))
        .map((name) => `${name} (SQLite)`),
    ];
    if (left.length > 0) progress(`${table}: not copied, columns only one side has: ${left.join(', ')}`);
    plans.push({
      name: table,
      columns: shared.map((column) => ({ name: column.name, convert: converterTo(column.type) })),
      selfReferences: foreignKeys
        .filter((key) => key.child === table && key.parent === table)
        .map((key) => ({ columns: key.columns, parentColumns: key.parentColumns })),
      identityColumns: shared.filter((column) => column.identity).map((column) => column.name),
    });
  }
  return plans;
}

/**
 * SQLite has no boolean: a 0/1 integer becomes PostgreSQL's boolean where a column is one (none is
 * today: the migrations keep flags integer on both). Blob arrives as a Buffer, which pg writes to
 * bytea as it is; integers, bigints and texts are the same on both sides.
 */
function converterTo(postgresType: string): (value: unknown) => unknown {
  if (postgresType === 'boolean') return (value) => (value === null ? null : Boolean(value));
  return (value) => value;
}

/** Parents before children, from PostgreSQL's foreign keys; a table's keys to itself are handled per row. */
function orderParentsFirst(
  tables: readonly string[],
  foreignKeys: readonly { child: string; parent: string }[],
): string[] {
  const included = new Set(tables);
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const key of foreignKeys) {
    if (key.child !== key.parent && included.has(key.child) && included.has(key.parent))
      parentsOf.get(key.child)?.add(key.parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort();
  while (remaining.length > 0) {
    const next = remaining.find((table) =>
      [...(parentsOf.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    if (!next) throw new Error(`the foreign keys of these tables form a cycle: ${remaining.join(', ')}`);
    ordered.push(next);
    placed.add(next);
    remaining.splice(remaining.indexOf(next), 1);
  }
  return ordered;
}

async function copyTable(
  reader: Kysely<Database>,
  writer: Kysely<Database>,
  table: TablePlan,
  batchRows: number,
  progress: (message: string) => void,
): Promise<number> {
  const columnList = sql.join(table.columns.map((column) => sql.ref(column.name)));
  const size = Math.max(1, Math.min(batchRows, Math.floor(postgresParameterLimit / table.columns.length)));
  const parentsFirst = new ParentsFirst(table.selfReferences);
  const insert = async (rows: readonly Row[]): Promise<void> => {
    for (let index = 0; index < rows.length; index += size) {
      const batch = rows.slice(index, index + size);
      await sql`insert into ${sql.table(table.name)} (${columnList}) values ${sql.join(
        batch.map(
          (row) => sql`(${sql.join(table.columns.map((column) => column.convert(row[column.name])))})`,
        ),
      )}`.execute(writer);
    }
  };
  let afterRowid: number | undefined;
  let copied = 0;
  let shownAt = 0;
  for (;;) {
    // Pages in rowid order (every table here has one), never OFFSET: each page is one index seek.
    const { rows } = await sql<Row>`
      select rowid as copy_rowid, ${columnList} from ${sql.table(table.name)}
      ${afterRowid === undefined ? sql`` : sql`where rowid > ${afterRowid}`}
      order by rowid limit ${size}`.execute(reader);
    const last = rows[rows.length - 1];
    if (!last) break;
    afterRowid = Number(last.copy_rowid);
    const ready = parentsFirst.admit(rows);
    await insert(ready);
    copied += ready.length;
    if (copied - shownAt >= progressEveryRows) {
      shownAt = copied - (copied % progressEveryRows);
      progress(`${table.name}: ${copied} rows so far`);
    }
  }
  const waiting = parentsFirst.waiting();
  if (waiting > 0)
    throw new Error(
      `${table.name}: ${waiting} rows name a parent that is not in the table, or parents in a cycle`,
    );
  if (copied > 0) progress(`${table.name}: ${copied} rows`);
  return copied;
}

/**
 * Parents first within a table that refers to itself: rows come in rowid order, and a row whose
 * parent has not been written yet waits until its parent has (a category moved under one made
 * after it). PostgreSQL checks each row's key at its INSERT, so the order is what makes it pass;
 * no constraint is deferred or dropped.
 */
class ParentsFirst {
  readonly #references: readonly SelfReference[];
  readonly #written = new Set<string>();
  #pending: Row[] = [];

  constructor(references: readonly SelfReference[]) {
    this.#references = references;
  }

  /** The rows that can be written now, parents before their children; the others wait. */
  admit(rows: readonly Row[]): Row[] {
    if (this.#references.length === 0) return [...rows];
    const ready: Row[] = [];
    let candidates = [...this.#pending, ...rows];
    for (let moved = true; moved; ) {
      moved = false;
      const waiting: Row[] = [];
      for (const row of candidates) {
        if (this.#isReady(row)) {
          ready.push(row);
          for (const reference of this.#references)
            this.#written.add(keyOf(row, reference.parentColumns) ?? '');
          moved = true;
        } else {
          waiting.push(row);
        }
      }
      candidates = waiting;
    }
    this.#pending = candidates;
    return ready;
  }

  waiting(): number {
    return this.#pending.length;
  }

  #isReady(row: Row): boolean {
    return this.#references.every((reference) => {
      const parent = keyOf(row, reference.columns);
      return (
        parent === undefined || this.#written.has(parent) || parent === keyOf(row, reference.parentColumns)
      );
    });
  }
}

/** The key of a row in some columns; undefined when one is null (a null key refers to nothing). */
function keyOf(row: Row, columns: readonly string[]): string | undefined {
  const values = columns.map((column) => row[column]);
  if (values.some((value) => value === null || value === undefined)) return undefined;
  return values.map(String).join('\u0000');
}

async function verifyRowCounts(
  reader: Kysely<Database>,
  writer: Kysely<Database>,
  copied: readonly CopiedTable[],
): Promise<void> {
  const differences: string[] = [];
  for (const { table } of copied) {
    const count = async (db: Kysely<Database>) =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0,
      );
    const [inSqlite, inPostgres] = [await count(reader), await count(writer)];
    if (inSqlite !== inPostgres)
      differences.push(`${table}: ${inSqlite} in SQLite, ${inPostgres} in PostgreSQL`);
  }
  if (differences.length > 0)
    throw new Error(`the row counts differ after the copy, nothing was kept: ${differences.join('; ')}`);
}
