import type { Product } from '@shop/contracts/product';
import type { UpsellingOffer } from '@shop/contracts/products';
import type { CartItem } from '@shop/domain/cart';
import {
  type CampaignData,
  type CartState,
  type CheckoutSessions,
  campaignDataKeys,
  cartItemCount,
  createCartState,
  type LocaleSession,
  type ServicePoint,
} from '@shop/domain/cart-state';
import type { CategoryMembers } from '@shop/domain/category-members';
import { codesOnlyCouponState } from '@shop/domain/coupon-codes';
import type { CouponState } from '@shop/domain/coupon-state';
import { isLocaleCode } from '@shop/domain/locales';
import { createStore, useStore } from './create-store.ts';
import { isRecord, persistStore, pickBoolean, pickString } from './persisted-state.ts';
import { uiStore } from './ui-store.ts';

export type { CartItem, CartState };

/**
 * Spec 3, Cart state, as packages/domain/src/cart.ts defines it, persisted in td02 (spec 4).
 * The rules (add, merge, quantity, clear checkout, VAT toggle) are the domain's pure functions:
 * `cartStore.setState((state) => ...)` applies their results.
 *
 * The panel flags: the shell keeps the cart panel and upselling panel open states in the UI
 * store (spec 2, open/closed states); `open` and `upsellingOpen` here are never persisted and
 * follow the UI store, so both readings agree.
 */
export const cartStore = createStore<CartState>(createCartState());

function loadCampaignData(value: unknown): CampaignData | null {
  if (!isRecord(value)) return null;
  const data: Partial<Record<(typeof campaignDataKeys)[number], string>> = {};
  for (const key of campaignDataKeys) {
    const text = value[key];
    if (typeof text === 'string') data[key] = text;
  }
  return Object.keys(data).length > 0 ? data : null;
}

function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    typeof value.uuid === 'string' &&
    typeof value.sku === 'string' &&
    typeof value.product_id === 'number' &&
    typeof value.quantity === 'number' &&
    typeof value.price === 'number' &&
    Array.isArray(value.pricing)
  );
}

function loadSession(value: unknown): LocaleSession | null {
  return isRecord(value) && typeof value.id === 'string' && isLocaleCode(value.locale)
    ? { id: value.id, locale: value.locale }
    : null;
}

function loadSessions(value: unknown, initial: CheckoutSessions): CheckoutSessions {
  if (!isRecord(value)) return initial;
  return {
    payLaterCheckout: loadSession(value.payLaterCheckout),
    shippingOptions: loadSession(value.shippingOptions),
    cardPayment: loadSession(value.cardPayment),
    invoiceOrder: loadSession(value.invoiceOrder),
    b2cOrder: loadSession(value.b2cOrder),
    b2bOrder: loadSession(value.b2bOrder),
  };
}

function loadServicePoint(value: unknown): ServicePoint | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  return typeof value.name === 'string' ? { id: value.id, name: value.name } : { id: value.id };
}

persistStore({
  name: 'cart',
  area: 'local',
  store: cartStore,
  save: ({ open: _open, upsellingOpen: _upsellingOpen, ...kept }) => kept,
  load: (stored, initial) => {
    if (!isRecord(stored)) return initial;
    return createCartState({
      vat: pickBoolean(stored.vat, initial.vat),
      postalCode: pickString(stored.postalCode, null),
      shippingMethod: pickString(stored.shippingMethod, null),
      shippingMethodCE: pickBoolean(stored.shippingMethodCE, false),
      paymentMethod: pickString(stored.paymentMethod, null),
      servicePoint: loadServicePoint(stored.servicePoint),
      items: Array.isArray(stored.items) ? stored.items.filter(isCartItem) : [],
      checkoutID: pickString(stored.checkoutID, null),
      internal: pickBoolean(stored.internal, false),
      campaignData: loadCampaignData(stored.campaignData),
      lastAddedToCart: isCartItem(stored.lastAddedToCart) ? stored.lastAddedToCart : null,
      openUpselling: pickBoolean(stored.openUpselling, false),
      consentGranted: pickBoolean(stored.consentGranted, false),
      hasGrants: pickBoolean(stored.hasGrants, false),
      sessions: loadSessions(stored.sessions, initial.sessions),
    });
  },
});

