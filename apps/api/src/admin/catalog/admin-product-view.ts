import type {
  AdminProduct,
  AdminProductImage,
  AdminProductListQuery,
  AdminProductListResponse,
  ProductText,
  ProductTypeName,
  StorePrices,
} from '@shop/contracts/admin-catalog';
import { productTypeNames } from '@shop/contracts/admin-catalog';
import type { StockStatus } from '@shop/contracts/product';
import { type LocaleCode, localeCodes, localeForStoreId, storeIds } from '@shop/domain/locales';
import { asMinor, toMajor } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import { parseAttributes, productImageUrl } from '../../catalog/product-mapper.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { imageFileUrl, isUploadFormat, smallestUrl } from '../../images/image-variants.ts';
import {
  findAdminProducts,
  loadProductEditorRows,
  type ProductEditorRows,
} from './admin-products.repository.ts';

/** Spec 3: product type 1 Standard, 2 Variant, 3 SET, 4 GiftCard. */
export function typeName(type: number): ProductTypeName {
  return productTypeNames[type - 1] ?? 'Standard';
}

export function typeNumber(name: ProductTypeName): number {
  return productTypeNames.indexOf(name) + 1;
}

function storePrices(rows: ProductEditorRows, locale: LocaleCode): StorePrices | undefined {
  const storeId = storeIds[locale];
  const prices = rows.prices.filter((row) => row.store_id === storeId);
  const campaign = rows.campaigns.find((row) => row.store_id === storeId);
  if (prices.length === 0 && !campaign) return undefined;
  const { currency } = getStore(locale);
  const tiers = (list: string) =>
    prices
      .filter((row) => row.list === list)
      .sort((a, b) => a.quantity - b.quantity)
      .map((row) => ({ quantity: row.quantity, price: toMajor(asMinor(row.price), currency) }));
  return {
    currency,
    normal: tiers('n'),
    campaign: tiers('c'),
    campaign_starts_at: campaign?.starts_at ?? null,
    campaign_ends_at: campaign?.ends_at ?? null,
  };
}

function adminImage(row: ProductEditorRows['images'][number]): AdminProductImage {
  const format = row.upload_format ?? '';
  const upload = row.upload_hash && isUploadFormat(format) ? { hash: row.upload_hash, format } : undefined;
  return {
    id: row.id,
    url: upload ? imageFileUrl(upload.hash, row.width, upload.format) : productImageUrl(row.id),
    thumb_url: upload ? smallestUrl(upload.hash, row.width, upload.format) : productImageUrl(row.id),
    width: row.width,
    height: row.height,
    type: row.image_type,
    sort_order: row.sort_order,
    uploaded: upload !== undefined,
  };
}

/** The product as the editor shows it (and as the audit log keeps it, before and after a write). */
export function toAdminProduct(rows: ProductEditorRows): AdminProduct {
  const { product } = rows;
  const texts: Partial<Record<LocaleCode, ProductText>> = {};
  for (const row of rows.texts) {
    if (!localeCodes.includes(row.locale as LocaleCode)) continue;
    texts[row.locale as LocaleCode] = {
      name: row.name,
      slug: row.slug,
      description: row.description,
      seo_title: row.seo_title,
      seo_description: row.seo_description,
    };
  }
  const prices: Partial<Record<LocaleCode, StorePrices>> = {};
  for (const locale of localeCodes) {
    const store = storePrices(rows, locale);
    if (store) prices[locale] = store;
  }
  return {
    id: product.id,
    parent_id: product.parent_id,
    sku: product.sku,
    main_sku: product.main_sku,
    type: typeName(product.type),
    kind: product.kind,
    published: product.published === 1,
    brand_id: product.brand_id,
    group_id: product.group_id,
    discount_category: product.discount_category,
    vat_class: product.vat_class === 'none' ? 'none' : 'standard',
    category_ids: [...rows.categoryIds],
    primary_category_id: product.primary_category_id,
    tag_ids: [...rows.tagIds],
    texts,
    prices,
    stock: product.stock,
    stock_status: product.stock_status as StockStatus,
    estimated_at: product.estimated_at,
    gtin: product.gtin,
    mpn: product.mpn,
    attributes: parseAttributes(product.attributes),
    variations: rows.variations.map((variation) => ({
      id: variation.id,
      sku: variation.sku,
      name: variation.name ?? variation.sku,
      attributes: parseAttributes(variation.attributes),
      published: variation.published === 1,
      stock: variation.stock,
      stock_status: variation.stock_status as StockStatus,
      prices: Object.fromEntries(
        variation.prices.flatMap((row) => {
          const locale = localeForStoreId(row.store_id);
          if (!locale) return [];
          const { currency } = getStore(locale);
          return [[locale, { currency, price: toMajor(asMinor(row.price), currency) }]];
        }),
      ),
    })),
    images: rows.images.map(adminImage),
    related: rows.related.map((row) => ({ id: row.id, sku: row.sku, name: row.name ?? row.sku })),
    upsell_offers: rows.upsell.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name ?? row.sku,
      discount_percent: row.discount_percent,
    })),
    phone_model_ids: [...rows.phoneModelIds],
    cable: rows.cable ? { ...rows.cable } : null,
    vehicle_fitments: rows.fitments.map((fitment) => ({ ...fitment })),
    version: product.version,
    updated_at: product.updated_at,
  };
}

export async function readAdminProduct(db: Kysely<Database>, id: number): Promise<AdminProduct> {
  const rows = await loadProductEditorRows(db, id);
  if (!rows) throw notFound(`No product ${id}`);
  return toAdminProduct(rows);
}

export async function listAdminProducts(
  db: Kysely<Database>,
  query: AdminProductListQuery,
): Promise<AdminProductListResponse> {
  const { rows, total } = await findAdminProducts(
    db,
    {
      text: query.q || undefined,
      published: query.published === undefined ? undefined : query.published === 'yes',
    },
    { offset: (query.page - 1) * query.per_page, limit: query.per_page },
  );
  return {
    products: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name ?? row.sku,
      type: typeName(row.type),
      published: row.published === 1,
      stock: row.stock,
      stock_status: row.stock_status as StockStatus,
      variations: row.variation_count,
      updated_at: row.updated_at,
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** A store's id back to its code, for the rows that carry ids. */
export function localeOfStore(storeId: number): LocaleCode | undefined {
  return localeForStoreId(storeId);
}

/**
 * The fields whose values differ between two views of a product, as the editor names them
 * (`texts.sv.name`, `prices.fi`, `stock`); the version and time of the save are not fields.
 */
export function changedFields(before: AdminProduct, after: AdminProduct): string[] {
  const changed: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const key of Object.keys(after) as (keyof AdminProduct)[]) {
    if (key === 'version' || key === 'updated_at') continue;
    if (key === 'texts' || key === 'prices') {
      for (const locale of localeCodes) {
        const a = before[key][locale] as Record<string, unknown> | undefined;
        const b = after[key][locale] as Record<string, unknown> | undefined;
        if (key === 'prices') {
          if (!same(a, b)) changed.push(`prices.${locale}`);
          continue;
        }
        for (const field of ['name', 'slug', 'description', 'seo_title', 'seo_description']) {
          if (!same(a?.[field], b?.[field])) changed.push(`texts.${locale}.${field}`);
        }
      }
      continue;
    }
    // A snapshot from before a field existed (gtin, mpn: migration 0020) lacks it: that is null.
    if (!same(before[key] ?? null, after[key] ?? null)) changed.push(key);
  }
  return changed;
}
