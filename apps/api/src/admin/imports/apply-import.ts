import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import { discountPercentBetween } from '@shop/domain/pricing';
import type { Kysely, Updateable } from 'kysely';
import { isColorCode } from '../../catalog/colors.ts';
import type { ProductsTable } from '../../db/catalog.schema.ts';
import type { Database } from '../../db/schema.ts';
import { recountVariantStock } from '../catalog/variant-stock.ts';
import type { PlannedRow, ProductValues } from './plan-import.ts';
import { productTypes, readAttributes, tiersOf } from './product-csv.ts';
import {
  becomeVariants,
  type CampaignWindow,
  type CatalogCodes,
  findProductIds,
  insertProducts,
  maxCatalogIds,
  type NewProductRows,
  type PriceRowInput,
  raiseProductVersions,
  replaceCampaignWindows,
  replaceCategories,
  replacePrices,
  updateProduct,
  updateProductText,
} from './product-import.repository.ts';

/** The drawn images a new product gets, as the seed gives them: [image type, sort, view, size]. */
const productViews: readonly (readonly [number, number, string, number])[] = [
  [3, 0, 'front', 400],
  [4, 1, 'front', 1200],
  [4, 2, 'back', 1200],
  [1, 3, 'front', 2400],
];
const variationViews = productViews.slice(0, 2);

/**
 * A store's price rows from the file's two lists. Spec 5: the campaign's single-unit tier carries
 * the normal price as its original and the rounded discount percent.
 */
function priceRows(productId: number, locale: LocaleCode, values: ProductValues): PriceRowInput[] {
  const normal = tiersOf(values[`price_${locale}`] ?? '');
  const campaign = tiersOf(values[`campaign_${locale}`] ?? '');
  const single = normal.find((tier) => tier.quantity === 1)?.price ?? null;
  const store_id = storeIds[locale];
  return [
    ...normal.map((tier) => ({
      product_id: productId,
      store_id,
      list: 'n',
      quantity: tier.quantity,
      price: tier.price,
      original_price: null,
      discount_percent: null,
    })),
    ...campaign.map((tier) => {
      const first = tier.quantity === 1 && single !== null;
      return {
        product_id: productId,
        store_id,
        list: 'c',
        quantity: tier.quantity,
        price: tier.price,
        original_price: first ? single : null,
        discount_percent: first && single !== null ? discountPercentBetween(single, tier.price) : null,
      };
    }),
  ];
}

/** A store's campaign window from the file; both ends empty: none (the campaign always runs). */
function windowOf(values: ProductValues, locale: LocaleCode): CampaignWindow | null {
  const startsAt = values[`campaign_starts_${locale}`] || null;
  const endsAt = values[`campaign_ends_${locale}`] || null;
  return startsAt === null && endsAt === null ? null : { startsAt, endsAt };
}

function categoryIdsOf(values: ProductValues, codes: CatalogCodes): number[] {
  return (values.categories ?? '')
    .split('|')
    .filter((code) => code !== '')
    .map((code) => codes.categories.get(code))
    .filter((id): id is number => id !== undefined);
}

/**
 * Writes a planned batch, in the transaction it is given: new products with their texts, drawn
 * images, prices and categories; changed products only in what changed.
 */
