import { randomUUID } from 'node:crypto';
import type { CartItemResponse, CartLineInput } from '@shop/contracts/cart';
import type { CartItem } from '@shop/domain/cart';
import { isProductType, ProductType } from '@shop/domain/enums';
import { type CartPricingTier, selectTierPrice } from '@shop/domain/pricing';
import type { Store } from '@shop/domain/stores';
import { clampQuantity } from '@shop/domain/validation';
import { productImageUrl, vatFactor } from '../catalog/product-mapper.ts';
import { imageFileUrl, isUploadFormat, widthsFor } from '../images/image-variants.ts';
import type { CartProduct } from '../repositories/cart-products.repository.ts';
import { cartNotice } from './cart-notices.ts';
import { availabilityOf, effectiveStockStatus, unitLimit } from './stock-policy.ts';

/** A cart line as the server keeps it: what the shopper chose, never a price. */
export interface StoredCartLine {
  readonly uuid: string;
  readonly sku: string;
  readonly quantity: number;
  readonly subscription_interval: string | null;
  readonly cross_selling_product_id: number | null;
  readonly upselling_bundle_id: number | null;
  readonly unique_bundle_id: string | null;
  readonly added_by_coupon: string | null;
  readonly accessory_id: number | null;
  readonly recommended_id: number | null;
  readonly related_id: number | null;
}

/** The server's cart: every line priced from the catalog, and the skus it had to drop. */
export interface PricedCart {
  readonly items: readonly CartItemResponse[];
  /** The lines to keep (quantities as priced). */
  readonly lines: readonly StoredCartLine[];
  /** Skus the store does not sell (unknown, or not in this store). */
  readonly removed: readonly string[];
}

const major = (minor: number): number => minor / 100;

/**
 * A line's picture: an uploaded photo's smallest rendition (160 px, sharp at the line's 64 px on a
 * 2x screen) in its own format, or the product's drawing.
 */
function cartThumb(thumb: NonNullable<CartProduct['thumb']>): CartItemResponse['thumb'] {
  const format = thumb.uploadFormat ?? '';
  if (!thumb.uploadHash || !isUploadFormat(format)) {
    return { url: productImageUrl(thumb.id), width: thumb.width, height: thumb.height };
  }
  const width = widthsFor(thumb.width)[0] ?? thumb.width;
  return {
    url: imageFileUrl(thumb.uploadHash, width, format),
    width,
    height: Math.max(1, Math.round((thumb.height * width) / thumb.width)),
  };
}

function tiers(product: CartProduct, list: 'n' | 'c'): CartPricingTier[] {
  return product.prices
    .filter((price) => price.list === list)
    .map((price) => ({ q: price.quantity, p: major(price.price) }));
}

/** A client's price is only compared, never used; a value no price can have is left out. */
function seenPrice(value: number | null | undefined): number | null {
  return typeof value === 'number' && value >= 0 && value <= 100_000_000 ? value : null;
}

/** Where a line came from (upsell, bundle, coupon gift, accessory, recommendation): kept as sent. */
type LineOrigin = Pick<
  StoredCartLine,
  | 'cross_selling_product_id'
  | 'upselling_bundle_id'
  | 'unique_bundle_id'
  | 'added_by_coupon'
  | 'accessory_id'
  | 'recommended_id'
  | 'related_id'
>;

export function lineOrigin(input: CartLineInput): LineOrigin {
  return {
    cross_selling_product_id: input.cross_selling_product_id ?? null,
    upselling_bundle_id: input.upselling_bundle_id ?? null,
    unique_bundle_id: input.unique_bundle_id ?? null,
    added_by_coupon: input.added_by_coupon ?? null,
    accessory_id: input.accessory_id ?? null,
    recommended_id: input.recommended_id ?? null,
    related_id: input.related_id ?? null,
  };
}

export function storedLine(input: CartLineInput, uuid: string, quantity: number): StoredCartLine {
  return {
    uuid,
    sku: input.sku,
    quantity,
    subscription_interval: input.subscription_interval ?? null,
    ...lineOrigin(input),
  };
}

