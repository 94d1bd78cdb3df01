import { asMinor, divideByFactor, type Minor, roundDecimal, sumMinor } from './money.ts';
import type { CartTotals } from './reprice-cart.ts';
import type { CurrencyCode } from './stores.ts';
import type { VatLine } from './vat-lines.ts';

/** A shipping method's price in a store, incl. VAT, and where it becomes free. */
export interface ShippingRate {
  readonly price: Minor;
  /** Goods totals at or above this ship free; null when the method never ships free. */
  readonly freeAbove: Minor | null;
}

/**
 * What shipping costs for a cart: its price, or nothing once the goods (after discounts, incl.
 * VAT: what the shopper pays for them) reach the free-shipping threshold.
 */
export function shippingCharge(rate: ShippingRate, goodsTotal: Minor): Minor {
  if (rate.freeAbove !== null && goodsTotal >= rate.freeAbove) return asMinor(0);
  return rate.price;
}

/**
 * A coupon's minimum spend is met when the cart's goods before discounts (tier prices x
 * quantities, incl. VAT: the cart's gross) reach it. No minimum is always met.
 */
export function meetsMinimumSpend(gross: Minor, minimumSpend: Minor | null | undefined): boolean {
  return minimumSpend === null || minimumSpend === undefined || gross >= minimumSpend;
}

/** How much more the shopper must spend to reach a minimum (0 once it is met). */
export function missingForMinimumSpend(gross: Minor, minimumSpend: Minor | null | undefined): Minor {
  if (meetsMinimumSpend(gross, minimumSpend)) return asMinor(0);
  return asMinor((minimumSpend ?? 0) - gross);
}

/** The shipping line of an order: its charge incl. VAT and the VAT factor it is taxed at. */
export interface ShippingLine {
  readonly amount: Minor;
  readonly vatFactor: number;
}

export interface OrderTotals {
  readonly currency: CurrencyCode;
  /** The goods before discounts (the cart's gross), incl. VAT. */
  readonly goodsGross: Minor;
  readonly discount: Minor;
  /** The goods after discounts, incl. VAT (the cart's total). */
  readonly goods: Minor;
  readonly shipping: Minor;
  readonly shippingVat: Minor;
  /** What the order costs: goods + shipping, incl. VAT. */
  readonly total: Minor;
  readonly vat: Minor;
  readonly totalExVat: Minor;
  /** VAT per rate, shipping included in its rate, in ascending rate order. */
  readonly vatByRate: readonly VatLine[];
}

function vatLine(factor: number, total: Minor, vat: Minor): VatLine {
  return {
    factor,
    ratePercent: roundDecimal((factor - 1) * 100, 2),
    total,
    vat,
    totalExVat: asMinor(total - vat),
  };
}

/**
 * The totals of an order: the priced cart (repriceCart's totals) plus shipping. Shipping is taxed
 * at its own factor and joins that rate's line, so the rates still sum to the order's VAT and the
 * order's total is exactly goods + shipping.
 */
export function orderTotals(cart: CartTotals, shipping: ShippingLine): OrderTotals {
  const shippingVat =
    shipping.amount > 0
      ? asMinor(shipping.amount - divideByFactor(shipping.amount, shipping.vatFactor))
      : asMinor(0);
  const rates = cart.vatByRate.map((rate) =>
    rate.factor === shipping.vatFactor
      ? vatLine(rate.factor, asMinor(rate.total + shipping.amount), asMinor(rate.vat + shippingVat))
      : rate,
  );
  const joined = cart.vatByRate.some((rate) => rate.factor === shipping.vatFactor);
  const vatByRate =
    joined || shipping.amount === 0
      ? rates
      : [...rates, vatLine(shipping.vatFactor, shipping.amount, shippingVat)].sort(
          (a, b) => a.factor - b.factor,
        );
  const total = asMinor(cart.total + shipping.amount);
  const vat = sumMinor(vatByRate.map((rate) => rate.vat));
  return {
    currency: cart.currency,
    goodsGross: cart.gross,
    discount: cart.discount,
    goods: cart.total,
    shipping: shipping.amount,
    shippingVat,
    total,
    vat,
    totalExVat: asMinor(total - vat),
    vatByRate,
  };
}
