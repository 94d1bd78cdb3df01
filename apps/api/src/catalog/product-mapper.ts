import type {
  Prices,
  PriceTier,
  Product,
  ProductImage,
  ProductTypeValue,
  StockStatus,
  Thumb,
  Variation,
  VariationAttribute,
} from '@shop/contracts/product';
import { ImageType, stockStatuses } from '@shop/contracts/product';
import type { LocaleCode } from '@shop/domain/locales';
import { buildPath } from '@shop/domain/routes';
import { getStore } from '@shop/domain/stores';
import { effectiveStockStatus } from '../cart/stock-policy.ts';
import { fallbackUrl, isUploadFormat, responsiveImage } from '../images/image-variants.ts';
import type {
  ProductImageRow,
  ProductPriceRow,
  ProductRow,
  ProductRows,
  ProductTextRow,
} from '../repositories/products.repository.ts';
import { colorAttributeName, colors, isColorCode } from './colors.ts';

/** The URL of a catalog image (drawn by GET /api/images/{file}). */
export function productImageUrl(imageId: number): string {
  return `/api/images/${imageId}.svg`;
}

/** Spec 3: vat is the rate factor: 1.25 for 25 %; gift cards carry none. */
export function vatFactor(locale: LocaleCode, vatClass: string): number {
  if (vatClass === 'none') return 1;
  return Math.round((1 + getStore(locale).standardVatRate) * 1000) / 1000;
}

const toMajor = (minor: number): number => minor / 100;

/** Spec 3, Prices: n and (during a campaign) c, each tier with p in major units including VAT. */
export function mapPrices(rows: readonly ProductPriceRow[]): Prices {
  const tier = (row: ProductPriceRow): PriceTier => ({
    p: toMajor(row.price),
    q: row.quantity,
    ...(row.original_price !== null ? { o: toMajor(row.original_price) } : {}),
    ...(row.discount_percent !== null ? { d: row.discount_percent } : {}),
  });
  const byQuantity = (a: ProductPriceRow, b: ProductPriceRow) => a.quantity - b.quantity;
  const normal = rows
    .filter((row) => row.list === 'n')
    .sort(byQuantity)
    .map(tier);
  const campaign = rows
    .filter((row) => row.list === 'c')
    .sort(byQuantity)
    .map(tier);
  return campaign.length > 0 ? { n: normal, c: campaign } : { n: normal };
}

function mapImages(rows: readonly ProductImageRow[], alt: string): ProductImage[] {
  return [...rows]
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((row) => {
      const image = {
        id: row.id,
        url: productImageUrl(row.id),
        width: row.width,
        height: row.height,
        type: row.image_type as ProductImage['type'],
        sort_order: row.sort_order,
        alt,
      };
      const format = row.upload_format ?? '';
      // An uploaded photo (issue 17) is served in renditions; a seeded drawing is one SVG.
      if (!row.upload_hash || !isUploadFormat(format)) return image;
      return {
        ...image,
        url: fallbackUrl(row.upload_hash, row.width, format),
        responsive: responsiveImage(row.upload_hash, row.width, format),
      };
    });
}

/** The card's picture: an uploaded photo first (a photo beats a drawing), else the Thumb image. */
function thumbOf(images: readonly ProductImage[]): Thumb | null {
  const thumb =
    images.find((image) => image.responsive !== undefined) ??
    images.find((image) => image.type === ImageType.Thumb) ??
    images[0];
  if (!thumb) return null;
  const { url, width, height, responsive } = thumb;
  return responsive ? { url, width, height, responsive } : { url, width, height };
}

/**
 * The status a shopper sees, by the cart's rule (cart/stock-policy.ts): an in-stock product whose
 * units were sold reads as back-order here too, so the product page and the cart agree (issue 22).
 */
function stockStatus(row: Pick<ProductRow, 'stock' | 'stock_status'>): StockStatus {
  const value = effectiveStockStatus({ stock: row.stock, stockStatus: row.stock_status });
  return (stockStatuses as readonly string[]).includes(value) ? (value as StockStatus) : 'back-order';
}

