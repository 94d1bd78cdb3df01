import { type CartItem, isQuantityLocked } from '@shop/domain/cart';
import {
  CouponReason,
  type CouponState,
  couponReasonTextKey,
  isCouponActive,
  isCustomerDiscount,
  sameCode,
} from '@shop/domain/coupons';
import type { CustomerDiscounts } from '@shop/domain/discounts';
import { asMinor, divideByFactor, formatPrice, type Minor, sumMinor, toMinor } from '@shop/domain/money';
import { missingForMinimumSpend } from '@shop/domain/order-totals';
import { dropNonDecreasingTiers, priceForVatMode, shownPrice } from '@shop/domain/pricing';
import {
  type CartNotice,
  type CouponResult,
  type RepricedCart,
  type RepricedLine,
  repriceCart,
  withCustomerDiscount,
} from '@shop/domain/reprice-cart';
import type { CurrencyCode } from '@shop/domain/stores';
import type { CouponDetail, RejectedCoupon } from '../state/cart-store.ts';

/*
 * The cart as the panel shows it. Every number comes from the domain's repriceCart (the same
 * function the server prices orders with); this module only picks the VAT mode and formats.
 */

export interface ViewStore {
  readonly iso: string;
  readonly currency: CurrencyCode;
}

export interface NextTierView {
  readonly quantity: number;
  readonly price: string;
}

export interface CartLineView {
  readonly item: CartItem;
  readonly line: RepricedLine;
  /** The unit price the shopper pays (tier, after the discount), in the VAT mode. */
  readonly unitPrice: string;
  /** The unit price before the discount, or the ordinary price in a campaign; null when the same. */
  readonly unitOriginal: string | null;
  readonly discountPercent: number;
  readonly total: string;
  /** The line before its discounts, when it has any. */
  readonly totalOriginal: string | null;
  /** The next cheaper tier above the quantity: "from 5 pcs, 379 kr each". */
  readonly nextTier: NextTierView | null;
  /** Spec 5: locked for items from cross-selling, a coupon or an upselling bundle. */
  readonly locked: boolean;
  readonly notices: readonly CartNotice[];
}

export type CouponView =
  | { readonly code: string; readonly status: 'pending' }
  | {
      readonly code: string;
      readonly status: 'applied';
      readonly amount: string;
      readonly label: string | null;
      /** Spec 4: the customer-discount coupon, from the signed-in customer's discount map. */
      readonly customer?: boolean;
    }
  | {
      readonly code: string;
      readonly status: 'inactive';
      readonly reasonKey: string;
      readonly values: Readonly<Record<string, string>>;
    };

export interface RejectedCouponView {
  readonly code: string;
  readonly reasonKey: string;
}

export interface CartTotalsView {
  readonly includeVat: boolean;
  readonly quantity: number;
  /** The goods before discounts, in the VAT mode. */
  readonly subtotal: string;
  /** The discounts, in the VAT mode; null without any. */
  readonly discount: string | null;
  /** What the goods cost, in the VAT mode. */
  readonly total: string;
  readonly vat: string;
  /** What the goods cost incl. VAT (shown below an ex-VAT total). */
  readonly totalInclVat: string;
  readonly totalMinor: Minor;
}

export interface CartView {
  readonly lines: readonly CartLineView[];
  readonly coupons: readonly CouponView[];
  readonly totals: CartTotalsView;
  readonly repriced: RepricedCart;
}

/** Server reasons the domain has no constant for (docs/decisions/007: not applied). */
const serverReasonKeys: Readonly<Record<string, string>> = {
  COUPON_NOT_STARTED: 'coupon.not-started',
  COUPON_EXPIRED: 'coupon.expired',
  COUPON_USED_UP: 'coupon.used-up',
};

const domainReasons: ReadonlySet<string> = new Set(Object.values(CouponReason));

function isCouponReason(reason: string): reason is CouponReason {
  return domainReasons.has(reason);
}

/** The string key of a reason a code did not apply (the domain's couponReasonTextKey, 'coupon.min-spend'). */
export function couponReasonKey(reason: string): string {
  if (isCouponReason(reason)) return couponReasonTextKey(reason);
  return serverReasonKeys[reason] ?? couponReasonTextKey(CouponReason.NotApplied);
}

export function rejectedCouponViews(rejected: readonly RejectedCoupon[]): RejectedCouponView[] {
  return rejected.map((entry) => ({ code: entry.code, reasonKey: couponReasonKey(entry.reason) }));
}

/** Lines with data no price can be made of (never from the server) are left out of the view. */
function isPriceable(item: CartItem): boolean {
  return Number.isFinite(item.vat) && item.vat >= 1 && Number.isFinite(item.price) && item.price >= 0;
}

function nextTierOf(
  item: CartItem,
  format: (amount: Minor) => string,
  currency: CurrencyCode,
  includeVat: boolean,
) {
  // Spec 5: tiers not cheaper than the previous one are not offered.
  const tiers = dropNonDecreasingTiers(item.pricing.map(({ q, p }) => ({ q, p })));
  const next = tiers.find((tier) => tier.q > item.quantity);
  if (!next) return null;
  const price = priceForVatMode(toMinor(next.p, currency), item.vat, includeVat);
  return { quantity: next.q, price: format(price) };
}

