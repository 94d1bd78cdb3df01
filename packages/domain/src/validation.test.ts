import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getStore } from './stores.ts';
import {
  clampQuantity,
  isValidDiscountCode,
  isValidMobileNumber,
  isValidPostalCode,
  isValidQuantity,
  isValidSearchTerm,
  normalizeMobileNumber,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  showsNoResultsMessage,
  showsPopularProducts,
} from './validation.ts';

describe('search', () => {
  it('search needs a trimmed string longer than 1 character', () => {
    expect(isValidSearchTerm('  a  ')).toBe(false);
    expect(isValidSearchTerm('ab')).toBe(true);
    expect(isValidSearchTerm('   ')).toBe(false);
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
  });

  it('a no-results message shows when more than 2 characters return nothing', () => {
    expect(showsNoResultsMessage('ab', 0)).toBe(false);
    expect(showsNoResultsMessage(' abc ', 0)).toBe(true);
    expect(showsNoResultsMessage('abc', 3)).toBe(false);
  });

  it('fewer than 2 characters shows popular products', () => {
    expect(showsPopularProducts('a')).toBe(true);
    expect(showsPopularProducts('ab')).toBe(false);
  });
});

describe('postal codes', () => {
  it('Sweden: 3 digits, optional space, 2 digits', () => {
    const sv = getStore('sv');
    expect(isValidPostalCode('123 45', sv)).toBe(true);
    expect(isValidPostalCode('12345', sv)).toBe(true);
    expect(isValidPostalCode('1234', sv)).toBe(false);
    expect(isValidPostalCode('123  45', sv)).toBe(false);
  });

  it('Norway and Denmark: 4 digits', () => {
    for (const store of [getStore('no'), getStore('da')]) {
      expect(isValidPostalCode('0150', store)).toBe(true);
      expect(isValidPostalCode('01500', store)).toBe(false);
      expect(isValidPostalCode('015a', store)).toBe(false);
    }
  });

  it('Finland: 5 digits', () => {
    expect(isValidPostalCode(' 00100 ', getStore('fi'))).toBe(true);
    expect(isValidPostalCode('0010', getStore('fi'))).toBe(false);
  });

  it('Netherlands: 4 digits, optional space, 2 letters', () => {
    const nl = getStore('nl');
    expect(isValidPostalCode('1012 AB', nl)).toBe(true);
    expect(isValidPostalCode('1012ab', nl)).toBe(true);
    expect(isValidPostalCode('1012 A1', nl)).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('spaces and dashes are removed before the check', () => {
    expect(normalizeMobileNumber('070-123 45 67')).toBe('0701234567');
  });

  it('Sweden begins with 07', () => {
    expect(isValidMobileNumber('070-123 45 67', getStore('sv'))).toBe(true);
    expect(isValidMobileNumber('08-123 45 67', getStore('sv'))).toBe(false);
  });

  it('the other countries begin with 4 or 9', () => {
    expect(isValidMobileNumber('412 34 567', getStore('no'))).toBe(true);
    expect(isValidMobileNumber('912 34 567', getStore('da'))).toBe(true);
    expect(isValidMobileNumber('512 34 567', getStore('no'))).toBe(false);
    expect(isValidMobileNumber('40 1234567', getStore('fi'))).toBe(true);
    expect(isValidMobileNumber('912345678', getStore('nl'))).toBe(true);
    expect(isValidMobileNumber('612345678', getStore('nl'))).toBe(false);
  });
});

describe('discount codes', () => {
  it('a discount code in the query or path has at least 3 letters, digits or dashes', () => {
    expect(isValidDiscountCode('AB-1')).toBe(true);
    expect(isValidDiscountCode('AB')).toBe(false);
    expect(isValidDiscountCode('AB C')).toBe(false);
  });
});

describe('quantities', () => {
  it('cart quantity: minimum 1, maximum 5000', () => {
    expect(QUANTITY_MIN).toBe(1);
    expect(QUANTITY_MAX).toBe(5000);
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(5000)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(5001)).toBe(false);
    expect(isValidQuantity(2.5)).toBe(false);
  });

  it('quantities stay within 1 to 5000', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(isValidQuantity(clampQuantity(value))).toBe(true);
      }),
    );
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBe(5000);
  });
});
