import type {
  AdminProduct,
  CreateProductBody,
  PriceProblem,
  PutPricesBody,
  StockBody,
  UpdateProductBody,
} from '@shop/contracts/admin-catalog';
import { checkGtin, describeGtinProblem } from '@shop/domain/gtin';
import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import { toMinor } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import type { Kysely, Transaction } from 'kysely';
import type { CatalogCache } from '../../cache/catalog-cache.ts';
import { publishChange } from '../../cache/change-feed.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { inTransaction, isUniqueViolation } from '../../orders/transactions.ts';
import { recordSlugChange } from '../../repositories/product-slugs.repository.ts';
import type { ProductRow } from '../../repositories/products.repository.ts';
import type { SearchIndex } from '../../search/search-index.ts';
import { slugify } from '../../seed/catalog/slugify.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { changedFields, toAdminProduct, typeNumber } from './admin-product-view.ts';
import {
  bumpProductVersion,
  findProductAuditSnapshots,
  findSlugOwner,
  loadProductEditorRows,
  nextProductId,
} from './admin-products.repository.ts';
import { priceProblems } from './price-rules.ts';
import { refuseStockOfVariant } from './variant-stock.ts';
import {
  inheritedChanges,
  lockParentOf,
  refuseDuplicateOption,
  refuseFieldsOfOtherLevel,
} from './variation-rules.ts';

export interface CatalogWriteDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly search: SearchIndex;
  /** This process's catalog cache: dropped at once after a write (other processes hear the feed). */
  readonly cache: CatalogCache;
}

/** A save of a version someone else has saved over: the product now and what changed since. */
export interface VersionConflict {
  readonly ok: false;
  readonly code: 'VERSION_CONFLICT';
  readonly current: AdminProduct;
  readonly changedFields: readonly string[];
  readonly staleVersion: number;
}

export type ProductWriteOutcome = { readonly ok: true; readonly product: AdminProduct } | VersionConflict;

/** Thrown inside a write's transaction to roll it back; answered as a value by `writeProduct`. */
class StaleVersion extends Error {
  readonly version: number;
  constructor(version: number) {
    super(`product version ${version} is stale`);
    this.version = version;
  }
}

export class PriceRulesRefused extends AppError {
  readonly problems: readonly PriceProblem[];
  constructor(problems: readonly PriceProblem[]) {
    super(
      'PRICE_TIERS_REFUSED',
      422,
      `The price lists break the price rules: ${problems.map((problem) => problem.message).join('; ')}`,
      problems.map((problem) => ({ path: `${problem.list}.${problem.index}`, message: problem.message })),
    );
    this.problems = problems;
  }
}

export async function readRows(db: Kysely<Database>, id: number): Promise<AdminProduct> {
  const rows = await loadProductEditorRows(db, id);
  if (!rows) throw notFound(`No product ${id}`);
  return toAdminProduct(rows);
}

/** What changed between the product at `version` (from the audit log's snapshots) and now. */
async function fieldsChangedSince(
  db: Kysely<Database>,
  current: AdminProduct,
  version: number,
): Promise<string[]> {
  for (const entry of await findProductAuditSnapshots(db, current.id)) {
    for (const text of [entry.before, entry.after]) {
      if (!text) continue;
      const snapshot = JSON.parse(text) as AdminProduct;
      if (snapshot.version === version) return changedFields(snapshot, current);
    }
  }
  return [];
}

/**
 * One staff write of a product, all in one transaction: the version is raised in the statement
 * that checks it (a stale one rolls everything back), then the change, the audit entry with the
 * product before and after, the change feed's announcement (every process drops its caches) and
 * the product's search documents. A write without a version still takes the version it read, and
 * runs again if another write came in between, so its audit entry's "before" is exact. `first`
 * runs before anything is read (the lock and check of a variation's option on its product).
 */
