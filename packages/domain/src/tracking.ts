import { asMinor, type Minor, toMajor } from './money.ts';
import type { CurrencyCode } from './stores.ts';

/** A line as analytics sees it. Amounts are minor units incl. VAT. */
export interface TrackedLine {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  /** The unit price the shopper pays, after discounts. */
  readonly price: Minor;
  /** The discount per unit, if any. */
  readonly discount?: Minor;
  readonly brand?: string | null;
  /** Category names, from the top level down (GA4 takes up to 5). */
  readonly categories?: readonly string[];
  readonly variant?: string | null;
}

/** A GA4 ecommerce item. */
export interface Ga4Item {
  readonly item_id: string;
  readonly item_name: string;
  readonly price: number;
  readonly quantity: number;
  readonly index?: number;
  readonly discount?: number;
  readonly item_brand?: string;
  readonly item_variant?: string;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly item_category4?: string;
  readonly item_category5?: string;
}

const categoryKeys = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const;

/** A line as a GA4 item; prices in major units. */
export function toGa4Item(line: TrackedLine, currency: CurrencyCode, index?: number): Ga4Item {
  const categories: Partial<Record<(typeof categoryKeys)[number], string>> = {};
  (line.categories ?? []).slice(0, categoryKeys.length).forEach((name, position) => {
    const key = categoryKeys[position];
    if (key) categories[key] = name;
  });
  return {
    item_id: line.sku,
    item_name: line.name,
    price: toMajor(line.price, currency),
    quantity: line.quantity,
    ...(index === undefined ? {} : { index }),
    ...(line.discount ? { discount: toMajor(line.discount, currency) } : {}),
    ...(line.brand ? { item_brand: line.brand } : {}),
    ...(line.variant ? { item_variant: line.variant } : {}),
    ...categories,
  };
}

export interface TrackedOrder {
  readonly id: string | number;
  readonly currency: CurrencyCode;
  /** The order total incl. VAT. */
  readonly total: Minor;
  readonly vat: Minor;
  readonly shipping?: Minor;
  /** The order's coupon codes, in the order they were added. */
  readonly coupons?: readonly string[];
  readonly lines: readonly TrackedLine[];
}

export interface PurchaseEvent {
  readonly event: 'purchase';
  readonly ecommerce: {
    readonly transaction_id: string;
    readonly value: number;
    readonly tax: number;
    readonly shipping?: number;
    readonly currency: CurrencyCode;
    readonly coupon?: string;
    readonly items: readonly Ga4Item[];
  };
}

/** Spec 9, Purchase tracking: transaction id '#' + order id; value = total minus VAT; the first coupon. */
export function purchaseEvent(order: TrackedOrder): PurchaseEvent {
  const coupon = order.coupons?.[0];
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: `#${order.id}`,
      value: toMajor(asMinor(order.total - order.vat), order.currency),
      tax: toMajor(order.vat, order.currency),
      ...(order.shipping === undefined ? {} : { shipping: toMajor(order.shipping, order.currency) }),
      currency: order.currency,
      ...(coupon ? { coupon } : {}),
      items: order.lines.map((line, index) => toGa4Item(line, order.currency, index)),
    },
  };
}

export interface AddToCartEvent {
  readonly event: 'add_to_cart';
  readonly ecommerce: {
    readonly currency: CurrencyCode;
    readonly value: number;
    readonly items: readonly Ga4Item[];
  };
}

/** Spec 4: an add-to-cart event is tracked after adding; value = unit price x quantity added. */
export function addToCartEvent(line: TrackedLine, currency: CurrencyCode): AddToCartEvent {
  return {
    event: 'add_to_cart',
    ecommerce: {
      currency,
      value: toMajor(asMinor(line.price * line.quantity), currency),
      items: [toGa4Item(line, currency)],
    },
  };
}
