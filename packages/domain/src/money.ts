import { writePrice } from './local-formats.ts';
import type { CurrencyCode, Store } from './stores.ts';

/**
 * An amount in minor units (öre, cents), always an integer. All four currencies of the shop
 * have two minor digits (ISO 4217), even where prices are shown without decimals.
 */
export type Minor = number & { readonly __brand: 'minor' };

/** ISO 4217 exponent: SEK, NOK, DKK and EUR all have 100 minor units to the major unit. */
const minorDigitsByCurrency: Readonly<Record<CurrencyCode, number>> = { SEK: 2, NOK: 2, DKK: 2, EUR: 2 };

/** Spec 9: SEK, NOK and DKK are shown without decimals, EUR with 2; the default is 2. */
const fractionDigitsByCurrency: Readonly<Record<CurrencyCode, number>> = { SEK: 0, NOK: 0, DKK: 0, EUR: 2 };

/** Spec 5: a price without VAT is always shown with 2 fraction digits. */
export const EX_VAT_FRACTION_DIGITS = 2;

/** Spec 9: the default number of fraction digits of an unknown currency. */
export const DEFAULT_FRACTION_DIGITS = 2;

function isKnownCurrency(currency: string): currency is CurrencyCode {
  return Object.hasOwn(fractionDigitsByCurrency, currency);
}

/** Fraction digits a price incl. VAT is shown (and a discounted price rounded) with. */
export function fractionDigits(currency: string): number {
  return isKnownCurrency(currency) ? fractionDigitsByCurrency[currency] : DEFAULT_FRACTION_DIGITS;
}

/** Minor digits of a currency (the exponent between major and minor units). */
export function minorDigits(currency: string): number {
  return isKnownCurrency(currency) ? minorDigitsByCurrency[currency] : DEFAULT_FRACTION_DIGITS;
}

/** Removes the binary noise of a float product (1.005 * 100 = 100.49999999999999 -> 100.5). */
function denoise(value: number): number {
  return Number(value.toPrecision(15));
}

/** Rounds half away from zero to an integer, never returning -0. */
export function roundHalfAwayFromZero(value: number): number {
  const cleaned = denoise(value);
  const rounded = Math.sign(cleaned) * Math.floor(Math.abs(cleaned) + 0.5);
  return rounded + 0;
}

/** Rounds a decimal half away from zero to `digits` fraction digits (spec 5: prices to 2 decimals). */
export function roundDecimal(value: number, digits: number): number {
  const scale = 10 ** digits;
  return roundHalfAwayFromZero(value * scale) / scale;
}

export function asMinor(value: number): Minor {
  if (!Number.isSafeInteger(value)) throw new RangeError(`A minor amount must be a safe integer: ${value}`);
  return (value + 0) as Minor;
}

/** A major-unit decimal (199, 12.5) to minor units, rounded half away from zero. */
export function toMinor(major: number, currency: string): Minor {
  if (!Number.isFinite(major)) throw new RangeError(`A price must be a finite number: ${major}`);
  return asMinor(roundHalfAwayFromZero(major * 10 ** minorDigits(currency)));
}

/** Minor units back to a major-unit decimal, for display and for analytics payloads. */
export function toMajor(amount: Minor, currency: string): number {
  return amount / 10 ** minorDigits(currency);
}

/** Integer division rounded half away from zero; exact for integers below 2^53. */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator === 0) throw new RangeError('Division by zero');
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d)) + 0;
}

/** Rounds a minor amount to `digits` fraction digits of the major unit (0 digits: whole kronor). */
export function roundMinorToDigits(amount: Minor, digits: number, currency: string): Minor {
  const step = 10 ** Math.max(0, minorDigits(currency) - digits);
  return asMinor(divideRounded(amount, step) * step);
}

/** Basis points (1/100 of a percent) of a percentage, so percent arithmetic stays in integers. */
function toBasisPoints(percent: number): number {
  return roundHalfAwayFromZero(percent * 100);
}

