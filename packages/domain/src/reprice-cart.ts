import { type CartItem, unitPriceAt } from './cart.ts';
import {
  type Coupon,
  CouponKind,
  CouponReason,
  type CouponState,
  couponFixedAmount,
  couponKind,
  couponPercent,
  createCouponState,
  isCouponActive,
  isCustomerDiscount,
  isValidBuyXGetY,
  upsertCustomerDiscount,
} from './coupons.ts';
import {
  bestDiscount,
  buyXShares,
  type CustomerDiscounts,
  couponCoversItem,
  DiscountSource,
  itemDiscountCandidates,
} from './discounts.ts';
import { allocateMinor, asMinor, type Minor, sumMinor, toMajor, toMinor } from './money.ts';
import { clampPercent, discountedPrice } from './pricing.ts';
import type { CurrencyCode } from './stores.ts';
import { clampQuantity } from './validation.ts';
import { spreadVat, type VatLine } from './vat-lines.ts';

export interface RepriceRules {
  readonly currency: CurrencyCode;
  /** The cart's coupons with their aggregates; none when missing. */
  readonly coupons?: CouponState;
  /** The logged-in customer's discount map (discount category -> percent); leave out when anonymous. */
  readonly customerDiscounts?: CustomerDiscounts | null;
  /**
   * Whether the shopper sees prices with VAT (the cart's vat flag; default true). Spec 5: a
   * discounted price is rounded to the currency's digits with VAT, to 2 decimals without.
   */
  readonly includeVat?: boolean;
}

export interface RepricedLine {
  readonly uuid: string;
  readonly sku: string;
  readonly quantity: number;
  /** The VAT rate factor of the line (1.25 = 25 %). */
  readonly vatFactor: number;
  /** The unit price of the quantity's tier, incl. VAT. */
  readonly unitPrice: Minor;
  /** The per-item percentage discount (the maximum of its candidates), 0 to 100. */
  readonly discountPercent: number;
  readonly discountSource: DiscountSource | null;
  /**
   * The unit price after the percentage discount: rounded to the currency's fraction digits with
   * VAT, to the minor unit (2 decimals) without (spec 5, discountedPrice).
   */
  readonly discountedUnitPrice: Minor;
  /** unitPrice x quantity. */
  readonly gross: Minor;
  /** Every discount on the line: the percentage discount and its share of fixed amounts. */
  readonly discount: Minor;
  /** gross - discount, incl. VAT: what the line costs. */
  readonly total: Minor;
  /** The VAT inside total. */
  readonly vat: Minor;
  /** total - vat. */
  readonly totalExVat: Minor;
}

export interface CartTotals {
  readonly currency: CurrencyCode;
  /** The number of units (the cart button's count). */
  readonly quantity: number;
  readonly gross: Minor;
  readonly discount: Minor;
  /** What the cart costs, incl. VAT. */
  readonly total: Minor;
  readonly vat: Minor;
  readonly totalExVat: Minor;
  /** VAT per rate, in ascending rate order. */
  readonly vatByRate: readonly VatLine[];
}

export const AdjustmentSource = {
  FixedAmount: 'fixed-amount',
  CustomerDiscount: 'customer-discount',
} as const;
export type AdjustmentSource = DiscountSource | (typeof AdjustmentSource)[keyof typeof AdjustmentSource];

/** One discount on one line (Medusa's item adjustment): the lines' discounts are their sums. */
export interface Adjustment {
  readonly uuid: string;
  /**
   * The coupon code; for the customer's category discount, the customer-discount coupon when the
   * cart lists one (spec 4), else null.
   */
  readonly coupon: string | null;
  readonly source: AdjustmentSource;
  readonly amount: Minor;
}

export type CouponResult =
  | { readonly coupon: string; readonly ok: true; readonly amount: Minor }
  | { readonly coupon: string; readonly ok: false; readonly code: CouponReason };