function couponAmountInMode(coupon: string, repriced: RepricedCart, includeVat: boolean): Minor {
  const factorOf = new Map(repriced.lines.map((line) => [line.uuid, line.vatFactor]));
  const parts = repriced.adjustments
    .filter((adjustment) => adjustment.coupon !== null && sameCode(adjustment.coupon, coupon))
    .map((adjustment) =>
      includeVat ? adjustment.amount : divideByFactor(adjustment.amount, factorOf.get(adjustment.uuid) ?? 1),
    );
  return sumMinor(parts);
}

function couponViews(
  coupons: CouponState,
  results: readonly CouponResult[],
  details: Readonly<Record<string, CouponDetail>>,
  repriced: RepricedCart,
  context: { includeVat: boolean; currency: CurrencyCode; format: (amount: Minor, vat?: boolean) => string },
): CouponView[] {
  return coupons.items.map((coupon): CouponView => {
    const code = coupon.code;
    // Not answered by the server yet (just entered, or restored at page load).
    if (coupon.applied === undefined || coupon.applied === null) return { code, status: 'pending' };
    const result = results.find((entry) => sameCode(entry.coupon, code));
    const detail = details[code.trim().toLowerCase()];
    if (result?.ok && isCouponActive(coupon)) {
      return {
        code,
        status: 'applied',
        amount: context.format(couponAmountInMode(code, repriced, context.includeVat)),
        label: detail?.label ?? null,
        ...(isCustomerDiscount(coupon) ? { customer: true } : {}),
      };
    }
    const reason = result && !result.ok ? result.code : CouponReason.NotApplied;
    const values: Record<string, string> = { code };
    if (
      reason === CouponReason.MinSpend &&
      detail?.minimumSpend !== null &&
      detail?.minimumSpend !== undefined
    ) {
      // The minimum is measured on the goods before discounts, incl. VAT (order-totals.ts).
      const minimum = toMinor(detail.minimumSpend, context.currency);
      values.minimum = context.format(minimum, true);
      values.missing = context.format(missingForMinimumSpend(repriced.totals.gross, minimum), true);
    }
    return { code, status: 'inactive', reasonKey: couponReasonKey(reason), values };
  });
}

/**
 * The panel's view of the cart in the chosen VAT mode (spec 4: all shown prices follow it; spec 5:
 * ex-VAT prices have 2 decimals, the currency's digits otherwise).
 */
export function buildCartView(
  items: readonly CartItem[],
  coupons: CouponState,
  details: Readonly<Record<string, CouponDetail>>,
  store: ViewStore,
  includeVat: boolean,
  customerDiscounts: CustomerDiscounts | null = null,
): CartView {
  const { currency } = store;
  const priceable = items.filter(isPriceable);
  // Spec 4: a signed-in customer's discount map shows as the customer-discount coupon.
  const shownCoupons = customerDiscounts
    ? withCustomerDiscount({ items: priceable }, { currency, coupons, customerDiscounts })
    : coupons;
  const repriced = repriceCart(
    { items: priceable },
    { currency, coupons: shownCoupons, customerDiscounts, includeVat },
  );
  const format = (amount: Minor, vat = includeVat) => formatPrice(amount, store, { vat });
  const byUuid = new Map(priceable.map((item) => [item.uuid, item]));
  const lines = repriced.lines.flatMap((line): CartLineView[] => {
    const item = byUuid.get(line.uuid);
    if (!item) return [];
    const unit = shownPrice(line.unitPrice, line.vatFactor, line.discountPercent, { currency, includeVat });
    const ordinary =
      item.ordinary_price !== null && item.ordinary_price !== undefined && item.ordinary_price > item.price
        ? priceForVatMode(toMinor(item.ordinary_price, currency), line.vatFactor, includeVat)
        : null;
    const original = unit.price < unit.original ? unit.original : ordinary;
    const grossInMode = includeVat ? line.gross : divideByFactor(line.gross, line.vatFactor);
    const totalInMode = includeVat ? line.total : line.totalExVat;
    return [
      {
        item,
        line,
        unitPrice: format(unit.price),
        unitOriginal: original !== null && original > unit.price ? format(original) : null,
        discountPercent: line.discountPercent,
        total: format(totalInMode),
        totalOriginal: line.discount > 0 ? format(grossInMode) : null,
        nextTier: nextTierOf(item, format, currency, includeVat),
        locked: isQuantityLocked(item),
        notices: repriced.notices.filter(
          (notice) => notice.uuid === line.uuid && (notice.level === 'warning' || notice.level === 'danger'),
        ),
      },
    ];
  });
  const { totals } = repriced;
  const grossExVat = sumMinor(repriced.lines.map((line) => divideByFactor(line.gross, line.vatFactor)));
  const discountInMode = includeVat ? totals.discount : asMinor(Math.max(0, grossExVat - totals.totalExVat));
  return {
    lines,
    coupons: couponViews(shownCoupons, repriced.coupons, details, repriced, { includeVat, currency, format }),
    totals: {
      includeVat,
      quantity: totals.quantity,
      subtotal: format(includeVat ? totals.gross : grossExVat),
      discount: discountInMode > 0 ? format(discountInMode) : null,
      total: format(includeVat ? totals.total : totals.totalExVat),
      // Spec 9 (issue 20): incl. VAT, "Varav moms" has the currency's digits (none in SEK, NOK,
      // DKK); without VAT every amount has 2 (spec 5).
      vat: format(totals.vat, includeVat),
      totalInclVat: format(totals.total, true),
      totalMinor: totals.total,
    },
    repriced,
  };
}
