import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asMinor } from './money.ts';
import {
  buildPriceList,
  canShowExVat,
  clampPercent,
  discountedLinePrice,
  discountPercentBetween,
  dropNonDecreasingTiers,
  includesVat,
  leadPrice,
  type PriceTier,
  perUnitPrice,
  priceForVatMode,
  selectTier,
  selectTierPrice,
  shownPrice,
} from './pricing.ts';
import { getStore } from './stores.ts';

const sek = { currency: 'SEK', includeVat: true } as const;
const sekExVat = { currency: 'SEK', includeVat: false } as const;
const eur = { currency: 'EUR', includeVat: true } as const;

const tiers = [
  { q: 1, p: 199 },
  { q: 5, p: 179 },
  { q: 10, p: 159 },
];

describe('tier selection', () => {
  it('the unit price is the price of the highest tier whose threshold is met', () => {
    expect(selectTierPrice(tiers, 1)).toBe(199);
    expect(selectTierPrice(tiers, 4)).toBe(199);
    expect(selectTierPrice(tiers, 5)).toBe(179);
    expect(selectTierPrice(tiers, 9)).toBe(179);
    expect(selectTierPrice(tiers, 5000)).toBe(159);
  });

  it('does not depend on the order of the tiers', () => {
    expect(selectTierPrice([...tiers].reverse(), 7)).toBe(179);
  });

  it('a quantity below every threshold gets the lowest tier', () => {
    expect(selectTierPrice([{ q: 3, p: 10 }], 1)).toBe(10);
  });

  it('no tiers give no price', () => {
    expect(selectTierPrice([], 3)).toBeUndefined();
    expect(selectTier([], 3)).toBeUndefined();
  });

  const tierList = fc.uniqueArray(
    fc.record({ q: fc.integer({ min: 1, max: 5000 }), p: fc.integer({ min: 0, max: 1e6 }) }),
    {
      minLength: 1,
      maxLength: 8,
      selector: (tier) => tier.q,
    },
  );

  it('tier selection is monotone: more units never select a lower tier', () => {
    fc.assert(
      fc.property(
        tierList,
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (list, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(selectTier(list, low)?.q ?? 0).toBeLessThanOrEqual(selectTier(list, high)?.q ?? 0);
        },
      ),
    );
  });

  it('tier selection is monotone: with falling tier prices more units never cost more per unit', () => {
    fc.assert(
      fc.property(
        tierList,
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (list, a, b) => {
          const falling = dropNonDecreasingTiers(list);
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(selectTierPrice(falling, high) ?? 0).toBeLessThanOrEqual(selectTierPrice(falling, low) ?? 0);
        },
      ),
    );
  });
});

describe('VAT mode', () => {
  it('a price including VAT is shown as it is', () => {
    expect(priceForVatMode(asMinor(19900), 1.25, true)).toBe(19900);
  });

  it('a price excluding VAT is divided by the rate factor', () => {
    expect(priceForVatMode(asMinor(19900), 1.25, false)).toBe(15920);
    expect(priceForVatMode(asMinor(1250), 1.255, false)).toBe(996);
  });

  it('ex-VAT prices are offered only where the store allows ex-VAT', () => {
    expect(canShowExVat(getStore('sv'))).toBe(true);
    expect(canShowExVat(getStore('no'))).toBe(true);
    expect(canShowExVat(getStore('da'))).toBe(true);
    expect(canShowExVat(getStore('fi'))).toBe(true);
    expect(canShowExVat(getStore('nl'))).toBe(false);
  });

  it('all shown prices follow the vat flag, which is ignored where ex-VAT is not allowed', () => {
    expect(includesVat(getStore('sv'), false)).toBe(false);
    expect(includesVat(getStore('sv'), true)).toBe(true);
    expect(includesVat(getStore('nl'), false)).toBe(true);
  });

  it('incl/excl VAT reconcile: the ex-VAT price times the factor is the price to the minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(1, 1.06, 1.1, 1.12, 1.14, 1.15, 1.21, 1.25, 1.255),
        (price, factor) => {
          const exVat = priceForVatMode(asMinor(price), factor, false);
          expect(exVat).toBeLessThanOrEqual(price);
          expect(Math.abs(exVat * factor - price)).toBeLessThanOrEqual(factor / 2 + 1e-6);
        },
      ),
    );
  });
});