/** A row's attributes (JSON text); anything but an object of strings reads as none. */
export function parseAttributes(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The attributes the variations differ in, each with its values in the store's language. */
function variationAttributes(variations: readonly Variation[], locale: LocaleCode): VariationAttribute[] {
  const keys = [...new Set(variations.flatMap((variation) => Object.keys(variation.attributes)))];
  return keys.map((key) => {
    const values = [
      ...new Set(
        variations.map((variation) => variation.attributes[key]).filter((value) => value !== undefined),
      ),
    ];
    return {
      key,
      name: key === 'color' ? colorAttributeName[locale] : key,
      values: values.map((value) =>
        key === 'color' && isColorCode(value)
          ? { value, label: colors[value].name[locale], hex: colors[value].hex }
          : { value, label: value },
      ),
    };
  });
}

interface Grouped {
  readonly texts: ReadonlyMap<number, ProductTextRow>;
  readonly prices: ReadonlyMap<number, ProductPriceRow[]>;
  readonly images: ReadonlyMap<number, ProductImageRow[]>;
  readonly categories: ReadonlyMap<number, number[]>;
  readonly variations: ReadonlyMap<number, ProductRow[]>;
}

function groupBy<Row, Value>(
  rows: readonly Row[],
  key: (row: Row) => number,
  value: (row: Row) => Value,
): Map<number, Value[]> {
  const grouped = new Map<number, Value[]>();
  for (const row of rows) {
    const list = grouped.get(key(row)) ?? [];
    list.push(value(row));
    grouped.set(key(row), list);
  }
  return grouped;
}

function group(rows: ProductRows): Grouped {
  return {
    texts: new Map(rows.texts.map((row) => [row.product_id, row])),
    prices: groupBy(
      rows.prices,
      (row) => row.product_id,
      (row) => row,
    ),
    images: groupBy(
      rows.images,
      (row) => row.product_id,
      (row) => row,
    ),
    categories: groupBy(
      rows.categories,
      (row) => row.product_id,
      (row) => row.category_id,
    ),
    variations: groupBy(
      rows.products.filter((row) => row.parent_id !== null),
      (row) => row.parent_id ?? 0,
      (row) => row,
    ),
  };
}

function mapVariation(row: ProductRow, grouped: Grouped, locale: LocaleCode): Variation {
  const name = grouped.texts.get(row.id)?.name ?? row.sku;
  const images = mapImages(grouped.images.get(row.id) ?? [], name);
  return {
    id: row.id,
    sku: row.sku,
    main_sku: row.main_sku,
    name,
    attributes: parseAttributes(row.attributes),
    vat: vatFactor(locale, row.vat_class),
    prices: mapPrices(grouped.prices.get(row.id) ?? []),
    stock_status: stockStatus(row),
    estimated_at: row.estimated_at,
    thumb: thumbOf(images),
    images,
  };
}

/** Spec 3, Product: cards, search hits and the product page's product, in the order of `ids`. */
export function mapProducts(ids: readonly number[], rows: ProductRows, locale: LocaleCode): Product[] {
  const grouped = group(rows);
  const byId = new Map(rows.products.filter((row) => row.parent_id === null).map((row) => [row.id, row]));
  const products: Product[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const text = grouped.texts.get(id);
    if (!row || !text) continue;
    const images = mapImages(grouped.images.get(id) ?? [], text.name);
    const variations = (grouped.variations.get(id) ?? [])
      .sort((a, b) => a.id - b.id)
      .map((variation) => mapVariation(variation, grouped, locale));
    products.push({
      id: row.id,
      type: row.type as ProductTypeValue as Product['type'],
      name: text.name,
      prefix: text.prefix,
      slug: text.slug,
      sku: row.sku,
      main_sku: row.main_sku,
      thumb: thumbOf(images),
      url_fragment: buildPath('product', locale, { slug: text.slug }),
      score: row.rating / 10,
      group_id: row.group_id,
      discount_category: row.discount_category,
      vat: vatFactor(locale, row.vat_class),
      prices: mapPrices(grouped.prices.get(id) ?? []),
      categories: [...(grouped.categories.get(id) ?? [])].sort((a, b) => a - b),
      variations,
      variation_attributes: variationAttributes(variations, locale),
      stock_status: stockStatus(row),
      estimated_at: row.estimated_at,
      is_new: row.is_new === 1,
      has_upselling: rows.withUpsell.has(id),
      images,
    });
  }
  return products;
}
