import { allocateMinor, asMinor, type Minor, sumMinor } from './money.ts';
import { type OrderTotals, orderTotals, type ShippingLine } from './order-totals.ts';
import type { CurrencyCode } from './stores.ts';
import { spreadVat, type VatLine, vatInside, vatRatePercent } from './vat-lines.ts';

/**
 * Corrections of a placed order: units cancelled before it ships, and refunds. An order line
 * keeps what the shopper was charged for it; a correction takes units out at their share of the
 * line, never at today's catalog price, and the order's totals and VAT per rate are computed
 * again with the checkout's own rules (spreadVat, orderTotals). Amounts never drift: the shares
 * of all units of a line add up to the line exactly.
 */

/** An order line as charged now (after any units cancelled earlier). */
export interface ChargedLine {
  readonly position: number;
  readonly quantity: number;
  /** Unit price x quantity, incl. VAT. */
  readonly gross: Minor;
  readonly discount: Minor;
  /** gross - discount: what the shopper pays for the line. */
  readonly total: Minor;
  readonly vatFactor: number;
}

export interface UnitsOfLine {
  readonly position: number;
  readonly units: number;
}

/** What some units of a line stand for. */
export interface LineShare {
  readonly position: number;
  readonly units: number;
  readonly gross: Minor;
  readonly discount: Minor;
  readonly total: Minor;
}

function firstParts(amount: Minor, quantity: number, units: number): Minor {
  const parts = allocateMinor(amount, new Array<number>(quantity).fill(1));
  return sumMinor(parts.slice(0, units));
}

/**
 * The share of `units` of a line: each unit's largest-remainder part of the line's gross and
 * discount (the larger parts first), and their difference as the total. Taking units one by one
 * until none is left gives back exactly the line's amounts.
 */
export function shareOfUnits(line: ChargedLine, units: number): LineShare {
  if (!Number.isInteger(units) || units < 0 || units > line.quantity) {
    throw new RangeError(`Line ${line.position} has ${line.quantity} units, not ${units}`);
  }
  if (units === line.quantity) {
    return { position: line.position, units, gross: line.gross, discount: line.discount, total: line.total };
  }
  const gross = firstParts(line.gross, line.quantity, units);
  const discount = firstParts(line.discount, line.quantity, units);
  return { position: line.position, units, gross, discount, total: asMinor(gross - discount) };
}

export type UnitsRefusal = {
  readonly ok: false;
  /** UNKNOWN_LINE: the order has no such line; TOO_MANY_UNITS: more than the line has left. */
  readonly code: 'UNKNOWN_LINE' | 'TOO_MANY_UNITS';
  readonly position: number;
  /** The units that could still be taken from the line (0 for an unknown one). */
  readonly available: number;
};

/** The same line named twice counts once, with its units added. */
export function mergeUnits(requested: readonly UnitsOfLine[]): UnitsOfLine[] {
  const merged = new Map<number, number>();
  for (const entry of requested) merged.set(entry.position, (merged.get(entry.position) ?? 0) + entry.units);
  return [...merged].map(([position, units]) => ({ position, units }));
}

/**
 * Checks units asked of an order's lines against what each line still has (`available`, by
 * default its quantity), and prices them. Nothing is taken when any line is wrong.
 */
export function priceUnits(
  lines: readonly ChargedLine[],
  requested: readonly UnitsOfLine[],
  available: (line: ChargedLine) => number = (line) => line.quantity,
): { readonly ok: true; readonly shares: LineShare[] } | UnitsRefusal {
  const byPosition = new Map(lines.map((line) => [line.position, line]));
  const shares: LineShare[] = [];
  for (const { position, units } of mergeUnits(requested)) {
    const line = byPosition.get(position);
    if (!line) return { ok: false, code: 'UNKNOWN_LINE', position, available: 0 };
    const left = Math.min(line.quantity, available(line));
    if (!Number.isInteger(units) || units < 1 || units > left) {
      return { ok: false, code: 'TOO_MANY_UNITS', position, available: left };
    }
    shares.push(shareOfUnits(line, units));
  }
  return { ok: true, shares: shares.sort((a, b) => a.position - b.position) };
}

/** The lines once the shares are taken out of them. */
export function withoutShares(lines: readonly ChargedLine[], shares: readonly LineShare[]): ChargedLine[] {
  const byPosition = new Map(shares.map((share) => [share.position, share]));
  return lines.map((line) => {
    const share = byPosition.get(line.position);
    if (!share) return line;
    return {
      ...line,
      quantity: line.quantity - share.units,
      gross: asMinor(line.gross - share.gross),
      discount: asMinor(line.discount - share.discount),
      total: asMinor(line.total - share.total),
    };
  });
}

