import { describe, expect, it } from 'vitest';
import { isLocaleCode, localeCodes, localeForStoreId, storeIds } from './locales.ts';
import { createStores, getStore } from './stores.ts';

describe('the five stores (spec 3, Locale / store)', () => {
  it('have the spec store ids: sv 1, no 3, da 5, fi 4, nl 6', () => {
    expect(storeIds).toEqual({ sv: 1, no: 3, da: 5, fi: 4, nl: 6 });
    for (const code of localeCodes) expect(localeForStoreId(storeIds[code])).toBe(code);
    expect(localeForStoreId(2)).toBeUndefined();
  });

  it('use SEK, NOK, DKK, EUR and EUR', () => {
    const stores = createStores({});
    expect(localeCodes.map((code) => stores[code].currency)).toEqual(['SEK', 'NOK', 'DKK', 'EUR', 'EUR']);
  });

  it('take their domains from the environment settings', () => {
    const stores = createStores({ fi: 'puhelinosat.test' });
    expect(stores.fi.domain).toBe('puhelinosat.test');
    expect(stores.sv.domain).toBeUndefined();
    expect(getStore('nl', { nl: 'telefoononderdelen.test' }).domain).toBe('telefoononderdelen.test');
  });

  it('offer ex-VAT prices in the Nordic stores and not in nl (docs/decisions/003)', () => {
    const stores = createStores({});
    expect(localeCodes.filter((code) => stores[code].allowExVAT)).toEqual(['sv', 'no', 'da', 'fi']);
  });

  it('validate postal codes per country (spec 5)', () => {
    const stores = createStores({});
    expect(stores.sv.postalCodeRegex.test('123 45')).toBe(true);
    expect(stores.sv.postalCodeRegex.test('12345')).toBe(true);
    expect(stores.no.postalCodeRegex.test('0150')).toBe(true);
    expect(stores.da.postalCodeRegex.test('2100')).toBe(true);
    expect(stores.fi.postalCodeRegex.test('00100')).toBe(true);
    expect(stores.nl.postalCodeRegex.test('1012 AB')).toBe(true);
    expect(stores.nl.postalCodeRegex.test('1012AB')).toBe(true);
    expect(stores.nl.postalCodeRegex.test('1012')).toBe(false);
  });

  it('list payment and shipping icons for cart and footer, and trust marks', () => {
    for (const store of Object.values(createStores({}))) {
      expect(store.paymentIcons.cart.length).toBeGreaterThan(0);
      expect(store.paymentIcons.footer.length).toBeGreaterThanOrEqual(store.paymentIcons.cart.length);
      expect(store.shippingIcons.cart.length).toBeGreaterThan(0);
      expect(store.trustMarks.length).toBeGreaterThan(0);
    }
  });

  it('knows a locale code when it sees one', () => {
    expect(isLocaleCode('fi')).toBe(true);
    expect(isLocaleCode('en')).toBe(false);
    expect(isLocaleCode(4)).toBe(false);
  });
});
