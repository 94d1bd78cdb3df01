import {
  type CampaignData,
  type CampaignDataKey,
  type CartState,
  campaignDataKeys,
  type LocaleSession,
  noSessions,
} from './cart-state.ts';
import type { DiscountCategory } from './coupons.ts';
import type { ProductType } from './enums.ts';
import type { LocaleCode } from './locales.ts';
import { type CartPricingTier, selectTierPrice } from './pricing.ts';
import type { Store } from './stores.ts';
import { clampQuantity, QUANTITY_MIN } from './validation.ts';

// The cart state's shape and initial state live in cart-state.ts, which the storefront's page shell
// loads without these rules; they stay importable from here too.
export type {
  CampaignData,
  CampaignDataKey,
  CartState,
  CheckoutSessions,
  LocaleSession,
  ServicePoint,
} from './cart-state.ts';
export { campaignDataKeys, cartItemCount, createCartState, SHIPPING_PROCESSOR } from './cart-state.ts';
export { addFromListAction } from './list-add.ts';

export interface CartThumb {
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * Spec 3, Cart item: every field the spec lists. Prices are major units incl. VAT as the API
 * sends them (`price` is the unit price of the current tier); `vat` is the rate factor (1.25).
 */
export interface CartItem {
  /** Assigned on add (spec 3). */
  readonly uuid: string;
  readonly type: ProductType;
  readonly product_id: number;
  readonly sku: string;
  readonly name: string;
  readonly slug: string;
  readonly thumb?: CartThumb | null;
  readonly price: number;
  /** The unit price outside a campaign, shown struck through when it is higher. */
  readonly ordinary_price?: number | null;
  readonly pricing: readonly CartPricingTier[];
  readonly quantity: number;
  readonly vat: number;
  readonly categories?: readonly number[] | null;
  readonly group_id?: number | null;
  readonly discount_category?: DiscountCategory | null;
  readonly stock_status?: string | null;
  /** Presale date (ISO 8601). */
  readonly estimated_at?: string | null;
  /** Name of the subscription interval, when the line is a subscription. */
  readonly subscription_interval?: string | null;
  /** Spec 5: shown as a warning. */
  readonly cart_notice?: string | null;
  /** Spec 5: set when the server lowered the quantity; shows product.adjusted_quantity as a danger alert. */
  readonly adjusted_quantity?: number | boolean | null;
  /** The line is bought at a campaign price. */
  readonly campaign?: boolean | null;
  readonly cross_selling_product_id?: number | null;
  readonly upselling_bundle_id?: number | null;
  readonly unique_bundle_id?: string | null;
  /** The code of the coupon that added the line. */
  readonly added_by_coupon?: string | null;
  readonly accessory_id?: number | null;
  readonly recommended_id?: number | null;
  readonly related_id?: number | null;
}

/** An item on its way into the cart: the uuid is assigned on add. */
export type NewCartItem = Omit<CartItem, 'uuid'>;

/** Where a line came from (spec 4, Adding to the cart). */
export const ItemOrigin = {
  Plain: 'plain',
  CrossSell: 'cross-sell',
  UpsellBundle: 'upsell-bundle',
  Coupon: 'coupon',
  Accessory: 'accessory',
  Recommended: 'recommended',
  Related: 'related',
} as const;
export type ItemOrigin = (typeof ItemOrigin)[keyof typeof ItemOrigin];

type OriginFields = Pick<
  CartItem,
  | 'cross_selling_product_id'
  | 'upselling_bundle_id'
  | 'added_by_coupon'
  | 'accessory_id'
  | 'recommended_id'
  | 'related_id'
  | 'campaign'
>;

function isSet(value: string | number | boolean | null | undefined): boolean {
  return value !== null && value !== undefined && value !== '' && value !== 0 && value !== false;
}

export function itemOrigin(item: OriginFields): ItemOrigin {
  if (isSet(item.cross_selling_product_id)) return ItemOrigin.CrossSell;
  if (isSet(item.upselling_bundle_id)) return ItemOrigin.UpsellBundle;
  if (isSet(item.added_by_coupon)) return ItemOrigin.Coupon;
  if (isSet(item.accessory_id)) return ItemOrigin.Accessory;
  if (isSet(item.recommended_id)) return ItemOrigin.Recommended;
  if (isSet(item.related_id)) return ItemOrigin.Related;
  return ItemOrigin.Plain;
}

/** Spec 4: a plain item is not from cross-sell, upsell bundle, coupon, accessory, recommended or related. */
export function isPlainItem(item: OriginFields): boolean {
  return itemOrigin(item) === ItemOrigin.Plain;
}

/** Spec 5: quantity is locked for items from cross-selling, a coupon or an upselling bundle. */
export function isQuantityLocked(item: OriginFields): boolean {
  const origin = itemOrigin(item);
  return (
    origin === ItemOrigin.CrossSell || origin === ItemOrigin.Coupon || origin === ItemOrigin.UpsellBundle
  );
}

/**
 * Spec 5: items added by cross-sell, upsell bundle, coupon, accessory, recommended, related or
 * campaign get no extra group discount.
 */
export function getsGroupDiscount(item: OriginFields): boolean {
  return isPlainItem(item) && !isSet(item.campaign);
}

/** The unit price (major units incl. VAT) of a line at a quantity: its tier, else its price. */
export function unitPriceAt(item: Pick<CartItem, 'pricing' | 'price'>, quantity: number): number {
  return selectTierPrice(item.pricing, quantity) ?? item.price;
}

/** The line with a new quantity; the unit price follows the tier (spec 4, Changing quantity). */
function withQuantity<T extends NewCartItem>(item: T, quantity: number): T {
  return { ...item, quantity, price: unitPriceAt(item, quantity) };
}

/** Lines merge when they are plain lines of the same product, variant and subscription interval. */
function sameProductLine(line: CartItem, item: NewCartItem): boolean {
  return (
    isPlainItem(line) &&
    line.product_id === item.product_id &&
    line.sku === item.sku &&
    (line.subscription_interval ?? null) === (item.subscription_interval ?? null)
  );
}

export const CartReason = {
  QuantityInvalid: 'CART_QUANTITY_INVALID',
  QuantityLocked: 'CART_QUANTITY_LOCKED',
  LineNotFound: 'CART_LINE_NOT_FOUND',
} as const;
export type CartReason = (typeof CartReason)[keyof typeof CartReason];

export type AddToCartResult =
  | {
      readonly ok: true;
      readonly items: readonly CartItem[];
      /** The line that was added or grown. */
      readonly line: CartItem;
      readonly merged: boolean;
      /** True when the quantity was cut to 5000. */
      readonly clamped: boolean;
    }
  | { readonly ok: false; readonly code: typeof CartReason.QuantityInvalid };

/**
 * Spec 4, Adding to the cart: a plain item merges into an existing plain line for the same
 * product by adding quantities; any other item is appended with a new uuid. The uuid generator
 * is passed in: the domain has no randomness of its own.
 */
export function addToCart(
  items: readonly CartItem[],
  item: NewCartItem,
  newUuid: () => string,
): AddToCartResult {
  if (!Number.isFinite(item.quantity) || item.quantity < QUANTITY_MIN) {
    return { ok: false, code: CartReason.QuantityInvalid };
  }
  const existing = isPlainItem(item) ? items.find((line) => sameProductLine(line, item)) : undefined;
  const wanted = Math.trunc(item.quantity) + (existing?.quantity ?? 0);
  const quantity = clampQuantity(wanted);
  if (existing) {
    const line = withQuantity(existing, quantity);
    return {
      ok: true,
      items: items.map((kept) => (kept.uuid === existing.uuid ? line : kept)),
      line,
      merged: true,
      clamped: quantity !== wanted,
    };
  }
  const line: CartItem = withQuantity({ ...item, uuid: newUuid() }, quantity);
  return { ok: true, items: [...items, line], line, merged: false, clamped: quantity !== wanted };
}

/** Spec 4: a quantity change is sent after 250 ms; a removal sends quantity 0 at once. */
export const QUANTITY_UPDATE_DELAY_MS = 250;

export type SetQuantityResult =
  | {
      readonly ok: true;
      readonly items: readonly CartItem[];
      readonly removed: boolean;
      /** The quantity to send to the server: 0 for a removal. */
      readonly quantity: number;
      /** How long to wait before the sync: 250 ms for a change, 0 for a removal. */
      readonly syncDelayMs: number;
    }
  | { readonly ok: false; readonly code: CartReason };

/**
 * Spec 4, Changing quantity: a value above 0 sets the quantity (1 to 5000) and the unit price
 * follows the tier; 0 or less removes the line. A locked line keeps its quantity, but can be removed.
 */
export function setQuantity(items: readonly CartItem[], uuid: string, quantity: number): SetQuantityResult {
  const line = items.find((kept) => kept.uuid === uuid);
  if (!line) return { ok: false, code: CartReason.LineNotFound };
  if (Number.isNaN(quantity)) return { ok: false, code: CartReason.QuantityInvalid };
  if (quantity <= 0)
    return { ok: true, ...removeLine(items, uuid), removed: true, quantity: 0, syncDelayMs: 0 };
  const next = clampQuantity(quantity);
  if (next !== line.quantity && isQuantityLocked(line)) return { ok: false, code: CartReason.QuantityLocked };
  const updated = withQuantity(line, next);
  return {
    ok: true,
    items: items.map((kept) => (kept.uuid === uuid ? updated : kept)),
    removed: false,
    quantity: next,
    syncDelayMs: QUANTITY_UPDATE_DELAY_MS,
  };
}

export function removeLine(items: readonly CartItem[], uuid: string): { items: readonly CartItem[] } {
  return { items: items.filter((kept) => kept.uuid !== uuid) };
}

// --- cart state (the shape and the initial state are in cart-state.ts) ------------------------

/**
 * Spec 4, Clearing checkout: resets the checkout id, all payment and shipping sessions, the
 * shipping method, payment method, service point and campaign data; nothing else.
 */
export function clearCheckout(state: CartState): CartState {
  return {
    ...state,
    checkoutID: null,
    sessions: noSessions,
    shippingMethod: null,
    paymentMethod: null,
    servicePoint: null,
    campaignData: null,
  };
}

/** Spec 3: a session id is returned only when the requested locale matches the stored one. */
export function sessionIdFor(session: LocaleSession | null, locale: LocaleCode): string | null {
  return session !== null && session.locale === locale ? session.id : null;
}

/** Spec 4, VAT mode: the vat flag toggles only where the store allows ex-VAT. */
export function toggleVat(state: CartState, store: Pick<Store, 'allowExVAT'>): CartState {
  return store.allowExVAT ? { ...state, vat: !state.vat } : { ...state, vat: true };
}

/** Spec 2: the utm_* and gclid query parameters, or null when none is present. */
export function campaignDataFromQuery(query: URLSearchParams): CampaignData | null {
  const data: Partial<Record<CampaignDataKey, string>> = {};
  for (const key of campaignDataKeys) {
    const value = query.get(key)?.trim();
    if (value) data[key] = value;
  }
  return Object.keys(data).length > 0 ? data : null;
}
