import type { Kysely, Selectable } from 'kysely';
import type {
  ProductCampaignsTable,
  ProductImagesTable,
  ProductPricesTable,
  ProductTextsTable,
} from '../../db/catalog.schema.ts';
import type { Database } from '../../db/schema.ts';
import type { ProductRow } from '../../repositories/products.repository.ts';

export type ProductTextFullRow = Selectable<ProductTextsTable>;
export type ProductPriceFullRow = Selectable<ProductPricesTable>;
export type ProductCampaignRow = Selectable<ProductCampaignsTable>;

/** A variation as its product's editor lists it: its row, Swedish name and single-unit normal prices. */
export interface VariationRow {
  readonly id: number;
  readonly sku: string;
  readonly attributes: string;
  readonly published: number;
  readonly stock: number;
  readonly stock_status: string;
  readonly name: string | null;
  readonly prices: readonly { readonly store_id: number; readonly price: number }[];
}

/** Everything the editor shows of one product. */
export interface ProductEditorRows {
  readonly product: ProductRow;
  readonly texts: readonly ProductTextFullRow[];
  readonly prices: readonly ProductPriceFullRow[];
  readonly campaigns: readonly ProductCampaignRow[];
  readonly categoryIds: readonly number[];
  readonly tagIds: readonly number[];
  readonly variations: readonly VariationRow[];
  readonly images: readonly Selectable<ProductImagesTable>[];
  readonly related: readonly { id: number; sku: string; name: string | null }[];
  readonly upsell: readonly { id: number; sku: string; name: string | null; discount_percent: number }[];
  readonly phoneModelIds: readonly number[];
  readonly cable: { plug_a: string; plug_b: string; length_cm: number } | undefined;
  readonly fitments: readonly { make: string; model: string; year_from: number; year_to: number }[];
}