export const CartNoticeCode = {
  /** Spec 5: the line's cart_notice, shown as a warning. */
  Notice: 'CART_NOTICE',
  /** Spec 5: adjusted_quantity, shown as the danger alert product.adjusted_quantity. */
  QuantityAdjusted: 'CART_QUANTITY_ADJUSTED',
  /** The quantity was brought into 1 to 5000. */
  QuantityClamped: 'CART_QUANTITY_CLAMPED',
  /** A line with quantity 0 or less was left out. */
  LineRemoved: 'CART_LINE_REMOVED',
  /** The line's price was not the price of its tier; the tier price is used. */
  PriceUpdated: 'CART_PRICE_UPDATED',
} as const;
export type CartNoticeCode = (typeof CartNoticeCode)[keyof typeof CartNoticeCode];

export interface CartNotice {
  readonly code: CartNoticeCode;
  readonly level: 'info' | 'warning' | 'danger';
  readonly uuid: string;
  /** The server's text (cart_notice). */
  readonly text?: string;
  /** The key of a localized string (product.adjusted_quantity). */
  readonly messageKey?: string;
}

export interface RepricedCart {
  readonly lines: readonly RepricedLine[];
  readonly totals: CartTotals;
  readonly adjustments: readonly Adjustment[];
  readonly coupons: readonly CouponResult[];
  readonly notices: readonly CartNotice[];
}

interface WorkingLine {
  readonly item: CartItem;
  readonly quantity: number;
  readonly unitPrice: Minor;
  readonly discountPercent: number;
  readonly discountSource: DiscountSource | null;
  readonly discountedUnitPrice: Minor;
  readonly gross: Minor;
  discountTotal: number;
}

function noticesFor(
  item: CartItem,
  quantity: number,
  unitPrice: Minor,
  currency: CurrencyCode,
): CartNotice[] {
  const notices: CartNotice[] = [];
  if (item.cart_notice) {
    notices.push({ code: CartNoticeCode.Notice, level: 'warning', uuid: item.uuid, text: item.cart_notice });
  }
  if (item.adjusted_quantity) {
    notices.push({
      code: CartNoticeCode.QuantityAdjusted,
      level: 'danger',
      uuid: item.uuid,
      messageKey: 'product.adjusted_quantity',
    });
  }
  if (quantity !== item.quantity) {
    notices.push({ code: CartNoticeCode.QuantityClamped, level: 'info', uuid: item.uuid });
  }
  if (toMinor(item.price, currency) !== unitPrice) {
    notices.push({ code: CartNoticeCode.PriceUpdated, level: 'info', uuid: item.uuid });
  }
  return notices;
}

/** Data no cart can hold: an exceptional failure, not a business outcome. */
function checkLine(item: CartItem, unitPrice: Minor): void {
  if (!(Number.isFinite(item.vat) && item.vat >= 1)) {
    throw new RangeError(`Cart line ${item.uuid} has an invalid VAT factor: ${item.vat}`);
  }
  if (unitPrice < 0) throw new RangeError(`Cart line ${item.uuid} has a negative price`);
}

/** The result of one coupon on the priced lines (spec 4 and 5), with the reason when it gave nothing. */
function couponResult(
  coupon: Coupon,
  amount: number,
  lines: readonly WorkingLine[],
  buyXProblem: CouponReason | undefined,
): CouponResult {
  const fail = (code: CouponReason): CouponResult => ({ coupon: coupon.code, ok: false, code });
  if (!isCouponActive(coupon)) {
    return fail(coupon.failed_minimum_spend === true ? CouponReason.MinSpend : CouponReason.NotApplied);
  }
  const kind = couponKind(coupon);
  if (amount > 0) return { coupon: coupon.code, ok: true, amount: asMinor(amount) };
  if (kind === CouponKind.FixedAmount || kind === CouponKind.CustomerDiscount) {
    return fail(couponFixedAmount(coupon) > 0 ? CouponReason.NoMatchingItems : CouponReason.NoDiscount);
  }
  if (kind === CouponKind.BuyXGetY) {
    if (!isValidBuyXGetY(coupon)) return fail(CouponReason.InvalidBuyXGetY);
    if (buyXProblem) return fail(buyXProblem);
  } else if (couponPercent(coupon) === 0) {
    return fail(CouponReason.NoDiscount);
  }
  const covered = lines.some((line) => line.unitPrice > 0 && couponCoversItem(coupon, line.item));
  return fail(covered ? CouponReason.Superseded : CouponReason.NoMatchingItems);
}