describe('price display', () => {
  it('a price of 0 displays as 0 with no discount', () => {
    expect(shownPrice(asMinor(0), 1.25, 30, sek)).toEqual({ price: 0, original: 0, discountPercent: 0 });
  });

  it('the discounted price is rounded to the currency fraction digits', () => {
    expect(shownPrice(asMinor(19900), 1.25, 10, sek)).toEqual({
      price: 17900,
      original: 19900,
      discountPercent: 10,
    });
    expect(shownPrice(asMinor(1250), 1.255, 15, eur)).toEqual({
      price: 1063,
      original: 1250,
      discountPercent: 15,
    });
  });

  it('without VAT the discounted price uses 2 decimals from the unrounded price (199 kr at 10 % off is 143.28)', () => {
    // 199 x 0.9 = 179.10 incl. VAT, / 1.25 = 143.28; not 143.20 from the rounded 179 kr.
    expect(shownPrice(asMinor(19900), 1.25, 10, sekExVat)).toEqual({
      price: 14328,
      original: 15920,
      discountPercent: 10,
    });
    expect(shownPrice(asMinor(1250), 1.255, 15, { currency: 'EUR', includeVat: false })).toEqual({
      price: 847,
      original: 996,
      discountPercent: 15,
    });
  });

  it('no discount shows the price as it is', () => {
    expect(shownPrice(asMinor(19950), 1.25, 0, sek)).toEqual({
      price: 19950,
      original: 19950,
      discountPercent: 0,
    });
  });

  it('a discount never goes below 0 nor above the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e8 }),
        fc.double({ min: -50, max: 200, noNaN: true }),
        fc.constantFrom(1.25, 1.255, 1.21),
        fc.constantFrom(sek, sekExVat, eur),
        (price, percent, factor, context) => {
          const shown = shownPrice(asMinor(price), factor, percent, context);
          expect(shown.price).toBeGreaterThanOrEqual(0);
          expect(shown.price).toBeLessThanOrEqual(shown.original);
          expect(shown.discountPercent).toBeGreaterThanOrEqual(0);
          expect(shown.discountPercent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('keeps a percentage between 0 and 100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(12.5)).toBe(12.5);
  });

  it('the price of a new line with discounts is (1 - discount) x price, to 2 decimals', () => {
    expect(discountedLinePrice(asMinor(19900), 10)).toBe(17910);
    expect(discountedLinePrice(asMinor(999), 33.33)).toBe(666);
    expect(discountedLinePrice(asMinor(999), 0)).toBe(999);
  });

  it('the per-unit price is divided by the item quantity when it is not a set price', () => {
    expect(perUnitPrice(asMinor(1000), 3, false)).toBe(333);
    expect(perUnitPrice(asMinor(1000), 3, true)).toBe(1000);
    expect(perUnitPrice(asMinor(1000), 1, false)).toBe(1000);
  });

  it('a rounded discount percent between an original and a lower price', () => {
    expect(discountPercentBetween(199, 149)).toBe(25);
    expect(discountPercentBetween(0, 0)).toBe(0);
    expect(discountPercentBetween(100, 120)).toBe(0);
  });
});

describe('price lists', () => {
  it('in a price list, tiers whose price is not lower than the previous tier are dropped', () => {
    const list: PriceTier[] = [
      { q: 10, p: 150 },
      { q: 1, p: 199 },
      { q: 5, p: 199 },
      { q: 20, p: 160 },
      { q: 50, p: 120 },
    ];
    expect(dropNonDecreasingTiers(list).map((tier) => tier.q)).toEqual([1, 10, 50]);
    const shown = buildPriceList({ n: list }, 1.25, sek);
    expect(shown).toEqual({
      campaign: false,
      rows: [
        { quantity: 1, price: 19900 },
        { quantity: 10, price: 15000 },
        { quantity: 50, price: 12000 },
      ],
    });
  });

  it('in a campaign list, the first tier gets the original price and a rounded discount percent', () => {
    const shown = buildPriceList(
      {
        n: [
          { q: 1, p: 199 },
          { q: 5, p: 179 },
        ],
        c: [
          { q: 1, p: 149 },
          { q: 5, p: 139, o: 179, d: 22 },
        ],
      },
      1.25,
      sek,
    );
    expect(shown).toEqual({
      campaign: true,
      rows: [
        { quantity: 1, price: 14900, original: 19900, discountPercent: 25 },
        { quantity: 5, price: 13900, original: 17900, discountPercent: 22 },
      ],
    });
  });

  it('an original price without a discount percent gets the rounded percent', () => {
    const shown = buildPriceList({ n: [{ q: 1, p: 80, o: 100 }] }, 1.25, sek);
    expect(shown.rows[0]).toEqual({ quantity: 1, price: 8000, original: 10000, discountPercent: 20 });
  });

  it('a campaign price of 0 displays as 0 with no discount', () => {
    const shown = buildPriceList({ n: [{ q: 1, p: 10 }], c: [{ q: 1, p: 0 }] }, 1.25, eur);
    expect(shown.rows[0]).toEqual({ quantity: 1, price: 0 });
  });

  it('shows the list without VAT in the ex-VAT mode', () => {
    const shown = buildPriceList({ n: [{ q: 1, p: 12.5 }], c: [{ q: 1, p: 10 }] }, 1.25, {
      currency: 'EUR',
      includeVat: false,
    });
    expect(shown.rows[0]).toEqual({ quantity: 1, price: 800, original: 1000, discountPercent: 20 });
  });

  it('an empty campaign list shows the normal list', () => {
    expect(buildPriceList({ n: [{ q: 1, p: 10 }], c: [] }, 1.25, eur).campaign).toBe(false);
  });

  it('leads with the first row of the list', () => {
    expect(leadPrice({ n: [{ q: 1, p: 10 }] }, 1.25, eur)).toEqual({ quantity: 1, price: 1000 });
    expect(leadPrice({ n: [] }, 1.25, eur)).toBeUndefined();
  });
});