export async function writeProduct(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  write: {
    readonly action: string;
    readonly version: number | undefined;
    readonly columns?: Partial<Omit<ProductRow, 'id' | 'version'>>;
    readonly first?: (trx: Transaction<Database>) => Promise<void>;
    readonly work?: (trx: Transaction<Database>, before: AdminProduct) => Promise<void>;
  },
): Promise<ProductWriteOutcome> {
  const now = deps.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const product = await inTransaction(deps.db, async (trx) => {
        await write.first?.(trx);
        const before = await readRows(trx, id);
        const expected = write.version ?? before.version;
        const bumped = await bumpProductVersion(trx, id, expected, write.columns ?? {}, now.toISOString());
        if (!bumped) throw new StaleVersion(expected);
        await write.work?.(trx, before);
        const after = await readRows(trx, id);
        await recordAudit(
          trx,
          actor,
          { action: write.action, entityType: 'product', entityId: id, before, after },
          now,
        );
        await publishChange(trx, 'catalog', `product:${id}`, now);
        await deps.search.refreshProducts(trx, [id]);
        return after;
      });
      deps.cache.invalidate();
      return { ok: true, product };
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error;
      if (write.version === undefined && attempt < 3) continue;
      const current = await readRows(deps.db, id);
      return {
        ok: false,
        code: 'VERSION_CONFLICT',
        current,
        changedFields: await fieldsChangedSince(deps.db, current, error.version),
        staleVersion: error.version,
      };
    }
  }
}

/** Refuses a slug another product uses in that language (409), and makes a free one from a name. */
async function claimSlug(
  trx: Kysely<Database>,
  locale: LocaleCode,
  id: number,
  slug: string,
  given: boolean,
): Promise<string> {
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? slug : `${slug}-${suffix}`;
    const owner = await findSlugOwner(trx, locale, candidate);
    if (owner === undefined || owner === id) return candidate;
    if (given) {
      throw new AppError('SLUG_TAKEN', 409, `texts.${locale}.slug: ${slug} is the slug of product ${owner}`, [
        { path: `texts.${locale}.slug`, message: `is the slug of product ${owner}` },
      ]);
    }
  }
}

type TextsInput = NonNullable<UpdateProductBody['texts']>;

/**
 * Writes the texts of the languages given. A changed slug leaves its old one in the slug history,
 * so the old URL keeps answering with a permanent redirect; a slug taken back is no longer old.
 */
export async function writeTexts(
  trx: Kysely<Database>,
  id: number,
  texts: TextsInput,
  before: AdminProduct,
  now: Date,
): Promise<void> {
  for (const locale of localeCodes) {
    const input = texts[locale];
    if (!input) continue;
    const existing = before.texts[locale];
    const name = input.name ?? existing?.name;
    if (!name) {
      throw new AppError('BAD_REQUEST', 400, `texts.${locale}.name: a new language needs a name`, [
        { path: `texts.${locale}.name`, message: 'a new language needs a name' },
      ]);
    }
    const wanted = input.slug ?? existing?.slug ?? (slugify(name) || `product-${id}`);
    const slug = await claimSlug(trx, locale, id, wanted, input.slug !== undefined);
    const values = {
      name,
      slug,
      description: input.description ?? existing?.description ?? '',
      seo_title: input.seo_title ?? existing?.seo_title ?? '',
      seo_description: input.seo_description ?? existing?.seo_description ?? '',
    };
    if (existing) {
      await trx
        .updateTable('product_texts')
        .set(values)
        .where('product_id', '=', id)
        .where('locale', '=', locale)
        .execute();
    } else {
      await trx
        .insertInto('product_texts')
        .values({ product_id: id, locale, prefix: null, specifications: '[]', ...values })
        .execute();
    }
    await recordSlugChange(trx, { locale, productId: id, oldSlug: existing?.slug ?? null, slug, now });
  }
}

async function writeRelations(
  trx: Kysely<Database>,
  id: number,
  body: Pick<UpdateProductBody, 'category_ids' | 'tag_ids'>,
): Promise<void> {
  if (body.category_ids) {
    await trx.deleteFrom('product_categories').where('product_id', '=', id).execute();
    const ids = [...new Set(body.category_ids)];
    if (ids.length > 0)
      await trx
        .insertInto('product_categories')
        .values(ids.map((category) => ({ product_id: id, category_id: category })))
        .execute();
  }
  if (body.tag_ids) {
    await trx.deleteFrom('product_tags').where('product_id', '=', id).execute();
    const ids = [...new Set(body.tag_ids)];
    if (ids.length > 0)
      await trx
        .insertInto('product_tags')
        .values(ids.map((tag) => ({ product_id: id, tag_id: tag })))
        .execute();
  }
}

