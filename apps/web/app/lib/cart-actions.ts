import type { AtcEntry } from '@shop/domain/atc';
import {
  type AddToCartResult,
  addFromListAction,
  addToCart as addToCartRule,
  type CartReason,
  clearCheckout,
  isPlainItem,
  setQuantity,
} from '@shop/domain/cart';
import {
  type AddCouponResult,
  addCoupon,
  createCouponState,
  removeCoupon,
  sameCode,
} from '@shop/domain/coupons';
import { toMinor } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import { addToCartEvent } from '@shop/domain/tracking';
import { clampQuantity } from '@shop/domain/validation';
import { cartStore, couponStore, upsellStore } from '../state/cart-store.ts';
import { setDiscountCode } from '../state/discount-store.ts';
import { experimentVariant } from '../state/experiment-store.ts';
import { openPanel, setPanel } from '../state/ui-store.ts';
import type { CardProduct } from './card-product.ts';
import { fetchUpsellingOffer, fetchUpsellOfferProducts, syncCartItems } from './cart.api.ts';
import type { AddToCartRequest } from './cart-bridge.ts';
import { fromServerItem, newLineUuid, toLineInput, toNewCartItem } from './cart-items.ts';
import { type CartRuntime, whenCartReady } from './cart-runtime.ts';
import {
  cartApiCall,
  cartSyncStore,
  flushCartSync,
  noteCartChange,
  queueRemoval,
  resetCartSync,
  runCartSync,
  scheduleCartSync,
} from './cart-sync.ts';
import { pushDataLayerEvent } from './data-layer.ts';

/*
 * The cart's actions (spec 4): add, set quantity, remove, apply and remove a coupon, load from
 * atc, clear the checkout. The rules are the domain's (packages/domain cart and coupons); these
 * functions apply their results to the stores, open the panels and start the sync.
 */

/** Spec 4: the panels never open over the checkout. */
function onCheckout(runtime: CartRuntime): boolean {
  return runtime.screen === 'checkout-id';
}

/**
 * Spec 4: after adding, the cart panel opens (not on the checkout page); the upselling panel
 * opens instead when it was asked for and the product has an offer (spec 8: a failed lookup
 * means none).
 */
async function openPanelAfterAdd(
  runtime: CartRuntime,
  product: CardProduct,
  upselling: boolean,
): Promise<void> {
  if (onCheckout(runtime)) return;
  if (upselling) {
    const call = cartApiCall(runtime.locale);
    const offer = await fetchUpsellingOffer(call, product.id);
    // Issue 20: an offer with no product to show (all out of stock) opens the cart panel, as any
    // other add, instead of a modal that flashes and closes.
    const products = offer ? await fetchUpsellOfferProducts(call, product.id).catch(() => []) : [];
    if (offer && products.length > 0) {
      upsellStore.setState({ productId: product.id, productName: product.name, offer, products });
      setPanel('cartOpen', false);
      openPanel('upsellingOpen');
      return;
    }
  }
  setPanel('upsellingOpen', false);
  openPanel('cartOpen');
}

/**
 * Whether the add asks for the upselling panel: when the screen says so, or on the product page,
 * where spec 4's 'accessories' experiment picks original (the cart panel) or upselling.
 */
function wantsUpselling(request: AddToCartRequest): boolean {
  if (!request.product.has_upselling) return false;
  if (request.openUpselling !== undefined) return request.openUpselling;
  return request.listName === 'product' && experimentVariant('accessories') === 'upselling';
}

export type AddOutcome = AddToCartResult | { readonly ok: false; readonly code: 'OPEN_PRODUCT_PAGE' };

/** Spec 4, Adding to the cart: merge or append, open a panel, sync, then track add_to_cart. */
export async function addToCart(request: AddToCartRequest): Promise<AddOutcome> {
  const { product, variation } = request;
  // Spec 4: from a list, a product with variations opens its page instead (the cards link there).
  if (!variation && addFromListAction(product) === 'open-product-page') {
    return { ok: false, code: 'OPEN_PRODUCT_PAGE' };
  }
  const runtime = await whenCartReady();
  const item = toNewCartItem(product, variation, request.quantity, request.origin);
  const result = addToCartRule(cartStore.getState().items, item, newLineUuid);
  if (!result.ok) return result;
  noteCartChange();
  const upselling = wantsUpselling(request);
  cartStore.setState({ items: result.items, lastAddedToCart: result.line, openUpselling: upselling });
  void openPanelAfterAdd(runtime, product, upselling);
  scheduleCartSync(0);
  const store = getStore(runtime.locale);
  // Spec 4: add_to_cart is tracked after adding, under the shopper's consent (data-layer.ts).
  pushDataLayerEvent(
    addToCartEvent(
      {
        sku: item.sku,
        name: item.name,
        quantity: Math.trunc(request.quantity),
        price: toMinor(result.line.price, store.currency),
        variant: variation ? variation.name : null,
      },
      store.currency,
    ),
  );
  return result;
}