/** Reads the cart; the server and the hydration render see the empty initial cart. */
export function useCart<Selected>(selector: (state: CartState) => Selected): Selected {
  return useStore(cartStore, selector);
}

/** The number on the cart button (spec 1): the sum of the line quantities. */
export function useCartCount(): number {
  return useStore(cartStore, (state) => cartItemCount(state.items));
}

/** Spec 2: utm_* and gclid are stored as campaign data with the cart; newer values win. */
export function setCampaignData(data: CampaignData): void {
  cartStore.setState((state) => ({ campaignData: { ...state.campaignData, ...data } }));
}

// The panel flags follow the UI store, the one place the shell opens and closes panels.
uiStore.subscribe(() => {
  const { cartOpen, upsellingOpen } = uiStore.getState();
  cartStore.setState({ open: cartOpen, upsellingOpen });
});

// --- coupons --------------------------------------------------------------------------------

/** What the last POST /api/sync-coupons said of a code beyond the rule itself. */
export interface CouponDetail {
  /** Major units incl. VAT the goods must reach; null without a minimum. */
  readonly minimumSpend: number | null;
  /** The server's reason (COUPON_EXPIRED ...); null when the coupon applies. */
  readonly reason: string | null;
  readonly label: string | null;
}

/** A code that was rejected and left the cart (spec 8: removed and flagged), with the reason. */
export interface RejectedCoupon {
  readonly code: string;
  readonly reason: string;
}

/**
 * Spec 3, Coupon state, for the cart: the domain's coupon state (items and aggregates), what the
 * server said of each code, and the codes just rejected. Spec 4 (Persistence): discount state
 * lasts the session, so it lives in sessionStorage under td02.
 */
export interface CartCouponState {
  readonly coupons: CouponState;
  /** By lower-case code. */
  readonly details: Readonly<Record<string, CouponDetail>>;
  /** Shown once, not persisted. */
  readonly rejected: readonly RejectedCoupon[];
  /**
   * The cart's products in the categories its buy-X-get-Y coupons name, sub-categories included
   * (spec 7, category-children); looked up after each coupon answer, not persisted.
   */
  readonly categoryMembers?: CategoryMembers;
}

export const couponStore = createStore<CartCouponState>({
  coupons: codesOnlyCouponState(),
  details: {},
  rejected: [],
});

function loadCouponDetail(value: unknown): CouponDetail | null {
  if (!isRecord(value)) return null;
  return {
    minimumSpend: typeof value.minimumSpend === 'number' ? value.minimumSpend : null,
    reason: pickString(value.reason, null),
    label: pickString(value.label, null),
  };
}

persistStore({
  name: 'coupons',
  area: 'session',
  store: couponStore,
  // Only the codes and the server's notes: the rules come back with the sync at page load.
  save: ({ coupons, details }) => ({ codes: coupons.items.map((coupon) => coupon.code), details }),
  load: (stored, initial) => {
    if (!isRecord(stored) || !Array.isArray(stored.codes)) return initial;
    const codes = stored.codes.filter(
      (code): code is string => typeof code === 'string' && code.trim() !== '',
    );
    const details: Record<string, CouponDetail> = {};
    if (isRecord(stored.details)) {
      for (const [code, value] of Object.entries(stored.details)) {
        const detail = loadCouponDetail(value);
        if (detail) details[code] = detail;
      }
    }
    return { coupons: codesOnlyCouponState(codes), details, rejected: [] };
  },
});

export function useCoupons<Selected>(selector: (state: CartCouponState) => Selected): Selected {
  return useStore(couponStore, selector);
}

// --- upselling ------------------------------------------------------------------------------

/** The offer the upselling panel shows (spec 4): the product just added and its offer. */
export interface UpsellState {
  readonly productId: number | null;
  readonly productName: string | null;
  readonly offer: UpsellingOffer | null;
  /** The offer's products, fetched before the modal opens (an empty offer opens the cart panel). */
  readonly products: readonly Product[];
}

export const upsellStore = createStore<UpsellState>({
  productId: null,
  productName: null,
  offer: null,
  products: [],
});

export function useUpsell<Selected>(selector: (state: UpsellState) => Selected): Selected {
  return useStore(upsellStore, selector);
}
