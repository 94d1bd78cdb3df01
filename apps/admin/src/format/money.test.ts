import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent, percentOfFactor } from './money.ts';

/** Intl separates groups and the currency with no-break spaces; the tests read plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows SEK, NOK and DKK without decimals (spec 9)', () => {
    expect(plain(formatMoney(1299, 'SEK', 'sv-SE'))).toBe('1 299 kr');
    expect(plain(formatMoney(1299, 'NOK', 'en-GB'))).toBe('NOK 1,299');
    expect(plain(formatMoney(450, 'DKK', 'sv-SE'))).toBe('450 Dkr');
  });

  it('shows EUR with 2 decimals', () => {
    expect(plain(formatMoney(12.5, 'EUR', 'en-GB'))).toBe('€12.50');
    expect(plain(formatMoney(12, 'EUR', 'sv-SE'))).toBe('12,00 €');
  });

  it('keeps öre that an amount has, so a refund is never shown rounded', () => {
    expect(plain(formatMoney(79.5, 'SEK', 'sv-SE'))).toBe('79,50 kr');
    expect(plain(formatMoney(259.8, 'SEK', 'en-GB'))).toBe('SEK 259.80');
  });

  it('shows nothing owed as zero in the currency', () => {
    expect(plain(formatMoney(0, 'SEK', 'sv-SE'))).toBe('0 kr');
    expect(plain(formatMoney(0, 'EUR', 'en-GB'))).toBe('€0.00');
  });
});

describe('formatCount and formatPercent', () => {
  it('groups thousands in the language', () => {
    expect(plain(formatCount(12345, 'en-GB'))).toBe('12,345');
    expect(plain(formatCount(12345, 'sv-SE'))).toBe('12 345');
  });

  it('shows a VAT rate as a percentage', () => {
    expect(plain(formatPercent(25, 'en-GB'))).toBe('25%');
    expect(plain(formatPercent(25.5, 'sv-SE'))).toBe('25,5 %');
  });

  it('turns a VAT factor into its percentage without float noise', () => {
    expect(percentOfFactor(1.25)).toBe(25);
    expect(percentOfFactor(1.14)).toBe(14);
    expect(percentOfFactor(1.255)).toBe(25.5);
  });
});