/**
 * Every id and plug code the body names exists: a brand, a category, a tag, a phone model or a
 * cable's plug that does not is a 400 naming it.
 */
async function checkReferences(
  db: Kysely<Database>,
  body: Pick<
    UpdateProductBody,
    'brand_id' | 'category_ids' | 'primary_category_id' | 'tag_ids' | 'phone_model_ids' | 'cable'
  >,
): Promise<void> {
  type Table = 'brands' | 'categories' | 'tags' | 'phone_models';
  const missing = async (table: Table, ids: readonly number[]) => {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((value) => !found.has(value));
  };
  const checks: [string, Table, number[]][] = [
    ['brand_id', 'brands', body.brand_id ? [body.brand_id] : []],
    ['category_ids', 'categories', body.category_ids ?? []],
    ['primary_category_id', 'categories', body.primary_category_id ? [body.primary_category_id] : []],
    ['tag_ids', 'tags', body.tag_ids ?? []],
    ['phone_model_ids', 'phone_models', body.phone_model_ids ?? []],
  ];
  for (const [field, table, ids] of checks) {
    const unknown = await missing(table, ids);
    if (unknown.length > 0) {
      throw new AppError('BAD_REQUEST', 400, `${field}: no such ${table} ${unknown.join(', ')}`, [
        { path: field, message: `no such ${table} ${unknown.join(', ')}` },
      ]);
    }
  }
  if (body.cable) {
    const codes = await db.selectFrom('plug_types').select('code').execute();
    for (const end of ['plug_a', 'plug_b'] as const) {
      const code = body.cable[end];
      if (codes.some((row) => row.code === code)) continue;
      throw new AppError('BAD_REQUEST', 400, `cable.${end}: no plug type has the code ${code}`, [
        { path: `cable.${end}`, message: `no plug type has the code ${code}` },
      ]);
    }
  }
}

/**
 * What the product fits in the selectors (the phone models, a cable's plugs, the vehicles), each
 * replaced whole when given; a cable of null makes the product no cable.
 */
async function writeFits(
  trx: Kysely<Database>,
  id: number,
  body: Pick<UpdateProductBody, 'phone_model_ids' | 'cable' | 'vehicle_fitments'>,
): Promise<void> {
  if (body.phone_model_ids) {
    await trx.deleteFrom('product_models').where('product_id', '=', id).execute();
    const ids = [...new Set(body.phone_model_ids)];
    if (ids.length > 0)
      await trx
        .insertInto('product_models')
        .values(ids.map((model) => ({ product_id: id, phone_model_id: model })))
        .execute();
  }
  if (body.cable !== undefined) {
    await trx.deleteFrom('cable_plugs').where('product_id', '=', id).execute();
    if (body.cable)
      await trx
        .insertInto('cable_plugs')
        .values({ product_id: id, ...body.cable })
        .execute();
  }
  if (body.vehicle_fitments) {
    await trx.deleteFrom('vehicle_fitments').where('product_id', '=', id).execute();
    const fitments = body.vehicle_fitments.filter(
      (fitment, index, all) =>
        all.findIndex((other) => JSON.stringify(other) === JSON.stringify(fitment)) === index,
    );
    if (fitments.length > 0)
      await trx
        .insertInto('vehicle_fitments')
        .values(fitments.map((fitment) => ({ product_id: id, ...fitment })))
        .execute();
  }
}

/** Related products and upsell offers named by SKU, resolved to ids before a write begins. */
interface LinkedProducts {
  readonly related?: readonly number[];
  readonly upsell?: readonly { readonly id: number; readonly discount_percent: number }[];
}

/**
 * Looks up the SKUs of the related products and upsell offers: each must be another top-level
 * product (a variation is shown through its product); an unknown one is a 400 naming its place.
 */
