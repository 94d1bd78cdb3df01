import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface DealRow {
  readonly title: string;
  readonly discount: number;
  readonly starts_at: string;
  readonly expires_at: string;
  readonly product_name: string;
  readonly product_slug: string;
}

/** The store's deal running at `now` (times are ISO-8601 UTC text, which sorts as time). */
export async function findCurrentDeal(
  db: Kysely<Database>,
  storeId: number,
  locale: string,
  now: string,
): Promise<DealRow | undefined> {
  return db
    .selectFrom('deals as d')
    .innerJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'd.product_id').on('t.locale', '=', locale),
    )
    .select([
      'd.title',
      'd.discount',
      'd.starts_at',
      'd.expires_at',
      't.name as product_name',
      't.slug as product_slug',
    ])
    .where('d.store_id', '=', storeId)
    .where('d.starts_at', '<=', now)
    .where('d.expires_at', '>', now)
    .orderBy('d.starts_at', 'desc')
    .executeTakeFirst();
}

export interface WidgetRow {
  readonly content: string;
  readonly data: string | null;
  readonly hidden: number;
  readonly status: string;
}

export async function findWidget(
  db: Kysely<Database>,
  storeId: number,
  slug: string,
): Promise<WidgetRow | undefined> {
  return db
    .selectFrom('widgets')
    .select(['content', 'data', 'hidden', 'status'])
    .where('store_id', '=', storeId)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export interface ContentPageRow {
  readonly id: number;
  readonly path: string;
  readonly title: string;
  readonly body: string;
  readonly meta_description: string;
  readonly status: string;
  readonly updated_at: string;
}

const pageColumns = ['id', 'path', 'title', 'body', 'meta_description', 'status', 'updated_at'] as const;

export async function findPublishedPage(
  db: Kysely<Database>,
  storeId: number,
  path: string,
): Promise<ContentPageRow | undefined> {
  return db
    .selectFrom('content_pages')
    .select(pageColumns)
    .where('store_id', '=', storeId)
    .where('path', '=', path)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

export async function findDraftByToken(
  db: Kysely<Database>,
  storeId: number,
  token: string,
): Promise<ContentPageRow | undefined> {
  return db
    .selectFrom('content_pages')
    .select(pageColumns)
    .where('store_id', '=', storeId)
    .where('preview_token', '=', token)
    .where('status', '=', 'draft')
    .executeTakeFirst();
}

export interface CalendarDoorRow {
  readonly day: number;
  readonly title: string;
  readonly body: string;
  readonly product_id: number | null;
  readonly discount_code: string | null;
  readonly opens_at: string;
}

export async function findCalendarDoors(
  db: Kysely<Database>,
  storeId: number,
  year: number,
): Promise<CalendarDoorRow[]> {
  return db
    .selectFrom('calendar_doors')
    .select(['day', 'title', 'body', 'product_id', 'discount_code', 'opens_at'])
    .where('store_id', '=', storeId)
    .where('year', '=', year)
    .orderBy('day')
    .execute();
}

export interface SearchTriggerRow {
  readonly id: number;
  readonly keyword: string;
  readonly url: string;
  readonly url_title: string;
}

export async function findSearchTriggers(db: Kysely<Database>, storeId: number): Promise<SearchTriggerRow[]> {
  return db
    .selectFrom('search_triggers')
    .select(['id', 'keyword', 'url', 'url_title'])
    .where('store_id', '=', storeId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findMerchandisingFlags(
  db: Kysely<Database>,
  storeId: number,
): Promise<{ key: string; value: string }[]> {
  return db
    .selectFrom('merchandising_flags')
    .select(['key', 'value'])
    .where('store_id', '=', storeId)
    .execute();
}