export type QuantityOutcome = { readonly ok: true } | { readonly ok: false; readonly code: CartReason };

/**
 * Spec 4, Changing quantity: above 0 sets the quantity (the unit price follows the tier), 0 or
 * less removes the line. The change is sent after 250 ms; a removal sends quantity 0 at once.
 */
export function changeQuantity(uuid: string, quantity: number): QuantityOutcome {
  const items = cartStore.getState().items;
  const result = setQuantity(items, uuid, quantity);
  if (!result.ok) return result;
  noteCartChange();
  if (result.removed) {
    const line = items.find((item) => item.uuid === uuid);
    if (line) queueRemoval(line);
  }
  cartStore.setState({ items: result.items });
  scheduleCartSync(result.syncDelayMs);
  return { ok: true };
}

export function removeFromCart(uuid: string): QuantityOutcome {
  return changeQuantity(uuid, 0);
}

/**
 * A discount code the shopper entered (or the `disc` query): checked by the domain, then answered
 * by the server in the sync that follows. Resolves when the answer is in the stores.
 */
export async function applyCouponCode(code: string): Promise<AddCouponResult> {
  const state = couponStore.getState();
  const result = addCoupon(state.coupons, { code });
  if (!result.ok) return result;
  couponStore.setState({
    coupons: result.state,
    rejected: state.rejected.filter((entry) => !sameCode(entry.code, code)),
  });
  scheduleCartSync(0);
  await runCartSync();
  return result;
}

/** Spec 4: a coupon removed from the list recomputes the discount aggregates. */
export function removeCouponCode(code: string): void {
  const state = couponStore.getState();
  couponStore.setState({ coupons: removeCoupon(state.coupons, code) });
  scheduleCartSync(0);
}

/** The rejected notice has been read. */
export function dismissRejectedCoupons(): void {
  couponStore.setState({ rejected: [] });
}

/** Spec 2 and 4: a discount code from the query (or the /rabatt path) is stored; the cart re-syncs. */
export async function applyStoredDiscountCode(code: string): Promise<void> {
  await whenCartReady();
  const result = await applyCouponCode(code);
  // Already in the cart: the re-sync still refreshes its answer.
  if (!result.ok) await flushCartSync();
}

/**
 * Spec 2, atc: the items are loaded into the cart with the load form of POST /api/sync-cart (no
 * coupons key), whose answer replaces the cart. The shopper's lines stay: an atc sku that is
 * already a plain line adds its quantity to it (as adding does), any other is a new line.
 */
export async function loadAtcEntries(entries: readonly AtcEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const runtime = await whenCartReady();
  await flushCartSync();
  const cart = cartStore.getState();
  const lines = cart.items.map((item) => toLineInput(item));
  for (const entry of entries) {
    const index = cart.items.findIndex((item) => isPlainItem(item) && item.sku === entry.sku);
    const existing = cart.items[index];
    const line = lines[index];
    if (existing && line) {
      lines[index] = { ...line, quantity: clampQuantity(existing.quantity + entry.quantity) };
    } else {
      lines.push({ uuid: newLineUuid(), sku: entry.sku, quantity: entry.quantity });
    }
  }
  try {
    const answer = await syncCartItems(cartApiCall(runtime.locale), {
      items: lines,
      checkoutId: cart.checkoutID,
      campaignData: cart.campaignData,
    });
    noteCartChange();
    cartStore.setState({
      items: answer.items.map(fromServerItem),
      checkoutID: answer.checkoutId ?? cart.checkoutID,
      internal: answer.internal,
    });
    cartSyncStore.setState({ removed: answer.removed });
  } catch {
    cartSyncStore.setState({ failed: true });
    return;
  }
  if (!onCheckout(runtime)) openPanel('cartOpen');
  // The coupons are answered for the loaded cart, and the server keeps them with it.
  scheduleCartSync(0);
}

/**
 * Spec 4, Clearing checkout: the checkout id, the payment and shipping sessions, the shipping
 * and payment methods, the service point and the campaign data go; the lines stay.
 */
export function clearCheckoutState(): void {
  cartStore.setState((state) => clearCheckout(state));
}

/**
 * After a completed order the checkout state is cleared (spec 4) and the cart starts empty: its
 * lines were bought, and the server keeps no open cart under the old checkout id.
 */
export function completeOrder(): void {
  resetCartSync();
  cartStore.setState((state) => ({ ...clearCheckout(state), items: [], lastAddedToCart: null }));
  couponStore.setState({ coupons: createCouponState(), details: {}, rejected: [] });
  setDiscountCode(null);
}