async function resolveLinkedProducts(
  db: Kysely<Database>,
  id: number | null,
  body: Pick<UpdateProductBody, 'related_skus' | 'upsell_offers'>,
): Promise<LinkedProducts> {
  const skus = [...(body.related_skus ?? []), ...(body.upsell_offers ?? []).map((offer) => offer.sku)];
  if (skus.length === 0) {
    return {
      ...(body.related_skus ? { related: [] } : {}),
      ...(body.upsell_offers ? { upsell: [] } : {}),
    };
  }
  const rows = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('parent_id', 'is', null)
    .where('sku', 'in', [...new Set(skus)])
    .execute();
  const idOf = new Map(rows.map((row) => [row.sku, row.id]));
  const find = (field: string, sku: string): number => {
    const found = idOf.get(sku);
    const problem =
      found === undefined
        ? `no product has the sku ${sku}`
        : found === id
          ? 'a product is not offered with itself'
          : undefined;
    if (problem)
      throw new AppError('BAD_REQUEST', 400, `${field}: ${problem}`, [{ path: field, message: problem }]);
    return found as number;
  };
  return {
    ...(body.related_skus
      ? { related: [...new Set(body.related_skus.map((sku, index) => find(`related_skus.${index}`, sku)))] }
      : {}),
    ...(body.upsell_offers
      ? {
          upsell: body.upsell_offers
            .map((offer, index) => ({
              id: find(`upsell_offers.${index}.sku`, offer.sku),
              discount_percent: offer.discount_percent,
            }))
            .filter((offer, index, all) => all.findIndex((other) => other.id === offer.id) === index),
        }
      : {}),
  };
}

/** Replaces the lists given (a list left out stays as it is). */
async function writeLinkedProducts(trx: Kysely<Database>, id: number, linked: LinkedProducts): Promise<void> {
  if (linked.related) {
    await trx.deleteFrom('product_related').where('product_id', '=', id).execute();
    if (linked.related.length > 0)
      await trx
        .insertInto('product_related')
        .values(
          linked.related.map((related, index) => ({
            product_id: id,
            related_product_id: related,
            sort_order: index + 1,
          })),
        )
        .execute();
  }
  if (linked.upsell) {
    await trx.deleteFrom('upsell_offers').where('product_id', '=', id).execute();
    const first = await trx
      .selectFrom('upsell_offers')
      .select((select) => select.fn.max('id').as('id'))
      .executeTakeFirst();
    const base = Number(first?.id ?? 0);
    if (linked.upsell.length > 0)
      await trx
        .insertInto('upsell_offers')
        .values(
          linked.upsell.map((offer, index) => ({
            id: base + index + 1,
            product_id: id,
            offer_product_id: offer.id,
            discount_percent: offer.discount_percent,
            sort_order: index + 1,
          })),
        )
        .execute();
  }
}

function productColumns(
  body: Omit<UpdateProductBody, 'version'>,
): Partial<Omit<ProductRow, 'id' | 'version'>> {
  return {
    ...(body.sku !== undefined ? { sku: body.sku } : {}),
    ...(body.type !== undefined ? { type: typeNumber(body.type) } : {}),
    ...(body.kind !== undefined ? { kind: body.kind } : {}),
    ...(body.published !== undefined ? { published: body.published ? 1 : 0 } : {}),
    ...(body.brand_id !== undefined ? { brand_id: body.brand_id } : {}),
    ...(body.group_id !== undefined ? { group_id: body.group_id } : {}),
    ...(body.discount_category !== undefined ? { discount_category: body.discount_category } : {}),
    ...(body.vat_class !== undefined ? { vat_class: body.vat_class } : {}),
    ...(body.primary_category_id !== undefined ? { primary_category_id: body.primary_category_id } : {}),
    ...(body.gtin !== undefined ? { gtin: checkedGtin(body.gtin) } : {}),
    ...(body.mpn !== undefined ? { mpn: body.mpn || null } : {}),
    ...(body.attributes !== undefined ? { attributes: JSON.stringify(body.attributes) } : {}),
  };
}

/**
 * A GTIN as it is stored: empty is none; anything else has 8, 12, 13 or 14 digits and a right GS1
 * check digit, or the save is refused (422 naming the field) before anything is written.
 */
export function checkedGtin(value: string | null): string | null {
  if (value === null || value === '') return null;
  const checked = checkGtin(value);
  if (checked.ok) return checked.gtin;
  const message = `${describeGtinProblem(checked.code)} (${value})`;
  throw new AppError('GTIN_INVALID', 422, `gtin: ${message}`, [{ path: 'gtin', message }]);
}