/**
 * An order's totals from its charged lines and its shipping, by the checkout's rules: VAT per
 * rate on each rate's total, shipping in its own rate (orderTotals). `lineVat` is each line's
 * part of its rate's VAT, in the order of `lines`.
 */
export function chargedOrderTotals(
  lines: readonly ChargedLine[],
  shipping: ShippingLine,
  currency: CurrencyCode,
): { readonly totals: OrderTotals; readonly lineVat: readonly Minor[] } {
  const { vatByRate, lineVat } = spreadVat(lines);
  const total = sumMinor(lines.map((line) => line.total));
  const vat = sumMinor(vatByRate.map((rate) => rate.vat));
  const totals = orderTotals(
    {
      currency,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      gross: sumMinor(lines.map((line) => line.gross)),
      discount: sumMinor(lines.map((line) => line.discount)),
      total,
      vat,
      totalExVat: asMinor(total - vat),
      vatByRate,
    },
    shipping,
  );
  return { totals, lineVat };
}

/** What a refund is made of, each part incl. VAT. */
export interface RefundParts {
  /** Units of lines, with their shares (priceUnits). */
  readonly lines: readonly LineShare[];
  /** The line factors by position, for the VAT of the line shares. */
  readonly lineFactors: ReadonlyMap<number, number>;
  /** The shipping charge given back, at its factor; null when it is not. */
  readonly shipping: ShippingLine | null;
  /** A free amount (goodwill, a price adjustment), spread over the order's VAT rates. */
  readonly amount: Minor;
  /** The order's VAT per rate, which a free amount follows. */
  readonly orderRates: readonly VatLine[];
}

export interface RefundBreakdown {
  readonly lines: Minor;
  readonly shipping: Minor;
  readonly amount: Minor;
  /** The free amount as it was spread over the order's rates (a credit note shows a line per rate). */
  readonly amountByRate: readonly { readonly factor: number; readonly amount: Minor }[];
  readonly total: Minor;
  /** VAT per rate of what is given back: what a credit note shows. */
  readonly vatByRate: readonly VatLine[];
  readonly vat: Minor;
}

/**
 * Adds up a refund and its VAT per rate. Line shares are taxed at their line's rate, shipping at
 * its own, and a free amount is spread over the order's rates by their totals (largest
 * remainder), so a credit note corrects each rate in proportion.
 */
export function refundBreakdown(parts: RefundParts): RefundBreakdown {
  const byFactor = new Map<number, number>();
  const add = (factor: number, amount: number) => {
    if (amount !== 0) byFactor.set(factor, (byFactor.get(factor) ?? 0) + amount);
  };
  for (const share of parts.lines) {
    const factor = parts.lineFactors.get(share.position);
    if (factor === undefined) throw new RangeError(`No VAT factor for line ${share.position}`);
    add(factor, share.total);
  }
  if (parts.shipping) add(parts.shipping.vatFactor, parts.shipping.amount);
  const amountByRate: { factor: number; amount: Minor }[] = [];
  if (parts.amount > 0) {
    const rates = parts.orderRates.filter((rate) => rate.total > 0);
    if (rates.length === 0) throw new RangeError('A free amount needs an order with a VAT rate');
    const spread = allocateMinor(
      parts.amount,
      rates.map((rate) => rate.total),
    );
    rates.forEach((rate, index) => {
      const amount = spread[index] ?? asMinor(0);
      add(rate.factor, amount);
      if (amount > 0) amountByRate.push({ factor: rate.factor, amount });
    });
  }
  const vatByRate = [...byFactor]
    .sort(([a], [b]) => a - b)
    .map(([factor, amount]) => {
      const total = asMinor(amount);
      const vat = vatInside(total, factor);
      return { factor, ratePercent: vatRatePercent(factor), total, vat, totalExVat: asMinor(total - vat) };
    });
  const lines = sumMinor(parts.lines.map((share) => share.total));
  const shipping = parts.shipping?.amount ?? asMinor(0);
  return {
    lines,
    shipping,
    amount: parts.amount,
    amountByRate,
    total: asMinor(lines + shipping + parts.amount),
    vatByRate,
    vat: sumMinor(vatByRate.map((rate) => rate.vat)),
  };
}

/** What can still be given back of what the shopper was charged. */
export function refundableAmount(charged: Minor, refunded: Minor): Minor {
  return asMinor(Math.max(0, charged - refunded));
}
