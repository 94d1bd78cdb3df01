import type { CartItem } from './cart.ts';
import type { LocaleCode } from './locales.ts';

/*
 * Spec 3, Cart state: its shape, its initial state and the item count. Apart from the cart rules
 * (cart.ts), so a page that only shows the cart button does not carry them.
 */

/** Spec 3: a session kept per locale. */
export interface LocaleSession {
  readonly id: string;
  readonly locale: LocaleCode;
}

/** Spec 3: the separate {id, locale} sessions. */
export interface CheckoutSessions {
  /** A buy-now-pay-later style checkout. */
  readonly payLaterCheckout: LocaleSession | null;
  readonly shippingOptions: LocaleSession | null;
  /** A card payment provider session. */
  readonly cardPayment: LocaleSession | null;
  readonly invoiceOrder: LocaleSession | null;
  /** A B2C order with a payment provider. */
  readonly b2cOrder: LocaleSession | null;
  /** A B2B order with a payment provider. */
  readonly b2bOrder: LocaleSession | null;
}

/** Spec 2: query parameters stored as campaign data with the cart. */
export const campaignDataKeys = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid',
] as const;
export type CampaignDataKey = (typeof campaignDataKeys)[number];
export type CampaignData = Readonly<Partial<Record<CampaignDataKey, string>>>;

export interface ServicePoint {
  readonly id: string;
  readonly name?: string;
}

/**
 * Spec 7: the shipping processor identifier is one constant: the shop's own shipping options
 * (GET /api/shipping-options), whatever the cart stored before.
 */
export const SHIPPING_PROCESSOR = 'shop-shipping';

/** Spec 3, Cart state. */
export interface CartState {
  readonly open: boolean;
  readonly upsellingOpen: boolean;
  /** True means prices include VAT (the default). */
  readonly vat: boolean;
  readonly postalCode: string | null;
  readonly shippingProcessor: typeof SHIPPING_PROCESSOR;
  readonly shippingMethod: string | null;
  readonly shippingMethodCE: boolean;
  readonly paymentMethod: string | null;
  readonly servicePoint: ServicePoint | null;
  readonly items: readonly CartItem[];
  readonly checkoutID: string | null;
  readonly internal: boolean;
  readonly campaignData: CampaignData | null;
  readonly lastAddedToCart: CartItem | null;
  readonly openUpselling: boolean;
  readonly consentGranted: boolean;
  readonly hasGrants: boolean;
  readonly sessions: CheckoutSessions;
}

export const noSessions: CheckoutSessions = {
  payLaterCheckout: null,
  shippingOptions: null,
  cardPayment: null,
  invoiceOrder: null,
  b2cOrder: null,
  b2bOrder: null,
};

export function createCartState(overrides: Partial<CartState> = {}): CartState {
  return {
    open: false,
    upsellingOpen: false,
    vat: true,
    postalCode: null,
    shippingProcessor: SHIPPING_PROCESSOR,
    shippingMethod: null,
    shippingMethodCE: false,
    paymentMethod: null,
    servicePoint: null,
    items: [],
    checkoutID: null,
    internal: false,
    campaignData: null,
    lastAddedToCart: null,
    openUpselling: false,
    consentGranted: false,
    hasGrants: false,
    sessions: noSessions,
    ...overrides,
  };
}

/** The number on the cart button: the sum of the quantities. */
export function cartItemCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