export async function refuseTakenSku(db: Kysely<Database>, sku: string, id: number | null): Promise<void> {
  const owner = await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst();
  if (owner && owner.id !== id) {
    throw new AppError('SKU_TAKEN', 409, `sku: ${sku} is the sku of product ${owner.id}`, [
      { path: 'sku', message: `is the sku of product ${owner.id}` },
    ]);
  }
}

/** Staff add a product: hidden from the storefront (published false) unless they say otherwise. */
export async function createProduct(
  deps: CatalogWriteDeps,
  actor: Actor,
  body: CreateProductBody,
): Promise<AdminProduct> {
  await checkReferences(deps.db, body);
  await refuseTakenSku(deps.db, body.sku, null);
  const linked = await resolveLinkedProducts(deps.db, null, body);
  const identifiers = { gtin: checkedGtin(body.gtin ?? null), mpn: body.mpn || null };
  const now = deps.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const product = await inTransaction(deps.db, async (trx) => {
        const id = await nextProductId(trx);
        await trx
          .insertInto('products')
          .values({
            id,
            parent_id: null,
            type: typeNumber(body.type ?? 'Standard'),
            sku: body.sku,
            main_sku: body.sku,
            kind: body.kind ?? 'accessory',
            brand_id: body.brand_id ?? null,
            group_id: body.group_id ?? null,
            discount_category: body.discount_category ?? null,
            vat_class: body.vat_class ?? 'standard',
            color: '#333333',
            stock: 0,
            stock_status: 'back-order',
            estimated_at: null,
            is_new: 1,
            rating: 0,
            popularity: 0,
            recent_views: 0,
            bought_today: 0,
            attributes: '{}',
            primary_category_id: body.primary_category_id ?? body.category_ids?.[0] ?? null,
            created_at: now.toISOString(),
            published: body.published ? 1 : 0,
            updated_at: now.toISOString(),
            ...identifiers,
          })
          .execute();
        const empty = { texts: {}, version: 1 } as unknown as AdminProduct;
        await writeTexts(trx, id, body.texts, empty, now);
        await writeRelations(trx, id, body);
        await writeLinkedProducts(trx, id, linked);
        await writeFits(trx, id, body);
        const after = await readRows(trx, id);
        await recordAudit(
          trx,
          actor,
          { action: 'product.create', entityType: 'product', entityId: id, before: null, after },
          now,
        );
        await publishChange(trx, 'catalog', `product:${id}`, now);
        await deps.search.refreshProducts(trx, [id]);
        return after;
      });
      deps.cache.invalidate();
      return product;
    } catch (error) {
      // Two staff adding at once took the same id: the later one takes the next.
      if (
        attempt < 3 &&
        (isUniqueViolation(error, 'products_pkey') || isUniqueViolation(error, 'products.id'))
      )
        continue;
      if (isUniqueViolation(error, 'sku')) await refuseTakenSku(deps.db, body.sku, null);
      throw error;
    }
  }
}

/** The product's inherited columns, copied to its variations (each one's version raised, each announced). */
async function passOnToVariations(
  trx: Transaction<Database>,
  id: number,
  columns: Partial<Omit<ProductRow, 'id' | 'version'>>,
  now: Date,
): Promise<void> {
  const variations = await trx.selectFrom('products').select('id').where('parent_id', '=', id).execute();
  await trx
    .updateTable('products')
    .set((set) => ({ ...columns, version: set('version', '+', 1), updated_at: now.toISOString() }))
    .where('parent_id', '=', id)
    .execute();
  for (const variation of variations) await publishChange(trx, 'catalog', `product:${variation.id}`, now);
}