export async function loadProductEditorRows(
  db: Kysely<Database>,
  id: number,
): Promise<ProductEditorRows | undefined> {
  const product = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!product) return undefined;
  const [
    texts,
    prices,
    campaigns,
    categories,
    tags,
    variations,
    images,
    related,
    upsell,
    models,
    cable,
    fitments,
  ] = await Promise.all([
    db.selectFrom('product_texts').selectAll().where('product_id', '=', id).execute(),
    db
      .selectFrom('product_prices')
      .selectAll()
      .where('product_id', '=', id)
      .orderBy('store_id')
      .orderBy('list')
      .orderBy('quantity')
      .execute(),
    db.selectFrom('product_campaigns').selectAll().where('product_id', '=', id).execute(),
    db
      .selectFrom('product_categories')
      .select('category_id')
      .where('product_id', '=', id)
      .orderBy('category_id')
      .execute(),
    db.selectFrom('product_tags').select('tag_id').where('product_id', '=', id).orderBy('tag_id').execute(),
    loadVariationRows(db, id),
    db
      .selectFrom('product_images')
      .selectAll()
      .where('product_id', '=', id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_related as r')
      .innerJoin('products as p', 'p.id', 'r.related_product_id')
      .leftJoin('product_texts as t', (join) =>
        join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', 'sv'),
      )
      .select(['p.id', 'p.sku', 't.name'])
      .where('r.product_id', '=', id)
      .orderBy('r.sort_order')
      .execute(),
    db
      .selectFrom('upsell_offers as u')
      .innerJoin('products as p', 'p.id', 'u.offer_product_id')
      .leftJoin('product_texts as t', (join) =>
        join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', 'sv'),
      )
      .select(['p.id', 'p.sku', 't.name', 'u.discount_percent'])
      .where('u.product_id', '=', id)
      .orderBy('u.sort_order')
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('product_models')
      .select('phone_model_id')
      .where('product_id', '=', id)
      .orderBy('phone_model_id')
      .execute(),
    db
      .selectFrom('cable_plugs')
      .select(['plug_a', 'plug_b', 'length_cm'])
      .where('product_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('vehicle_fitments')
      .select(['make', 'model', 'year_from', 'year_to'])
      .where('product_id', '=', id)
      .orderBy('make')
      .orderBy('model')
      .orderBy('year_from')
      .orderBy('year_to')
      .execute(),
  ]);
  return {
    product,
    texts,
    prices,
    campaigns,
    categoryIds: categories.map((row) => row.category_id),
    tagIds: tags.map((row) => row.tag_id),
    variations,
    images,
    related,
    upsell,
    phoneModelIds: models.map((row) => row.phone_model_id),
    cable,
    fitments,
  };
}

async function loadVariationRows(db: Kysely<Database>, parentId: number): Promise<VariationRow[]> {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', 'sv'),
    )
    .select(['p.id', 'p.sku', 'p.attributes', 'p.published', 'p.stock', 'p.stock_status', 't.name'])
    .where('p.parent_id', '=', parentId)
    .orderBy('p.id')
    .execute();
  if (rows.length === 0) return [];
  const prices = await db
    .selectFrom('product_prices')
    .select(['product_id', 'store_id', 'price'])
    .where(
      'product_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('list', '=', 'n')
    .where('quantity', '=', 1)
    .execute();
  return rows.map((row) => ({ ...row, prices: prices.filter((price) => price.product_id === row.id) }));
}

/** Top-level products whose sku, or name in any language, contains the text; newest first. */
export async function findAdminProducts(
  db: Kysely<Database>,
  filter: { readonly text: string | undefined; readonly published: boolean | undefined },
  page: { readonly offset: number; readonly limit: number },
): Promise<{ rows: (ProductRow & { name: string | null; variation_count: number })[]; total: number }> {
  let query = db.selectFrom('products as p').where('p.parent_id', 'is', null);
  if (filter.published !== undefined) query = query.where('p.published', '=', filter.published ? 1 : 0);
  if (filter.text) {
    const pattern = `%${filter.text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((where) =>
      where.or([
        where(where.fn('lower', ['p.sku']), 'like', pattern),
        where(
          'p.id',
          'in',
          db
            .selectFrom('product_texts as t')
            .select('t.product_id')
            .where((inner) => inner(inner.fn('lower', ['t.name']), 'like', pattern)),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('p')
      .select((select) => [
        select
          .selectFrom('product_texts as t')
          .select('t.name')
          .whereRef('t.product_id', '=', 'p.id')
          .where('t.locale', '=', 'sv')
          .as('name'),
        select
          .selectFrom('products as v')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('v.parent_id', '=', 'p.id')
          .as('variation_count'),
      ])
      .orderBy('p.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((select) => select.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, variation_count: Number(row.variation_count ?? 0) })),
    total: Number(count.count),
  };
}

/** The product that has (or had) the slug in a language, if it is not the given product. */
export async function findSlugOwner(
  db: Kysely<Database>,
  locale: string,
  slug: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('product_texts')
    .select('product_id')
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.product_id;
}

/** The next free product id (products take their ids from the seed, not from a sequence). */
export async function nextProductId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((select) => select.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
}

/**
 * Raises the version of a product from `version`, in the same statement that checks it: of two
 * saves of one version only one matches (the other's UPDATE finds version + 1 and changes nothing).
 */
export async function bumpProductVersion(
  db: Kysely<Database>,
  id: number,
  version: number | undefined,
  changes: Partial<Omit<ProductRow, 'id' | 'version'>>,
  at: string,
): Promise<boolean> {
  let query = db
    .updateTable('products')
    .set((set) => ({ ...changes, version: set('version', '+', 1), updated_at: at }))
    .where('id', '=', id);
  if (version !== undefined) query = query.where('version', '=', version);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The audit entries of a product, oldest first (the editor's conflict says what changed since). */
export async function findProductAuditSnapshots(
  db: Kysely<Database>,
  id: number,
): Promise<{ before: string | null; after: string | null }[]> {
  return db
    .selectFrom('audit_log')
    .select(['before', 'after'])
    .where('entity_type', '=', 'product')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

/** Where a product's old slug points: the product, to find its current slug. */
export async function findProductBySlugHistory(
  db: Kysely<Database>,
  locale: string,
  slug: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('product_slug_history')
    .select('product_id')
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.product_id;
}