interface LineContext {
  readonly store: Store;
  /** Units already given to earlier lines of the same sku. */
  readonly taken: Map<string, number>;
}

function priceLine(
  input: CartLineInput,
  uuid: string,
  product: CartProduct,
  context: LineContext,
): CartItemResponse {
  const campaignTiers = tiers(product, 'c');
  const normalTiers = tiers(product, 'n');
  const campaign = campaignTiers.length > 0;
  const pricing = campaign ? campaignTiers : normalTiers;
  const availability = availabilityOf(product);
  const limit = unitLimit(availability);
  const wanted = clampQuantity(input.quantity);
  const left = limit === null ? null : Math.max(0, limit - (context.taken.get(product.sku) ?? 0));
  const orderable = left === null || left > 0;
  // Spec 5: 1 to 5000, and never more than the stock left; an unorderable line keeps its quantity.
  const quantity = left === null || !orderable ? wanted : Math.min(wanted, left);
  context.taken.set(product.sku, (context.taken.get(product.sku) ?? 0) + quantity);
  const price = selectTierPrice(pricing, quantity) ?? 0;
  const status = effectiveStockStatus(product);
  return {
    uuid,
    type: product.type,
    product_id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    thumb: product.thumb ? cartThumb(product.thumb) : null,
    price,
    ordinary_price: campaign ? (selectTierPrice(normalTiers, quantity) ?? null) : null,
    pricing,
    quantity,
    vat: vatFactor(context.store.code, product.vatClass),
    categories: [...product.categories],
    group_id: product.groupId,
    discount_category: product.discountCategory,
    stock_status: status,
    estimated_at: product.estimatedAt,
    subscription_interval: input.subscription_interval ?? null,
    cart_notice: cartNotice(
      {
        name: product.name,
        seenPrice: seenPrice(input.price),
        price: selectTierPrice(pricing, wanted) ?? 0,
        seenStatus: input.stock_status ?? null,
        status,
        orderable,
      },
      context.store,
    ),
    adjusted_quantity: quantity !== input.quantity ? quantity : null,
    campaign,
    ...lineOrigin(input),
  };
}

/**
 * The server is the truth (spec 7, sync-cart): every line is priced from the catalog for the
 * store (tier and campaign prices, VAT, stock status, estimated_at), whatever the client sent.
 * A quantity of 0 or less removes the line (spec 4); a quantity above 5000 or above the stock is
 * cut and adjusted_quantity says so (spec 5); a sku the store does not sell is dropped.
 */
export function priceCartLines(
  inputs: readonly CartLineInput[],
  products: ReadonlyMap<string, CartProduct>,
  store: Store,
): PricedCart {
  const items: CartItemResponse[] = [];
  const lines: StoredCartLine[] = [];
  const removed: string[] = [];
  const uuids = new Set<string>();
  const context: LineContext = { store, taken: new Map() };
  for (const input of inputs) {
    if (input.quantity <= 0) continue;
    const product = products.get(input.sku);
    if (!product) {
      if (!removed.includes(input.sku)) removed.push(input.sku);
      continue;
    }
    const uuid = input.uuid && !uuids.has(input.uuid) ? input.uuid : randomUUID();
    uuids.add(uuid);
    const item = priceLine(input, uuid, product, context);
    items.push(item);
    lines.push(storedLine(input, uuid, item.quantity));
  }
  return { items, lines, removed };
}

/** A priced item as the domain's cart line (for repriceCart and the coupon engine). */
export function toDomainItem(item: CartItemResponse): CartItem {
  const { type, ...rest } = item;
  return { ...rest, type: isProductType(type) ? type : ProductType.Standard };
}

/** Whether every line can be ordered as it stands. */
export function orderableLines(items: readonly CartItemResponse[]): boolean {
  return items.every((item) => item.stock_status !== 'back-order' && item.adjusted_quantity === null);
}