/** The part of an amount that a percentage stands for, rounded to the minor unit. */
export function percentOf(amount: Minor, percent: number): Minor {
  return asMinor(divideRounded(amount * toBasisPoints(percent), 10_000));
}

/** Spec 5: (1 - discount) x amount, rounded half away from zero to the minor unit. */
export function afterDiscount(amount: Minor, percent: number): Minor {
  return asMinor(divideRounded(amount * (10_000 - toBasisPoints(percent)), 10_000));
}

/** An amount divided by a VAT rate factor (1.25, 1.255), rounded to the minor unit. */
export function divideByFactor(amount: Minor, factor: number): Minor {
  const factorBasisPoints = roundHalfAwayFromZero(factor * 10_000);
  if (factorBasisPoints <= 0) throw new RangeError(`A VAT factor must be positive: ${factor}`);
  return asMinor(divideRounded(amount * 10_000, factorBasisPoints));
}

export function sumMinor(amounts: readonly Minor[]): Minor {
  return asMinor(amounts.reduce<number>((total, amount) => total + amount, 0));
}

/**
 * Splits a total over weights with the largest-remainder method (Vendure's prorate): every part
 * is the floor of its exact share, and the units left over go to the largest remainders (ties:
 * the earlier index). The parts always sum to the total, so a discount never drifts a cent.
 * Weights are non-negative; when they are all zero the total is split evenly.
 */
export function allocateMinor(total: Minor, weights: readonly number[]): Minor[] {
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('Cannot allocate a non-zero total over no weights');
    return [];
  }
  if (weights.some((weight) => !Number.isFinite(weight) || weight < 0)) {
    throw new RangeError('Allocation weights must be finite and non-negative');
  }
  const integral = weights.every(Number.isInteger);
  const scaled = weights.map((weight) => BigInt(integral ? weight : Math.round(weight * 1_000_000)));
  const sumOfWeights = scaled.reduce((sum, weight) => sum + weight, 0n);
  const effective = sumOfWeights === 0n ? scaled.map(() => 1n) : scaled;
  const denominator = sumOfWeights === 0n ? BigInt(weights.length) : sumOfWeights;
  const sign = total < 0 ? -1n : 1n;
  const magnitude = BigInt(Math.abs(total));
  const floors = effective.map((weight) => (magnitude * weight) / denominator);
  const remainders = effective.map((weight) => (magnitude * weight) % denominator);
  let left = magnitude - floors.reduce((sum, part) => sum + part, 0n);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const parts = [...floors];
  for (const { index } of order) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => asMinor(Number(sign * part)));
}

export interface FormatPriceOptions {
  /** True (the default) when the amount includes VAT; false shows it as an ex-VAT price. */
  readonly vat?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(iso: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${iso} ${currency} ${digits}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  const formatter = new Intl.NumberFormat(iso, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  formatters.set(key, formatter);
  return formatter;
}

/** Fraction digits of a shown price: the currency's digits incl. VAT, 2 without VAT (spec 5, 9). */
export function displayFractionDigits(currency: string, includesVat: boolean): number {
  return includesVat ? fractionDigits(currency) : EX_VAT_FRACTION_DIGITS;
}

/**
 * Formats an amount (already in the chosen VAT mode) in the store's language and currency:
 * '1 299 kr', '12,50 €', '€ 12,50'. It is rounded half away from zero to the shown digits.
 */
export function formatPrice(
  amount: Minor,
  store: Pick<Store, 'iso' | 'currency'>,
  options: FormatPriceOptions = {},
): string {
  const digits = displayFractionDigits(store.currency, options.vat ?? true);
  const rounded = roundMinorToDigits(amount, digits, store.currency);
  const written = writePrice(rounded, store.iso, store.currency, digits);
  if (written !== undefined) return written;
  return currencyFormatter(store.iso, store.currency, digits).format(toMajor(rounded, store.currency));
}