/** Staff change a product's fields and texts, naming the version they edit. */
export async function updateProduct(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: UpdateProductBody,
): Promise<ProductWriteOutcome> {
  const current = await readRows(deps.db, id);
  refuseFieldsOfOtherLevel(body, current.parent_id !== null);
  await checkReferences(deps.db, body);
  if (body.sku !== undefined) await refuseTakenSku(deps.db, body.sku, id);
  const linked = await resolveLinkedProducts(deps.db, id, body);
  const { version, texts, ...fields } = body;
  // Checked (a bad GTIN throws) before the write's transaction begins.
  const columns = productColumns(fields);
  // A product's variations take its kind, brand, group, discount category, VAT and category.
  const inherited = inheritedChanges(columns);
  const { attributes } = body;
  const write = () =>
    writeProduct(deps, actor, id, {
      action: 'product.update',
      version,
      columns,
      // A variation's new attributes are checked against its siblings in the write's transaction,
      // its product's row locked first (variation-rules.ts).
      ...(attributes !== undefined && current.parent_id !== null
        ? {
            first: async (trx: Transaction<Database>) => {
              const parentId = await lockParentOf(trx, id);
              if (parentId !== null) await refuseDuplicateOption(trx, parentId, attributes, id);
            },
          }
        : {}),
      work: async (trx, before) => {
        if (texts) await writeTexts(trx, id, texts, before, deps.now());
        await writeRelations(trx, id, body);
        await writeLinkedProducts(trx, id, linked);
        if (Object.keys(inherited).length > 0 && before.variations.length > 0)
          await passOnToVariations(trx, id, inherited, deps.now());
        await writeFits(trx, id, body);
      },
    });
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      // Offers of two products saved at once took the same new offer id: the later one runs again.
      const taken =
        isUniqueViolation(error, 'upsell_offers_pkey') || isUniqueViolation(error, 'upsell_offers.id');
      if (!taken || attempt >= 3) throw error;
    }
  }
}

/**
 * Staff set a store's normal and campaign price lists. A tier the price rules would drop without
 * a word is refused (422) before anything is written.
 */
export async function putPrices(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  store: LocaleCode,
  body: PutPricesBody,
): Promise<ProductWriteOutcome> {
  const problems = priceProblems(store, body);
  if (problems.length > 0) throw new PriceRulesRefused(problems);
  const { currency } = getStore(store);
  const storeId = storeIds[store];
  return writeProduct(deps, actor, id, {
    action: 'product.prices',
    version: body.version,
    work: async (trx) => {
      await trx
        .deleteFrom('product_prices')
        .where('product_id', '=', id)
        .where('store_id', '=', storeId)
        .execute();
      const rows = [
        ...body.normal.map((tier) => ({ list: 'n', tier })),
        ...body.campaign.map((tier) => ({ list: 'c', tier })),
      ];
      await trx
        .insertInto('product_prices')
        .values(
          rows.map(({ list, tier }) => ({
            product_id: id,
            store_id: storeId,
            list,
            quantity: tier.quantity,
            price: toMinor(tier.price, currency),
            // Spec 5: the storefront derives the original price and the percent from the lists.
            original_price: null,
            discount_percent: null,
          })),
        )
        .execute();
      await trx
        .deleteFrom('product_campaigns')
        .where('product_id', '=', id)
        .where('store_id', '=', storeId)
        .execute();
      if (body.campaign.length > 0 && (body.campaign_starts_at || body.campaign_ends_at)) {
        await trx
          .insertInto('product_campaigns')
          .values({
            product_id: id,
            store_id: storeId,
            starts_at: body.campaign_starts_at ? new Date(body.campaign_starts_at).toISOString() : null,
            ends_at: body.campaign_ends_at ? new Date(body.campaign_ends_at).toISOString() : null,
          })
          .execute();
      }
    },
  });
}

/**
 * Staff set stock, stock status and the presale date. A product with variations has no stock
 * figure of its own (decision 028): a stock in the body is refused (422), its status and date are
 * its own.
 */
export async function changeStock(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: StockBody,
): Promise<ProductWriteOutcome> {
  return writeProduct(deps, actor, id, {
    action: 'product.stock',
    version: body.version,
    columns: {
      ...(body.stock !== undefined ? { stock: body.stock } : {}),
      ...(body.stock_status !== undefined ? { stock_status: body.stock_status } : {}),
      ...(body.estimated_at !== undefined ? { estimated_at: body.estimated_at } : {}),
    },
    // Inside the write's transaction: a variation added meanwhile still stops it.
    ...(body.stock !== undefined ? { work: (trx) => refuseStockOfVariant(trx, id) } : {}),
  });
}
