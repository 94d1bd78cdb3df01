import { localeCodes } from '@shop/domain/locales';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Search at 100,000 products (issue 19): the SQLite FTS5 tables get prefix indexes for every
 * prefix length from 1 to 12 letters instead of 2 to 4. A query word is a prefix (type-ahead);
 * without an index of its length FTS5 merges the lists of every word that starts with it on each
 * search ("kamer", "iphone", "skarmskydd", a lone digit), which was most of a slow search's time.
 * Words are rarely typed longer than 12 letters before they are whole.
 *
 * FTS5 fixes its prefix indexes when the table is created, so each table is created again. The
 * tables are contentless: their documents are read back from the index itself (every word with
 * its document, column and position, fts5vocab 'instance') and written to the new table as the
 * same words in the same order, which gives the same rows, words, positions and column sizes:
 * search finds and ranks exactly as before. PostgreSQL is unchanged.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  const columns = ['name', 'sku', 'brand', 'model', 'category'] as const;
  for (const locale of localeCodes) {
    const table = sql.table(`search_fts_${locale}`);
    const vocabulary = sql.table(`search_fts_${locale}_vocab`);
    await sql`create virtual table temp.search_instances using fts5vocab(main, ${sql.raw(`search_fts_${locale}`)}, 'instance')`.execute(
      db,
    );
    await sql`create temp table search_copy as select doc, ${sql.join(
      columns.map(
        (column) =>
          sql`coalesce(group_concat(case when col = ${column} then term end, ' ' order by "offset"), '') as ${sql.ref(column)}`,
      ),
    )} from temp.search_instances group by doc`.execute(db);
    await sql`drop table temp.search_instances`.execute(db);
    await sql`drop table ${vocabulary}`.execute(db);
    await sql`drop table ${table}`.execute(db);
    await sql`create virtual table ${table} using fts5(
      name, sku, brand, model, category,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 0',
      prefix = '1 2 3 4 5 6 7 8 9 10 11 12'
    )`.execute(db);
    await sql`create virtual table ${vocabulary} using fts5vocab(${sql.raw(`search_fts_${locale}`)}, 'row')`.execute(
      db,
    );
    await sql`insert into ${table}(rowid, name, sku, brand, model, category)
      select doc, name, sku, brand, model, category from temp.search_copy`.execute(db);
    await sql`drop table temp.search_copy`.execute(db);
    // Merge the index's segments, as a rebuild does: fewer b-trees to read per query.
    await sql`insert into ${table}(${table}) values ('optimize')`.execute(db);
  }
}
