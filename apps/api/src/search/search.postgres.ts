import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { CatalogCache } from '../cache/catalog-cache.ts';
import { quoteIdentifier, trigramSchema } from '../db/migrations/0005-search.ts';
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
  type VocabularyWord,
} from './typo-correction.ts';

/** A tsquery: every word must match, each word or one of its corrections, as a prefix where it may. */
export function tsQuery(terms: readonly (readonly string[])[]): string {
  return terms
    .map(
      (alternatives) =>
        `(${alternatives.map((term) => `${term.replace(/[^\p{L}\p{N}]/gu, '')}${matchesAsPrefix(term) ? ':*' : ''}`).join(' | ')})`,
    )
    .join(' & ');
}

/** The document: name and sku weigh most (A), then phone model (B), brand (C), category (D). */
function documentVector(
  name: string,
  sku: string,
  model: string,
  brand: string,
  category: string,
): RawBuilder<unknown> {
  return sql`setweight(to_tsvector('simple', ${name}), 'A') || setweight(to_tsvector('simple', ${sku}), 'A')
    || setweight(to_tsvector('simple', ${model}), 'B') || setweight(to_tsvector('simple', ${brand}), 'C')
    || setweight(to_tsvector('simple', ${category}), 'D')`;
}

/**
 * PostgreSQL: tsvector documents with a GIN index per store language; typo correction with
 * pg_trgm's similarity over the word list when the extension is there, otherwise over the word
 * list held in the process.
 */
export function createPostgresSearchIndex(db: Kysely<Database>, cache: CatalogCache): SearchIndex {
  const trigram = (): Promise<string | null> =>
    cache.get('search:pg_trgm', async () => (await trigramSchema(db)) ?? null);

  const vocabulary = (locale: LocaleCode): Promise<Vocabulary> =>
    cache.get(`search:vocabulary:${locale}`, async () => {
      const result = await sql<VocabularyWord>`
        select word, documents from search_words where locale = ${locale}`.execute(db);
      return createVocabulary(result.rows);
    });

  const hasWordStarting = async (
    locale: LocaleCode,
    token: string,
    schema: string | null,
  ): Promise<boolean> => {
    if (!schema) return hasPrefix(await vocabulary(locale), token);
    const result = await sql<{ found: number }>`
      select 1 as found from search_words where locale = ${locale} and word like ${`${token}%`} limit 1`.execute(
      db,
    );
    return result.rows.length > 0;
  };

  const candidates = async (
    locale: LocaleCode,
    token: string,
    schema: string | null,
  ): Promise<readonly VocabularyWord[]> => {
    if (!schema) return (await vocabulary(locale)).words;
    const similarity = sql.raw(`${quoteIdentifier(schema)}.similarity`);
    const result = await sql<VocabularyWord>`
      select word, documents from search_words
      where locale = ${locale} and ${similarity}(word, ${token}) > 0.2
      order by ${similarity}(word, ${token}) desc limit 30`.execute(db);
    return result.rows;
  };

  return {
    async search(request: SearchRequest): Promise<SearchResult> {
      const tokens = queryTokens(request.text);
      if (tokens.length === 0) return { ids: [], total: 0, terms: [] };
      const schema = await trigram();
      const terms = await Promise.all(
        tokens.map(async (token) => {
          if (allowedEdits(token) === 0 || (await hasWordStarting(request.locale, token, schema)))
            return [token];
          return [token, ...correctToken(token, await candidates(request.locale, token, schema))];
        }),
      );
      const query = tsQuery(terms);
      // The locale is a literal so that the planner picks that language's partial index.
      const locale = sql.lit(request.locale);
      const counted = await sql<{ total: number }>`
        select count(*)::int as total from search_documents
        where locale = ${locale} and document @@ to_tsquery('simple', ${query})`.execute(db);
      const total = Number(counted.rows[0]?.total ?? 0);
      if (total === 0 || request.offset >= total) return { ids: [], total, terms };
      // As on SQLite: relevance is ranked within a window of the most popular matches.
      const window = Math.max(rankingWindow, request.offset + request.limit);
      const found = await sql<{ id: number }>`
        select product_id as id from (
          select product_id, popularity, document from search_documents
          where locale = ${locale} and document @@ to_tsquery('simple', ${query})
          order by popularity desc, product_id limit ${window}
        ) m
        order by ts_rank(m.document, to_tsquery('simple', ${query})) * (1.0 + 0.5 * m.popularity / (m.popularity + 2000.0)) desc,
          m.popularity desc, m.product_id
        limit ${request.limit} offset ${request.offset}`.execute(db);
      return { ids: found.rows.map((row) => row.id), total, terms };
    },

    async rebuild(target: Kysely<Database>, progress = () => {}): Promise<void> {
      await sql`delete from search_documents`.execute(target);
      await sql`delete from search_words`.execute(target);
      for (const locale of localeCodes) {
        let afterId = 0;
        let count = 0;
        for (;;) {
          const documents = await loadSearchDocuments(target, locale, afterId, 2000);
          const last = documents[documents.length - 1];
          if (!last) break;
          await sql`insert into search_documents (locale, product_id, popularity, document) values ${sql.join(
            documents.map(
              (document) =>
                sql`(${locale}, ${document.id}, ${document.popularity}, ${documentVector(document.name, document.sku, document.model, document.brand, document.category)})`,
            ),
          )}`.execute(target);
          afterId = last.id;
          count += documents.length;
        }
        // The word list for typo correction: words without digits (skus are typed exactly).
        await sql`insert into search_words (locale, word, documents)
          select ${locale}, word, ndoc from ts_stat(${`select document from search_documents where locale = '${locale}'`})
          where word !~ '[0-9]'`.execute(target);
        progress(`search index ${locale}: ${count} products`);
      }
    },

    async refreshProducts(target: Kysely<Database>, changed: readonly number[]): Promise<void> {
      const ids = await topLevelIdsOf(target, changed);
      if (ids.length === 0) return;
      await sql`delete from search_documents where product_id in (${sql.join(ids)})`.execute(target);
      for (const locale of localeCodes) {
        const documents = await loadSearchDocumentsOf(target, locale, ids);
        if (documents.length === 0) continue;
        await sql`insert into search_documents (locale, product_id, popularity, document) values ${sql.join(
          documents.map(
            (document) =>
              sql`(${locale}, ${document.id}, ${document.popularity}, ${documentVector(document.name, document.sku, document.model, document.brand, document.category)})`,
          ),
        )}`.execute(target);
        // New words join the typo-correction list; the counts of words already there are left as
        // the last rebuild counted them (they only order the corrections).
        await sql`insert into search_words (locale, word, documents)
          select ${locale}, word, ndoc from ts_stat(${`select document from search_documents where locale = '${locale}' and product_id in (${ids.map(Number).join(',')})`})
          where word !~ '[0-9]'
          on conflict (locale, word) do nothing`.execute(target);
      }
    },
  };
}
