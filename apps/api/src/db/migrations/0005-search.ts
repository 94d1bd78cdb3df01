import { localeCodes } from '@shop/domain/locales';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The search index: the one dialect-specific part of the schema
 * (docs/decisions/002-portable-schema.md). SQLite gets an FTS5 table per store language with its
 * vocabulary; PostgreSQL a tsvector table with a GIN index per language, and a word list with a
 * trigram index for typo correction when pg_trgm can be installed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await upSqlite(db);
  else await upPostgres(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // FTS rows are numbered by popularity rank, so the most popular matches come first in rowid
  // order: a broad type-ahead query ranks a window of them instead of every match.
  await sql`create table search_ranks (rank integer primary key, product_id integer not null unique)`.execute(
    db,
  );
  for (const locale of localeCodes) {
    const table = sql.table(`search_fts_${locale}`);
    // Contentless: the index keeps only what search needs; rowid is the popularity rank. The prefix
    // indexes make type-ahead on 2 to 4 letters fast.
    await sql`create virtual table ${table} using fts5(
      name, sku, brand, model, category,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 0',
      prefix = '2 3 4'
    )`.execute(db);
    await sql`create virtual table ${sql.table(`search_fts_${locale}_vocab`)} using fts5vocab(${sql.raw(`search_fts_${locale}`)}, 'row')`.execute(
      db,
    );
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_documents (
    locale varchar(5) not null,
    product_id integer not null references products(id) on delete cascade,
    popularity integer not null,
    document tsvector not null,
    primary key (locale, product_id)
  )`.execute(db);
  for (const locale of localeCodes) {
    // One GIN index per store language, so a query reads only its own language's postings.
    await sql`create index ${sql.raw(`search_documents_${locale}_idx`)} on search_documents using gin (document) where locale = ${sql.lit(locale)}`.execute(
      db,
    );
  }
  await sql`create table search_words (
    locale varchar(5) not null,
    word text not null,
    documents integer not null,
    primary key (locale, word)
  )`.execute(db);

  // pg_trgm is optional: without it (no permission to install extensions) typo correction uses
  // the word list in the process instead. A savepoint keeps a refusal from aborting the migration.
  await sql`savepoint pg_trgm_install`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint pg_trgm_install`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm_install`.execute(db);
    return;
  }
  const schema = await trigramSchema(db);
  if (schema) {
    await sql`create index search_words_trgm_idx on search_words using gin (word ${sql.raw(`${quoteIdentifier(schema)}.gin_trgm_ops`)})`.execute(
      db,
    );
  }
}

/** The schema pg_trgm lives in (not necessarily on the search path of this connection). */
export async function trigramSchema<Schema>(db: Kysely<Schema>): Promise<string | undefined> {
  const result = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return result.rows[0]?.schema;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
