import type { CartLineInput, CouponAnswerResponse } from '@shop/contracts/cart';
import type { CartItem } from '@shop/domain/cart';
import { couponCategoryIds, withCategoryMembers } from '@shop/domain/category-members';
import {
  applyCouponAnswer,
  CouponReason,
  type CouponState,
  createCouponState,
  isCustomerDiscount,
  sameCode,
  validateCouponsInCart,
} from '@shop/domain/coupons';
import type { LocaleCode } from '@shop/domain/locales';
import { authStore } from '../state/auth-store.ts';
import { type CouponDetail, cartStore, couponStore, type RejectedCoupon } from '../state/cart-store.ts';
import { createStore, useStore } from '../state/create-store.ts';
import type { ApiCall } from './api-client.ts';
import { browserApiCall } from './browser-api.ts';
import { syncCartItems, syncCoupons } from './cart.api.ts';
import { fromServerItem, toLineInput } from './cart-items.ts';
import { whenCartReady } from './cart-runtime.ts';
import { fetchCategoryChildren } from './categories.api.ts';

/*
 * The cart's conversation with the server (spec 4 and 7): after every change the coupons are
 * answered for the cart (POST /api/sync-coupons) and the cart is synced (POST /api/sync-cart),
 * whose answer replaces the lines. One sync runs at a time; changes made meanwhile are sent by
 * the next round, and an answer to an older cart never overwrites a newer one.
 */

/** The signed-in customer's token (a valid account login): internal users and customer discounts. */
function authHeaders(): Record<string, string> {
  const auth = authStore.getState();
  const valid = auth.expires_at === null || auth.expires_at > Date.now();
  return auth.strategy === 'account' && auth.access_token && valid
    ? { authorization: `Bearer ${auth.access_token}` }
    : {};
}

/** The API as the cart and the checkout call it: with the shopper's account token when there is one. */
export function cartApiCall(locale: LocaleCode): ApiCall {
  const call = browserApiCall(locale);
  return (request) => call({ ...request, headers: { ...authHeaders(), ...request.headers } });
}

export interface CartSyncState {
  /** A sync is waiting (the 250 ms delay) or running. */
  readonly pending: boolean;
  /** The last sync failed; the next change tries again. */
  readonly failed: boolean;
  /** Counts finished syncs, so a screen showing server prices (the checkout) can follow. */
  readonly completed: number;
  /** Skus the server dropped because the store does not sell them. */
  readonly removed: readonly string[];
}

export const cartSyncStore = createStore<CartSyncState>({
  pending: false,
  failed: false,
  completed: 0,
  removed: [],
});

export function useCartSync<Selected>(selector: (state: CartSyncState) => Selected): Selected {
  return useStore(cartSyncStore, selector);
}

let revision = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;
let again = false;
/** Spec 4: removed lines go to the server with quantity 0. */
const removals = new Map<string, CartLineInput>();

/** Every local change of the lines bumps the revision, so an older answer is not applied over it. */
export function noteCartChange(): void {
  revision += 1;
}

export function queueRemoval(item: CartItem): void {
  removals.set(item.uuid, toLineInput(item, 0));
}

/** Forgets what was waiting to be sent (after an order the cart starts over). */
export function resetCartSync(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  removals.clear();
  noteCartChange();
  cartSyncStore.setState({ pending: running !== null, failed: false, removed: [] });
}

/**
 * Spec 4: a quantity change is sent after 250 ms, a removal at once. A new change restarts the
 * delay, so typing 1-2-0 sends one request.
 */
export function scheduleCartSync(delayMs: number): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  cartSyncStore.setState({ pending: true });
  if (delayMs <= 0) {
    void runCartSync();
    return;
  }
  timer = setTimeout(() => {
    timer = null;
    void runCartSync();
  }, delayMs);
}

/** Sends what waits at once and resolves when the cart and the server agree (or the sync failed). */
export function flushCartSync(): Promise<void> {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  return runCartSync();
}

export function runCartSync(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  cartSyncStore.setState({ pending: true });
  running = (async () => {
    let failed = false;
    try {
      do {
        again = false;
        await syncOnce();
      } while (again);
    } catch {
      failed = true;
    } finally {
      running = null;
      cartSyncStore.setState((state) => ({
        pending: timer !== null,
        failed,
        completed: state.completed + 1,
      }));
    }
  })();
  return running;
}

function codesOf(state: CouponState): string[] {
  return state.items.filter((coupon) => !isCustomerDiscount(coupon)).map((coupon) => coupon.code);
}

function detailsFrom(answer: readonly CouponAnswerResponse[]): Record<string, CouponDetail> {
  const details: Record<string, CouponDetail> = {};
  for (const entry of answer) {
    details[entry.code.trim().toLowerCase()] = {
      minimumSpend: entry.minimum_spend,
      reason: entry.reason,
      label: entry.discount_label,
    };
  }
  return details;
}

