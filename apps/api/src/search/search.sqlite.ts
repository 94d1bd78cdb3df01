import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { type Kysely, sql } from 'kysely';
import type { CatalogCache } from '../cache/catalog-cache.ts';
import type { Database } from '../db/schema.ts';
import { loadSearchDocuments, loadSearchDocumentsOf, topLevelIdsOf } from './search-documents.ts';
import { rankingWindow, type SearchIndex, type SearchRequest, type SearchResult } from './search-index.ts';
import { matchesAsPrefix, queryTokens } from './search-text.ts';
import {
  allowedEdits,
  correctToken,
  createVocabulary,
  hasPrefix,
  type Vocabulary,
} from './typo-correction.ts';

const table = (locale: LocaleCode) => sql.table(`search_fts_${locale}`);

/** FTS5 column weights: name, sku, brand, model, category. */
const relevance = (locale: LocaleCode) => sql.raw(`bm25(search_fts_${locale}, 10.0, 6.0, 3.0, 5.0, 2.0)`);

/** An FTS5 query: every word must match, each word or one of its corrections, as a prefix. */
export function ftsQuery(terms: readonly (readonly string[])[]): string {
  return terms
    .map((alternatives) => {
      const parts = alternatives.map(
        (term) => `"${term.replace(/"/g, '')}"${matchesAsPrefix(term) ? '*' : ''}`,
      );
      return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' OR ')})`;
    })
    .join(' AND ');
}

/**
 * SQLite: one contentless FTS5 table per store language (migration 0005-search), with a prefix
 * index for every prefix length up to 12 letters (migration 0025-search-prefix-indexes).
 */
export function createSqliteSearchIndex(db: Kysely<Database>, cache: CatalogCache): SearchIndex {
  const vocabulary = (locale: LocaleCode): Promise<Vocabulary> =>
    cache.get(`search:vocabulary:${locale}`, async () => {
      const result = await sql<{ term: string; doc: number }>`
        select term, doc from ${sql.table(`search_fts_${locale}_vocab`)} where term not glob '*[0-9]*'`.execute(
        db,
      );
      return createVocabulary(result.rows.map((row) => ({ word: row.term, documents: row.doc })));
    });

  return {
    async search(request: SearchRequest): Promise<SearchResult> {
      const tokens = queryTokens(request.text);
      if (tokens.length === 0) return { ids: [], total: 0, terms: [] };
      const words = await vocabulary(request.locale);
      const terms = tokens.map((token) =>
        allowedEdits(token) === 0 || hasPrefix(words, token)
          ? [token]
          : [token, ...correctToken(token, words.words)],
      );
      const match = ftsQuery(terms);
      const counted = await sql<{ total: number }>`
        select count(*) as total from ${table(request.locale)} where ${table(request.locale)} match ${match}`.execute(
        db,
      );
      const total = Number(counted.rows[0]?.total ?? 0);
      if (total === 0 || request.offset >= total) return { ids: [], total, terms };
      // Relevance first; popularity (a low rank) lifts a result by at most half its score. The
      // page is chosen before its ranks are turned into product ids: a look-up per result, not
      // one per ranked match.
      const window = Math.max(rankingWindow, request.offset + request.limit);
      const found = await sql<{ id: number }>`
        select r.product_id as id from (
          select rank, score from (
            select rowid as rank, ${relevance(request.locale)} as score from ${table(request.locale)}
            where ${table(request.locale)} match ${match} order by rowid limit ${window}
          )
          order by score * (1.0 + 0.5 / (1.0 + rank / 500.0)), rank
          limit ${request.limit} offset ${request.offset}
        ) m join search_ranks r on r.rank = m.rank
        order by m.score * (1.0 + 0.5 / (1.0 + m.rank / 500.0)), m.rank`.execute(db);
      return { ids: found.rows.map((row) => row.id), total, terms };
    },

    async rebuild(target: Kysely<Database>, progress = () => {}): Promise<void> {
      await sql`delete from search_ranks`.execute(target);
      await sql`insert into search_ranks (rank, product_id)
        select row_number() over (order by popularity desc, id), id from products where parent_id is null`.execute(
        target,
      );
      const ranks = new Map(
        (
          await sql<{ rank: number; product_id: number }>`select rank, product_id from search_ranks`.execute(
            target,
          )
        ).rows.map((row) => [row.product_id, row.rank]),
      );
      for (const locale of localeCodes) {
        await sql`insert into ${table(locale)}(${table(locale)}) values ('delete-all')`.execute(target);
        let afterId = 0;
        let count = 0;
        for (;;) {
          const documents = await loadSearchDocuments(target, locale, afterId, 2000);
          const last = documents[documents.length - 1];
          if (!last) break;
          await sql`insert into ${table(locale)}(rowid, name, sku, brand, model, category) values ${sql.join(
            documents.map(
              (document) =>
                sql`(${ranks.get(document.id) ?? 0}, ${document.name}, ${document.sku}, ${document.brand}, ${document.model}, ${document.category})`,
            ),
          )}`.execute(target);
          afterId = last.id;
          count += documents.length;
        }
        // Merge the index's segments: fewer b-trees to read per query.
        await sql`insert into ${table(locale)}(${table(locale)}) values ('optimize')`.execute(target);
        progress(`search index ${locale}: ${count} products`);
      }
    },

    async refreshProducts(target: Kysely<Database>, changed: readonly number[]): Promise<void> {
      const ids = await topLevelIdsOf(target, changed);
      if (ids.length === 0) return;
      // A product keeps its popularity rank (its rowid); a new one is ranked after every other
      // until the next whole rebuild orders them again.
      const ranked = await sql<{ rank: number; product_id: number }>`
        select rank, product_id from search_ranks where product_id in (${sql.join(ids)})`.execute(target);
      const ranks = new Map(ranked.rows.map((row) => [row.product_id, row.rank]));
      const unranked = ids.filter((id) => !ranks.has(id));
      if (unranked.length > 0) {
        // One query for the new products of a whole import batch, not one per product.
        const next = await sql<{ rank: number }>`
          select coalesce(max(rank), 0) as rank from search_ranks`.execute(target);
        const last = Number(next.rows[0]?.rank ?? 0);
        for (const [index, id] of unranked.entries()) ranks.set(id, last + index + 1);
        await sql`insert into search_ranks (rank, product_id) values ${sql.join(
          unranked.map((id) => sql`(${ranks.get(id) ?? 0}, ${id})`),
        )}`.execute(target);
      }
      const rowids = [...ranks.values()];
      for (const locale of localeCodes) {
        await sql`delete from ${table(locale)} where rowid in (${sql.join(rowids)})`.execute(target);
        const documents = await loadSearchDocumentsOf(target, locale, ids);
        if (documents.length === 0) continue;
        await sql`insert into ${table(locale)}(rowid, name, sku, brand, model, category) values ${sql.join(
          documents.map(
            (document) =>
              sql`(${ranks.get(document.id) ?? 0}, ${document.name}, ${document.sku}, ${document.brand}, ${document.model}, ${document.category})`,
          ),
        )}`.execute(target);
      }
    },
  };
}