export async function applyBatch(
  trx: Kysely<Database>,
  planned: readonly PlannedRow[],
  codes: CatalogCodes,
  now: Date,
): Promise<number[]> {
  const changing = planned.filter((row) => row.action !== 'unchanged');
  if (changing.length === 0) return [];
  const next = await maxCatalogIds(trx);
  let productId = next.product;
  let imageId = next.image;
  const ids = new Map<string, number>();
  for (const row of changing) {
    if (row.stored) ids.set(row.sku, row.stored.id);
    else ids.set(row.sku, ++productId);
  }
  const parentSkus = [
    ...new Set(
      changing.map((row) => row.values.parent_sku ?? '').filter((sku) => sku !== '' && !ids.has(sku)),
    ),
  ];
  for (const [sku, parent] of await findProductIds(trx, parentSkus)) ids.set(sku, parent.id);
  const parentIdOf = (values: ProductValues): number | null => {
    const sku = values.parent_sku ?? '';
    if (sku === '') return null;
    const id = ids.get(sku);
    if (id === undefined) throw new Error(`The parent ${sku} is not in the shop`);
    return id;
  };

  const created: NewProductRows[] = [];
  const prices: PriceRowInput[] = [];
  const replacedPrices: { productId: number; locale: LocaleCode }[] = [];
  const categoryRows: { product_id: number; category_id: number }[] = [];
  const replacedCategories: number[] = [];
  const windows: { productId: number; locale: LocaleCode; window: CampaignWindow | null }[] = [];

  for (const row of changing) {
    if (row.stored) continue;
    const id = ids.get(row.sku) as number;
    const values = row.values;
    const categories = categoryIdsOf(values, codes);
    const parentId = parentIdOf(values);
    created.push({
      product: {
        id,
        parent_id: parentId,
        type: productTypes[values.type ?? 'standard'] ?? 1,
        sku: row.sku,
        main_sku: values.parent_sku || row.sku,
        kind: values.kind ?? 'other',
        brand_id: values.brand ? (codes.brands.get(values.brand) ?? null) : null,
        group_id: null,
        discount_category: null,
        vat_class: values.vat_class ?? 'standard',
        color: Object.values(attributesOf(values)).find(isColorCode) ?? '#9ca3af',
        stock: Number(values.stock ?? 0),
        stock_status: values.stock_status ?? 'back-order',
        estimated_at: values.estimated_at || null,
        is_new: 1,
        rating: 0,
        popularity: 0,
        recent_views: 0,
        bought_today: 0,
        attributes: JSON.stringify(attributesOf(values)),
        primary_category_id: categories[0] ?? null,
        created_at: now.toISOString(),
        gtin: values.gtin || null,
        mpn: values.mpn || null,
        published: values.published === 'false' ? 0 : 1,
      },
      texts: localeCodes.map((locale) => ({
        product_id: id,
        locale,
        name: values[`name_${locale}`] ?? '',
        prefix: null,
        slug: values[`slug_${locale}`] ?? '',
        description: '',
        specifications: '[]',
      })),
      images: (parentId === null ? productViews : variationViews).map(([type, sort, view, size]) => ({
        id: ++imageId,
        product_id: id,
        image_type: type,
        sort_order: sort,
        width: size,
        height: size,
        view,
      })),
    });
    for (const locale of localeCodes) {
      prices.push(...priceRows(id, locale, values));
      const window = windowOf(values, locale);
      if (window) windows.push({ productId: id, locale, window });
    }
    for (const category of new Set(categories)) categoryRows.push({ product_id: id, category_id: category });
  }
  // New products first: a changed product may name one of them as its parent.
  await insertProducts(trx, created);

  for (const row of changing) {
    if (!row.stored) continue;
    const id = row.stored.id;
    const values = row.values;
    const categories = categoryIdsOf(values, codes);
    const parentId = parentIdOf(values);
    const fields = new Set(row.fields);
    const changes: Updateable<ProductsTable> = {};
    if (fields.has('type')) changes.type = productTypes[values.type ?? ''] ?? row.stored.type;
    if (fields.has('parent_sku')) {
      changes.parent_id = parentId;
      changes.main_sku = values.parent_sku || row.sku;
    }
    if (fields.has('attributes')) changes.attributes = JSON.stringify(attributesOf(values));
    if (fields.has('kind')) changes.kind = values.kind ?? row.stored.kind;
    if (fields.has('brand'))
      changes.brand_id = values.brand ? (codes.brands.get(values.brand) ?? null) : null;
    if (fields.has('categories')) {
      changes.primary_category_id = categories[0] ?? null;
      replacedCategories.push(id);
      for (const category of new Set(categories))
        categoryRows.push({ product_id: id, category_id: category });
    }
    if (fields.has('vat_class')) changes.vat_class = values.vat_class ?? row.stored.vatClass;
    if (fields.has('stock')) changes.stock = Number(values.stock);
    if (fields.has('stock_status')) changes.stock_status = values.stock_status ?? row.stored.stockStatus;
    if (fields.has('estimated_at')) changes.estimated_at = values.estimated_at || null;
    if (fields.has('gtin')) changes.gtin = values.gtin || null;
    if (fields.has('mpn')) changes.mpn = values.mpn || null;
    if (fields.has('published')) changes.published = values.published === 'false' ? 0 : 1;
    await updateProduct(trx, id, changes);
    for (const locale of localeCodes) {
      if (fields.has(`name_${locale}`) || fields.has(`slug_${locale}`)) {
        await updateProductText(
          trx,
          id,
          locale,
          { name: values[`name_${locale}`] ?? '', slug: values[`slug_${locale}`] ?? '' },
          now,
        );
      }
      if (fields.has(`price_${locale}`) || fields.has(`campaign_${locale}`)) {
        replacedPrices.push({ productId: id, locale });
        prices.push(...priceRows(id, locale, values));
      }
      if (fields.has(`campaign_starts_${locale}`) || fields.has(`campaign_ends_${locale}`)) {
        windows.push({ productId: id, locale, window: windowOf(values, locale) });
      }
    }
  }
  await replacePrices(trx, replacedPrices, prices);
  await replaceCategories(trx, replacedCategories, categoryRows);
  await replaceCampaignWindows(trx, windows);
  // Decision 028: a product given a variation becomes a Variant (its editor lists the variation,
  // so its version is raised too), and every product whose variations the batch wrote has their
  // sum as its stock.
  const parents = [
    ...new Set(
      changing.flatMap((row) => (parentIdOf(row.values) === null ? [] : [parentIdOf(row.values) as number])),
    ),
  ];
  const gaining = new Set(
    changing.flatMap((row) => {
      const parentId = parentIdOf(row.values);
      return parentId !== null && (!row.stored || row.fields.includes('parent_sku')) ? [parentId] : [];
    }),
  );
  const variant = productTypes.variant as number;
  await becomeVariants(trx, [...gaining], variant);
  await recountVariantStock(trx, parents);
  const written = changing.map((row) => ids.get(row.sku) as number);
  const createdIds = new Set(created.map((product) => product.product.id));
  await raiseProductVersions(
    trx,
    [
      ...new Set([
        ...changing.flatMap((row) => (row.stored ? [row.stored.id] : [])),
        ...[...gaining].filter((id) => !createdIds.has(id)),
      ]),
    ],
    now,
  );
  return [...new Set([...written, ...gaining])];
}

/** A canonical attributes cell as the products table keeps it ({} for none). */
function attributesOf(values: ProductValues): Record<string, string> {
  const attributes = readAttributes(values.attributes ?? '');
  if (typeof attributes === 'string') throw new Error(`Not canonical attributes: ${values.attributes}`);
  return attributes;
}
