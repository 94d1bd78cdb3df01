import type { CartItemResponse, CartLineInput } from '@shop/contracts/cart';
import type { Variation } from '@shop/contracts/product';
import type { CartItem, NewCartItem } from '@shop/domain/cart';
import { isProductType, ProductType } from '@shop/domain/enums';
import { selectTierPrice } from '@shop/domain/pricing';
import type { CardProduct } from './card-product.ts';

/** Where an item comes from besides a plain add (spec 3: the origin fields of a cart item). */
export interface ItemOriginFields {
  readonly cross_selling_product_id?: number | null;
  readonly upselling_bundle_id?: number | null;
  readonly unique_bundle_id?: string | null;
  readonly added_by_coupon?: string | null;
  readonly accessory_id?: number | null;
  readonly recommended_id?: number | null;
  readonly related_id?: number | null;
}

/**
 * A product (or its chosen variation) as a cart item, priced for the display until the server
 * answers: the campaign list wins over the normal list (spec 3, Prices), and the unit price is the
 * tier of the quantity. The server reprices every line from the catalog on the next sync.
 */
export function toNewCartItem(
  product: CardProduct,
  variation: Variation | undefined,
  quantity: number,
  origin: ItemOriginFields = {},
): NewCartItem {
  const subject = variation ?? product;
  const campaignTiers = subject.prices.c ?? [];
  const campaign = campaignTiers.length > 0;
  const pricing = (campaign ? campaignTiers : subject.prices.n).map(({ q, p }) => ({ q, p }));
  const normal = subject.prices.n.map(({ q, p }) => ({ q, p }));
  return {
    type: variation ? ProductType.Standard : product.type,
    product_id: subject.id,
    sku: subject.sku,
    name: subject.name,
    slug: product.slug,
    thumb: subject.thumb ?? product.thumb,
    price: selectTierPrice(pricing, quantity) ?? 0,
    ordinary_price: campaign ? (selectTierPrice(normal, quantity) ?? null) : null,
    pricing,
    quantity,
    vat: subject.vat,
    categories: product.categories,
    group_id: product.group_id,
    discount_category: product.discount_category,
    stock_status: subject.stock_status,
    estimated_at: subject.estimated_at,
    subscription_interval: null,
    cart_notice: null,
    adjusted_quantity: null,
    campaign,
    cross_selling_product_id: origin.cross_selling_product_id ?? null,
    upselling_bundle_id: origin.upselling_bundle_id ?? null,
    unique_bundle_id: origin.unique_bundle_id ?? null,
    added_by_coupon: origin.added_by_coupon ?? null,
    accessory_id: origin.accessory_id ?? null,
    recommended_id: origin.recommended_id ?? null,
    related_id: origin.related_id ?? null,
  };
}

function positiveId(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * A cart line as POST /api/sync-cart takes it: the sku, quantity, uuid, origin and subscription,
 * and what the shopper last saw (price, stock), which the server compares to write a cart_notice.
 */
export function toLineInput(item: CartItem, quantity = item.quantity): CartLineInput {
  return {
    uuid: item.uuid,
    sku: item.sku,
    quantity,
    price: item.price,
    stock_status: item.stock_status ?? null,
    estimated_at: item.estimated_at ?? null,
    subscription_interval: item.subscription_interval ?? null,
    cross_selling_product_id: positiveId(item.cross_selling_product_id),
    upselling_bundle_id: positiveId(item.upselling_bundle_id),
    unique_bundle_id: item.unique_bundle_id ?? null,
    added_by_coupon: item.added_by_coupon ?? null,
    accessory_id: positiveId(item.accessory_id),
    recommended_id: positiveId(item.recommended_id),
    related_id: positiveId(item.related_id),
  };
}

/** A line as the server priced it (spec 3, Cart item), in the domain's shape. */
export function fromServerItem(item: CartItemResponse): CartItem {
  return { ...item, type: isProductType(item.type) ? item.type : ProductType.Standard };
}

/** A new uuid for a line (spec 3: assigned on add); also where crypto.randomUUID is missing (plain http). */
export function newLineUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
