import { allocateMinor, asMinor, divideByFactor, type Minor, roundDecimal, sumMinor } from './money.ts';

/** The VAT of one rate: the total of its lines incl. VAT, the VAT inside it and the rest. */
export interface VatLine {
  readonly factor: number;
  /** The rate in percent (25, 25.5, 21). */
  readonly ratePercent: number;
  readonly total: Minor;
  readonly vat: Minor;
  readonly totalExVat: Minor;
}

export function vatRatePercent(factor: number): number {
  return roundDecimal((factor - 1) * 100, 2);
}

/** The VAT inside an amount that includes it at `factor`, rounded to the minor unit. */
export function vatInside(total: Minor, factor: number): Minor {
  return asMinor(total - divideByFactor(total, factor));
}

/**
 * VAT per rate, computed once on each rate's total (so the rates reconcile with what an invoice
 * shows), then spread over that rate's lines by their totals with the largest-remainder method.
 * The cart, the order and every later correction of an order (a cancelled line, a refund) use
 * this one rule.
 */
export function spreadVat(lines: readonly { readonly total: Minor; readonly vatFactor: number }[]): {
  vatByRate: VatLine[];
  lineVat: Minor[];
} {
  const lineVat = lines.map(() => asMinor(0));
  const factors = [...new Set(lines.map((line) => line.vatFactor))].sort((a, b) => a - b);
  const vatByRate = factors.map((factor) => {
    const indexes = lines.flatMap((line, index) => (line.vatFactor === factor ? [index] : []));
    const total = sumMinor(indexes.map((index) => lines[index]?.total ?? asMinor(0)));
    const vat = vatInside(total, factor);
    const parts = allocateMinor(
      vat,
      indexes.map((index) => lines[index]?.total ?? 0),
    );
    indexes.forEach((lineIndex, part) => {
      lineVat[lineIndex] = parts[part] ?? asMinor(0);
    });
    return { factor, ratePercent: vatRatePercent(factor), total, vat, totalExVat: asMinor(total - vat) };
  });
  return { vatByRate, lineVat };
}
