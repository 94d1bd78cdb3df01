import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * The SQL of the back office's content editing (issue 17). Every update raises the row's version
 * in the same statement that checks it: of two saves of one version only one changes a row.
 */

export interface AdminWidgetRow {
  readonly slug: string;
  readonly content: string;
  readonly data: string | null;
  readonly hidden: number;
  readonly status: string;
  readonly version: number;
}

export async function findAdminWidgets(db: Kysely<Database>, storeId: number): Promise<AdminWidgetRow[]> {
  return db
    .selectFrom('widgets')
    .select(['slug', 'content', 'data', 'hidden', 'status', 'version'])
    .where('store_id', '=', storeId)
    .execute();
}

export async function updateWidgetRow(
  db: Kysely<Database>,
  storeId: number,
  slug: string,
  version: number,
  values: { content: string; data: string | null; hidden: number; status: string },
): Promise<boolean> {
  const result = await db
    .updateTable('widgets')
    .set((update) => ({ ...values, version: update('version', '+', 1) }))
    .where('store_id', '=', storeId)
    .where('slug', '=', slug)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertWidgetRow(
  db: Kysely<Database>,
  storeId: number,
  slug: string,
  values: { content: string; data: string | null; hidden: number; status: string },
): Promise<void> {
  await db
    .insertInto('widgets')
    .values({ store_id: storeId, slug, ...values, version: 1 })
    .execute();
}

export interface AdminDealRow {
  readonly id: number;
  readonly title: string;
  readonly discount: number;
  readonly starts_at: string;
  readonly expires_at: string;
  readonly product_id: number;
  readonly product_sku: string;
  readonly product_name: string | null;
  readonly version: number;
}

function dealQuery(db: Kysely<Database>, storeId: number, locale: string) {
  return db
    .selectFrom('deals as d')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .leftJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'd.product_id').on('t.locale', '=', locale),
    )
    .select([
      'd.id',
      'd.title',
      'd.discount',
      'd.starts_at',
      'd.expires_at',
      'd.product_id',
      'p.sku as product_sku',
      't.name as product_name',
      'd.version',
    ])
    .where('d.store_id', '=', storeId);
}

export async function findAdminDeals(
  db: Kysely<Database>,
  storeId: number,
  locale: string,
): Promise<AdminDealRow[]> {
  return dealQuery(db, storeId, locale)
    .orderBy('d.starts_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(200)
    .execute();
}

export async function findAdminDeal(
  db: Kysely<Database>,
  storeId: number,
  locale: string,
  id: number,
): Promise<AdminDealRow | undefined> {
  return dealQuery(db, storeId, locale).where('d.id', '=', id).executeTakeFirst();
}

export interface DealValues {
  readonly product_id: number;
  readonly title: string;
  readonly discount: number;
  readonly starts_at: string;
  readonly expires_at: string;
}

export async function insertDealRow(
  db: Kysely<Database>,
  storeId: number,
  values: DealValues,
): Promise<number> {
  const row = await db
    .selectFrom('deals')
    .select((select) => select.fn.max('id').as('id'))
    .executeTakeFirst();
  const id = Number(row?.id ?? 0) + 1;
  await db
    .insertInto('deals')
    .values({ id, store_id: storeId, ...values, version: 1 })
    .execute();
  return id;
}

export async function updateDealRow(
  db: Kysely<Database>,
  storeId: number,
  id: number,
  version: number,
  values: DealValues,
): Promise<boolean> {
  const result = await db
    .updateTable('deals')
    .set((update) => ({ ...values, version: update('version', '+', 1) }))
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The product a deal or a calendar door may name: it exists, is a top-level product, is published
 * and has a normal price and a name in the store, so the storefront can show and sell it.
 */
export async function findProductSoldIn(
  db: Kysely<Database>,
  reference: number | string,
  storeId: number,
  locale: string,
): Promise<{ id: number; sku: string; sold: boolean } | undefined> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'sku', 'parent_id', 'published'])
    .where(typeof reference === 'number' ? 'id' : 'sku', '=', reference)
    .executeTakeFirst();
  if (!product) return undefined;
  const price = await db
    .selectFrom('product_prices')
    .select('product_id')
    .where('product_id', '=', product.id)
    .where('store_id', '=', storeId)
    .where('list', '=', 'n')
    .executeTakeFirst();
  const text = await db
    .selectFrom('product_texts')
    .select('product_id')
    .where('product_id', '=', product.id)
    .where('locale', '=', locale)
    .executeTakeFirst();
  const sold =
    product.parent_id === null && product.published === 1 && price !== undefined && text !== undefined;
  return { id: product.id, sku: product.sku, sold };
}

