import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateMinor,
  asMinor,
  DEFAULT_FRACTION_DIGITS,
  displayFractionDigits,
  divideByFactor,
  divideRounded,
  formatPrice,
  fractionDigits,
  type Minor,
  minorDigits,
  percentOf,
  roundDecimal,
  roundHalfAwayFromZero,
  roundMinorToDigits,
  sumMinor,
  toMajor,
  toMinor,
} from './money.ts';
import { getStore } from './stores.ts';

/** Intl separates groups and the currency with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ').replace('\u2212', '-');

describe('fraction digits', () => {
  it('SEK, NOK and DKK are shown without decimals', () => {
    expect(fractionDigits('SEK')).toBe(0);
    expect(fractionDigits('NOK')).toBe(0);
    expect(fractionDigits('DKK')).toBe(0);
  });

  it('EUR is shown with 2 decimals', () => {
    expect(fractionDigits('EUR')).toBe(2);
  });

  it('the default fraction digits are 2', () => {
    expect(fractionDigits('USD')).toBe(DEFAULT_FRACTION_DIGITS);
    expect(DEFAULT_FRACTION_DIGITS).toBe(2);
  });

  it('every currency counts 100 minor units to the major unit', () => {
    for (const currency of ['SEK', 'NOK', 'DKK', 'EUR', 'GBP']) expect(minorDigits(currency)).toBe(2);
  });

  it('a price without VAT always has 2 fraction digits', () => {
    expect(displayFractionDigits('SEK', false)).toBe(2);
    expect(displayFractionDigits('SEK', true)).toBe(0);
    expect(displayFractionDigits('EUR', true)).toBe(2);
  });
});

describe('rounding half away from zero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });

  it('prices are rounded to 2 decimals without float noise', () => {
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(-1.005, 2)).toBe(-1.01);
    expect(roundDecimal(12.344, 2)).toBe(12.34);
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        expect(roundHalfAwayFromZero(-value)).toBe(-roundHalfAwayFromZero(value) + 0);
      }),
    );
  });

  it('integer division rounds half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(5, -2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe('minor units', () => {
  it('converts major-unit decimals to minor units', () => {
    expect(toMinor(199, 'SEK')).toBe(19900);
    expect(toMinor(12.5, 'EUR')).toBe(1250);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor(19.995, 'EUR')).toBe(2000);
  });

  it('converts minor units back to major units', () => {
    expect(toMajor(asMinor(1250), 'EUR')).toBe(12.5);
    expect(toMajor(asMinor(19900), 'SEK')).toBe(199);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => asMinor(1.5)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 'SEK')).toThrow(RangeError);
  });

  it('round-trips every whole minor amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e10, max: 1e10 }),
        fc.constantFrom('SEK', 'NOK', 'DKK', 'EUR'),
        (value, currency) => {
          expect(toMinor(toMajor(asMinor(value), currency), currency)).toBe(value);
        },
      ),
    );
  });

  it('rounds a minor amount to the currency fraction digits', () => {
    expect(roundMinorToDigits(asMinor(17910), 0, 'SEK')).toBe(17900);
    expect(roundMinorToDigits(asMinor(17950), 0, 'SEK')).toBe(18000);
    expect(roundMinorToDigits(asMinor(-17950), 0, 'SEK')).toBe(-18000);
    expect(roundMinorToDigits(asMinor(1234), 2, 'EUR')).toBe(1234);
  });

  it('takes a percentage of an amount in whole minor units', () => {
    expect(percentOf(asMinor(19900), 10)).toBe(1990);
    expect(percentOf(asMinor(999), 33.33)).toBe(333);
    expect(percentOf(asMinor(1), 50)).toBe(1);
  });

  it('divides by a VAT factor in integers', () => {
    expect(divideByFactor(asMinor(19900), 1.25)).toBe(15920);
    expect(divideByFactor(asMinor(1250), 1.255)).toBe(996);
    expect(divideByFactor(asMinor(1210), 1.21)).toBe(1000);
    expect(() => divideByFactor(asMinor(100), 0)).toThrow(RangeError);
  });

  it('sums minor amounts', () => {
    expect(sumMinor([asMinor(1), asMinor(2), asMinor(3)])).toBe(6);
    expect(sumMinor([])).toBe(0);
  });
});

describe('largest-remainder allocation', () => {
  it('splitting a discount over lines never drifts a cent', () => {
    expect(allocateMinor(asMinor(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateMinor(asMinor(10), [19900, 4900])).toEqual([8, 2]);
  });

  it('gives the leftover units to the largest remainders, the earlier index on a tie', () => {
    expect(allocateMinor(asMinor(5), [1, 2, 2])).toEqual([1, 2, 2]);
    expect(allocateMinor(asMinor(2), [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('splits evenly when every weight is zero', () => {
    expect(allocateMinor(asMinor(3), [0, 0])).toEqual([2, 1]);
  });

  it('allocates a negative total with the same shares', () => {
    expect(allocateMinor(asMinor(-100), [1, 1, 1])).toEqual([-34, -33, -33]);
  });

  it('accepts fractional weights', () => {
    expect(allocateMinor(asMinor(10), [0.5, 1.5])).toEqual([3, 7]);
  });

  it('refuses negative weights and a total over no weights', () => {
    expect(() => allocateMinor(asMinor(1), [-1, 2])).toThrow(RangeError);
    expect(() => allocateMinor(asMinor(1), [])).toThrow(RangeError);
    expect(allocateMinor(asMinor(0), [])).toEqual([]);
  });

  it('the parts sum to the total and each lies within a unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocateMinor(asMinor(total), weights);
          expect(parts.reduce<number>((sum, part) => sum + part, 0)).toBe(total);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          parts.forEach((part, index) => {
            const exact =
              weightSum === 0 ? total / weights.length : (total * (weights[index] ?? 0)) / weightSum;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});

describe('formatPrice', () => {
  const sv = getStore('sv');
  const no = getStore('no');
  const da = getStore('da');
  const fi = getStore('fi');
  const nl = getStore('nl');
  const amount = (value: number): Minor => asMinor(value);

  it('formats with Intl in the store language: SEK, NOK and DKK without decimals', () => {
    expect(plain(formatPrice(amount(129900), sv))).toBe('1 299 kr');
    expect(plain(formatPrice(amount(129900), no))).toBe('1 299 kr');
    expect(plain(formatPrice(amount(129900), da))).toBe('1.299 kr.');
  });

  it('formats EUR with 2 decimals', () => {
    expect(plain(formatPrice(amount(1250), fi))).toBe('12,50 €');
    expect(plain(formatPrice(amount(1250), nl))).toBe('€ 12,50');
  });

  it('rounds a price incl. VAT half away from zero to the shown digits', () => {
    expect(plain(formatPrice(amount(17950), sv))).toBe('180 kr');
    expect(plain(formatPrice(amount(17949), sv))).toBe('179 kr');
  });

  it('ex-VAT prices always have 2 fraction digits', () => {
    expect(plain(formatPrice(amount(15920), sv, { vat: false }))).toBe('159,20 kr');
    expect(plain(formatPrice(amount(996), fi, { vat: false }))).toBe('9,96 €');
  });

  it('shows zero without a minus sign', () => {
    expect(plain(formatPrice(amount(-40), sv))).toBe('0 kr');
  });
});