/**
 * Prices a cart: THE truth the server uses for carts and orders, and the browser for instant
 * display. All amounts are minor units incl. VAT unless named ExVat.
 *
 * 1. Each line's unit price is its tier's price for the quantity (1 to 5000).
 * 2. Each line gets the maximum of its percentage candidates (spec 5); the discounted unit price
 *    is (1 - discount) x price, rounded to the currency's fraction digits when the shopper sees
 *    prices with VAT and to 2 decimals without (rules.includeVat).
 * 3. Fixed amounts (fixed-full-amount coupons, the customer discount) come off the order, each
 *    at most what is left, spread over the lines by largest remainder.
 * 4. VAT per rate is taken out of the rate's total and spread over its lines by largest
 *    remainder, so line sums equal the totals to the minor unit.
 */
export function repriceCart(
  cart: { readonly items: readonly CartItem[] },
  rules: RepriceRules,
): RepricedCart {
  const { currency } = rules;
  const state = rules.coupons ?? createCouponState();
  const notices: CartNotice[] = [];
  const items: CartItem[] = [];
  for (const item of cart.items) {
    if (!(item.quantity > 0)) {
      notices.push({ code: CartNoticeCode.LineRemoved, level: 'info', uuid: item.uuid });
      continue;
    }
    const quantity = clampQuantity(item.quantity);
    const unitPrice = toMinor(unitPriceAt(item, quantity), currency);
    checkLine(item, unitPrice);
    notices.push(...noticesFor(item, quantity, unitPrice, currency));
    items.push({ ...item, quantity });
  }
  const shares = buyXShares(state, items);
  const adjustments: Adjustment[] = [];
  const amountByCoupon = new Map<string, number>();
  const credit = (coupon: string | null, amount: number) => {
    if (coupon !== null) amountByCoupon.set(coupon, (amountByCoupon.get(coupon) ?? 0) + amount);
  };
  // The customer's category discounts count toward the customer-discount coupon when the cart
  // shows one (spec 4): its fixed amount is what the customer gets in all, not an extra.
  const customerCoupon = state.items.find(isCustomerDiscount)?.code ?? null;

  const working: WorkingLine[] = items.map((item) => {
    const unitPrice = toMinor(unitPriceAt(item, item.quantity), currency);
    const best = bestDiscount(
      itemDiscountCandidates(item, state, {
        customerDiscounts: rules.customerDiscounts ?? null,
        buyXShares: shares.shares,
      }),
    );
    // Spec 5: the same rule as the shown price, so the cart charges what the shopper sees.
    const percent = unitPrice > 0 ? clampPercent(best?.percent ?? 0) : 0;
    const discountedUnitPrice = discountedPrice(unitPrice, percent, currency, rules.includeVat ?? true);
    const gross = asMinor(unitPrice * item.quantity);
    const percentAmount = (unitPrice - discountedUnitPrice) * item.quantity;
    if (percentAmount > 0 && best) {
      const coupon = best.source === DiscountSource.CustomerCategory ? customerCoupon : best.coupon;
      adjustments.push({ uuid: item.uuid, coupon, source: best.source, amount: asMinor(percentAmount) });
      credit(coupon, percentAmount);
    }
    return {
      item,
      quantity: item.quantity,
      unitPrice,
      discountPercent: percentAmount > 0 ? percent : 0,
      discountSource: percentAmount > 0 && best ? best.source : null,
      discountedUnitPrice,
      gross,
      discountTotal: percentAmount,
    };
  });

  // Step 3: fixed amounts off the whole order.
  for (const coupon of state.items) {
    const kind = couponKind(coupon);
    if (!isCouponActive(coupon)) continue;
    if (kind !== CouponKind.FixedAmount && kind !== CouponKind.CustomerDiscount) continue;
    const remaining = working.map((line) => line.gross - line.discountTotal);
    const left = remaining.reduce((sum, amount) => sum + amount, 0);
    const given = kind === CouponKind.CustomerDiscount ? (amountByCoupon.get(coupon.code) ?? 0) : 0;
    const amount = Math.min(toMinor(couponFixedAmount(coupon), currency) - given, left);
    if (amount <= 0) continue;
    const parts = allocateMinor(asMinor(amount), remaining);
    const source =
      kind === CouponKind.CustomerDiscount ? AdjustmentSource.CustomerDiscount : AdjustmentSource.FixedAmount;
    parts.forEach((part, index) => {
      const line = working[index];
      if (!line || part === 0) return;
      line.discountTotal += part;
      adjustments.push({ uuid: line.item.uuid, coupon: coupon.code, source, amount: part });
    });
    credit(coupon.code, amount);
  }

  // Step 4: VAT per rate, spread over the rate's lines.
  const lineTotals = working.map((line) => asMinor(line.gross - line.discountTotal));
  const { vatByRate, lineVat } = spreadVat(
    working.map((line, index) => ({ total: lineTotals[index] ?? asMinor(0), vatFactor: line.item.vat })),
  );

  const lines: RepricedLine[] = working.map((line, index) => {
    const total = lineTotals[index] ?? asMinor(0);
    const vat = lineVat[index] ?? asMinor(0);
    return {
      uuid: line.item.uuid,
      sku: line.item.sku,
      quantity: line.quantity,
      vatFactor: line.item.vat,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      discountSource: line.discountSource,
      discountedUnitPrice: line.discountedUnitPrice,
      gross: line.gross,
      discount: asMinor(line.discountTotal),
      total,
      vat,
      totalExVat: asMinor(total - vat),
    };
  });

  const total = sumMinor(lines.map((line) => line.total));
  const vat = sumMinor(vatByRate.map((rate) => rate.vat));
  const totals: CartTotals = {
    currency,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    gross: sumMinor(lines.map((line) => line.gross)),
    discount: sumMinor(lines.map((line) => line.discount)),
    total,
    vat,
    totalExVat: asMinor(total - vat),
    vatByRate,
  };
  const coupons = state.items.map((coupon) =>
    couponResult(coupon, amountByCoupon.get(coupon.code) ?? 0, working, shares.problems.get(coupon.code)),
  );
  return { lines, totals, adjustments, coupons, notices };
}

/**
 * Spec 4: the customer-discount coupon, added, updated, or removed when its amount is 0 or less.
 * Its amount is what a signed-in customer's discount map gives on this cart, after the maximum
 * rule of spec 5 (a coupon that gives a line more wins over the customer's category discount),
 * so the cart lists the customer's discount as a coupon line without giving it twice.
 */
export function withCustomerDiscount(
  cart: { readonly items: readonly CartItem[] },
  rules: RepriceRules,
  label?: string,
): CouponState {
  const state = rules.coupons ?? createCouponState();
  const others = createCouponState(
    state.items.filter((coupon) => !isCustomerDiscount(coupon)),
    state.rejected,
  );
  const priced = repriceCart(cart, { ...rules, coupons: others });
  const given = priced.adjustments
    .filter((adjustment) => adjustment.source === DiscountSource.CustomerCategory)
    .reduce((sum, adjustment) => sum + adjustment.amount, 0);
  return upsertCustomerDiscount(others, toMajor(asMinor(given), rules.currency), label);
}