function withRejected(
  kept: readonly RejectedCoupon[],
  added: readonly RejectedCoupon[],
): readonly RejectedCoupon[] {
  const others = kept.filter((entry) => !added.some((next) => sameCode(next.code, entry.code)));
  return [...others, ...added];
}

/**
 * Spec 4 and 7: the coupons answered for the cart. A coupon the answer does not know or did not
 * apply is removed and flagged (with the server's reason); the others take the answer's rule.
 * Returns the codes that may go with the cart sync.
 */
async function answerCoupons(call: ApiCall, lines: readonly CartLineInput[]): Promise<string[]> {
  const sent = codesOf(couponStore.getState().coupons);
  if (sent.length === 0) return [];
  const answer = await syncCoupons(call, sent, lines);
  const current = couponStore.getState();
  const wasSent = (code: string) => sent.some((kept) => sameCode(kept, code));
  // Codes added or removed while the answer was on its way are left as they are now.
  const answered = applyCouponAnswer(
    createCouponState(current.coupons.items.filter((coupon) => wasSent(coupon.code))),
    answer,
  );
  const unanswered = current.coupons.items.filter((coupon) => !wasSent(coupon.code));
  if (unanswered.some((coupon) => !isCustomerDiscount(coupon))) again = true;
  const rejected = answered.outcomes.flatMap((outcome): RejectedCoupon[] => {
    if (outcome.ok || outcome.code === CouponReason.MinSpend) return [];
    const entry = answer.find((candidate) => sameCode(candidate.code, outcome.coupon));
    return [{ code: outcome.coupon, reason: entry?.reason ?? outcome.code }];
  });
  couponStore.setState({
    coupons: createCouponState(
      [...answered.state.items, ...unanswered],
      [...current.coupons.rejected, ...answered.state.rejected],
    ),
    details: { ...current.details, ...detailsFrom(answer) },
    rejected: withRejected(current.rejected, rejected),
  });
  await lookUpCategoryMembers(call);
  return codesOf(answered.state);
}

/**
 * Spec 7: the buy-X-get-Y coupons of the cart that name categories count the products of their
 * sub-categories: POST /api/category-children with the cart's products (empty on failure). The
 * server prices the order with the same lookup.
 */
async function lookUpCategoryMembers(call: ApiCall): Promise<void> {
  const categories = couponCategoryIds(couponStore.getState().coupons.items);
  const products = [...new Set(cartStore.getState().items.map((item) => item.product_id))];
  if (categories.length === 0 || products.length === 0) {
    if (couponStore.getState().categoryMembers) couponStore.setState({ categoryMembers: {} });
    return;
  }
  couponStore.setState({ categoryMembers: await fetchCategoryChildren(call, products, categories) });
}

/** Spec 4: a coupon whose affected items left the cart, or fewer than get_y, is removed and flagged. */
export function validateCartCoupons(): boolean {
  const { coupons, rejected, categoryMembers = {} } = couponStore.getState();
  const change = validateCouponsInCart(
    coupons,
    withCategoryMembers(cartStore.getState().items, categoryMembers),
  );
  if (!change.rejectedNotice) return false;
  const flagged = change.outcomes.flatMap((outcome): RejectedCoupon[] =>
    outcome.ok ? [] : [{ code: outcome.coupon, reason: outcome.code }],
  );
  couponStore.setState({ coupons: change.state, rejected: withRejected(rejected, flagged) });
  return true;
}

async function syncOnce(): Promise<void> {
  const { locale } = await whenCartReady();
  const call = cartApiCall(locale);
  const sentRevision = revision;
  const cart = cartStore.getState();
  const lines = cart.items.map((item) => toLineInput(item));
  const sentRemovals = [...removals.entries()];
  const codes = await answerCoupons(call, lines);
  // Spec 4 and 7: an empty cart skips the call (its discounts were synced with the empty cart).
  if (lines.length === 0 && sentRemovals.length === 0) return;
  const answer = await syncCartItems(call, {
    items: [...lines, ...sentRemovals.map(([, removal]) => removal)],
    coupons: codes,
    checkoutId: cart.checkoutID,
    campaignData: cart.campaignData,
  });
  for (const [uuid, removal] of sentRemovals) {
    if (removals.get(uuid) === removal) removals.delete(uuid);
  }
  const now = cartStore.getState();
  // A cart cleared meanwhile (an order was completed) keeps no checkout of the old one.
  const checkout =
    now.checkoutID === cart.checkoutID
      ? { checkoutID: answer.checkoutId ?? now.checkoutID, internal: answer.internal }
      : {};
  if (revision !== sentRevision) {
    cartStore.setState(checkout);
    again = true;
    return;
  }
  cartStore.setState({ ...checkout, items: answer.items.map(fromServerItem) });
  cartSyncStore.setState({ removed: answer.removed });
  // The server still holds a coupon that left the cart: the next round tells it.
  if (validateCartCoupons()) again = true;
}
