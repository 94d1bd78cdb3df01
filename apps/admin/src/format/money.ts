import { fractionDigits } from '@shop/domain/money';
import type { DisplayLocale } from './display-locale.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: DisplayLocale, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${currency} ${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** True when a major-unit amount has öre or cents (79.5, not 80). */
function hasFraction(amount: number): boolean {
  return Math.round(amount * 100) % 100 !== 0;
}

/**
 * An amount in major units in its own currency, in the member's language: SEK, NOK and DKK
 * without decimals, EUR with 2 (spec 9, as the shopper sees them). Staff refund money, so an
 * amount with öre (a VAT sum, a refund of part of a line) keeps them rather than being rounded.
 */
export function formatMoney(amount: number, currency: string, locale: DisplayLocale): string {
  const digits = hasFraction(amount) ? 2 : fractionDigits(currency);
  return currencyFormatter(locale, currency, digits).format(amount);
}

/** A count or a quantity: 1,234 / 1 234. */
export function formatCount(value: number, locale: DisplayLocale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A VAT rate given as its percentage (25, 12, 25.5): 25% / 25 %. */
export function formatPercent(percent: number, locale: DisplayLocale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** A VAT factor as the contracts give it (1.25) as its percentage (25). */
export function percentOfFactor(factor: number): number {
  return Math.round((factor - 1) * 1000) / 10;
}
