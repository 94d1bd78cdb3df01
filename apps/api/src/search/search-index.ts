import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * How many of the most popular matches are ranked by relevance. A broad type-ahead query ("sk")
 * matches half the catalog; ranking a window of the most popular matches keeps it fast, and the
 * best answers are among them. Narrower queries are ranked in full.
 */
export const rankingWindow = 2000;

export interface SearchRequest {
  readonly locale: LocaleCode;
  readonly text: string;
  readonly limit: number;
  readonly offset: number;
}

export interface SearchResult {
  /** Top-level product ids, best first. */
  readonly ids: readonly number[];
  readonly total: number;
  /** Per query word, the words searched for it: itself and any typo corrections. */
  readonly terms: readonly (readonly string[])[];
}

/**
 * Full-text product search in the store's language over name, sku, brand, phone model and
 * category: every word must match, each as a prefix (type-ahead), small typos corrected, ranked
 * by relevance with popularity as a gentle boost. One interface; SQLite FTS5 and PostgreSQL
 * tsvector (+ pg_trgm) implementations.
 */
export interface SearchIndex {
  search(request: SearchRequest): Promise<SearchResult>;
  /** Rebuilds the index from the catalog tables, on the given connection or transaction. */
  rebuild(db: Kysely<Database>, progress?: (message: string) => void): Promise<void>;
  /**
   * Writes the documents of these products again (a variation's: its product's), and removes
   * those of products that are gone or hidden, on the given connection or transaction: a staff
   * edit refreshes its product, never the whole index (issue 17).
   */
  refreshProducts(db: Kysely<Database>, ids: readonly number[]): Promise<void>;
}

/** The fields of a product as the index holds them, already normalized. */
export interface SearchDocument {
  readonly id: number;
  readonly popularity: number;
  readonly name: string;
  readonly sku: string;
  readonly brand: string;
  readonly model: string;
  readonly category: string;
}