export interface AdminPageRow {
  readonly id: number;
  readonly path: string;
  readonly title: string;
  readonly body: string;
  readonly meta_description: string;
  readonly status: string;
  readonly preview_token: string | null;
  readonly updated_at: string;
  readonly version: number;
}

const pageColumns = [
  'id',
  'path',
  'title',
  'body',
  'meta_description',
  'status',
  'preview_token',
  'updated_at',
  'version',
] as const;

export async function findAdminPages(db: Kysely<Database>, storeId: number): Promise<AdminPageRow[]> {
  return db
    .selectFrom('content_pages')
    .select(pageColumns)
    .where('store_id', '=', storeId)
    .orderBy('path')
    .orderBy('id')
    .execute();
}

export async function findAdminPage(
  db: Kysely<Database>,
  storeId: number,
  id: number,
): Promise<AdminPageRow | undefined> {
  return db
    .selectFrom('content_pages')
    .select(pageColumns)
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another published page of the store at this path. */
export async function findPublishedPageAtPath(
  db: Kysely<Database>,
  storeId: number,
  path: string,
  except: number | null,
): Promise<number | undefined> {
  let query = db
    .selectFrom('content_pages')
    .select('id')
    .where('store_id', '=', storeId)
    .where('path', '=', path)
    .where('status', '=', 'published');
  if (except !== null) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst())?.id;
}

export interface PageValues {
  readonly path: string;
  readonly title: string;
  readonly body: string;
  readonly meta_description: string;
  readonly status: string;
  readonly preview_token: string | null;
  readonly updated_at: string;
}

export async function insertPageRow(
  db: Kysely<Database>,
  storeId: number,
  values: PageValues,
): Promise<number> {
  const row = await db
    .selectFrom('content_pages')
    .select((select) => select.fn.max('id').as('id'))
    .executeTakeFirst();
  const id = Number(row?.id ?? 0) + 1;
  await db
    .insertInto('content_pages')
    .values({ id, store_id: storeId, ...values, version: 1 })
    .execute();
  return id;
}

export async function updatePageRow(
  db: Kysely<Database>,
  storeId: number,
  id: number,
  version: number,
  values: Partial<PageValues>,
): Promise<boolean> {
  const result = await db
    .updateTable('content_pages')
    .set((update) => ({ ...values, version: update('version', '+', 1) }))
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AdminDoorRow {
  readonly day: number;
  readonly title: string;
  readonly body: string;
  readonly product_id: number | null;
  readonly product_sku: string | null;
  readonly discount_code: string | null;
  readonly opens_at: string;
  readonly version: number;
}

function doorQuery(db: Kysely<Database>, storeId: number, year: number) {
  return db
    .selectFrom('calendar_doors as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .select([
      'c.day',
      'c.title',
      'c.body',
      'c.product_id',
      'p.sku as product_sku',
      'c.discount_code',
      'c.opens_at',
      'c.version',
    ])
    .where('c.store_id', '=', storeId)
    .where('c.year', '=', year);
}

export async function findAdminDoors(
  db: Kysely<Database>,
  storeId: number,
  year: number,
): Promise<AdminDoorRow[]> {
  return doorQuery(db, storeId, year).orderBy('c.day').execute();
}

export async function findAdminDoor(
  db: Kysely<Database>,
  storeId: number,
  year: number,
  day: number,
): Promise<AdminDoorRow | undefined> {
  return doorQuery(db, storeId, year).where('c.day', '=', day).executeTakeFirst();
}

export interface DoorValues {
  readonly title: string;
  readonly body: string;
  readonly product_id: number | null;
  readonly discount_code: string | null;
  readonly opens_at: string;
}

export async function insertDoorRow(
  db: Kysely<Database>,
  key: { storeId: number; year: number; day: number },
  values: DoorValues,
): Promise<void> {
  await db
    .insertInto('calendar_doors')
    .values({ store_id: key.storeId, year: key.year, day: key.day, ...values, version: 1 })
    .execute();
}

export async function updateDoorRow(
  db: Kysely<Database>,
  key: { storeId: number; year: number; day: number },
  version: number,
  values: DoorValues,
): Promise<boolean> {
  const result = await db
    .updateTable('calendar_doors')
    .set((update) => ({ ...values, version: update('version', '+', 1) }))
    .where('store_id', '=', key.storeId)
    .where('year', '=', key.year)
    .where('day', '=', key.day)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
