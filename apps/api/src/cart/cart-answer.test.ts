import { type CartItemResponse, syncCartResponseSchema } from '@shop/contracts/cart';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCartAnswerEncoder } from './cart-answer.ts';

const id = fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null });
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const nullableText = fc.option(text, { nil: null });

/** Cart items of every shape the contract allows, fields in the contract's order. */
const cartItem: fc.Arbitrary<CartItemResponse> = fc.record({
  uuid: fc.uuid(),
  type: fc.integer({ min: 1, max: 4 }),
  product_id: fc.integer({ min: 1, max: 2_000_000 }),
  sku: text,
  name: text,
  slug: text,
  thumb: fc.option(
    fc.record({
      url: text,
      width: fc.integer({ min: 1, max: 4000 }),
      height: fc.integer({ min: 1, max: 4000 }),
    }),
    { nil: null },
  ),
  price: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
  ordinary_price: fc.option(fc.double({ min: 0, max: 1_000_000, noNaN: true }), { nil: null }),
  pricing: fc.array(
    fc.record({ q: fc.integer({ min: 1, max: 5000 }), p: fc.double({ min: 0, max: 1e6, noNaN: true }) }),
  ),
  quantity: fc.integer({ min: 1, max: 5000 }),
  vat: fc.constantFrom(1, 1.12, 1.25, 1.255, 1.21),
  categories: fc.array(fc.integer({ min: 1, max: 10_000 })),
  group_id: id,
  discount_category: id,
  stock_status: fc.constantFrom('in-stock', 'out-of-stock', 'back-order', 'coming'),
  estimated_at: nullableText,
  subscription_interval: nullableText,
  cart_notice: nullableText,
  adjusted_quantity: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
  campaign: fc.boolean(),
  cross_selling_product_id: id,
  upselling_bundle_id: id,
  unique_bundle_id: nullableText,
  added_by_coupon: nullableText,
  accessory_id: id,
  recommended_id: id,
  related_id: id,
});

/** Items of a few products only, so that the encoder meets the same product again and again. */
const cartOfFewProducts = fc.array(
  cartItem.chain((item) => fc.integer({ min: 1, max: 4 }).map((product_id) => ({ ...item, product_id }))),
  { maxLength: 25 },
);

function decoded(answer: Buffer): unknown {
  return JSON.parse(answer.toString('utf8'));
}

describe('the sync-cart answer', () => {
  it('says exactly what the cart items say, for every cart the contract allows', () => {
    const encoder = createCartAnswerEncoder();
    fc.assert(
      fc.property(fc.array(cartItem, { maxLength: 25 }), (items) => {
        const answer = decoded(encoder.encode(items, 'sv'));
        expect(answer).toEqual(items);
        expect(syncCartResponseSchema.parse(answer)).toEqual(items);
      }),
      { numRuns: 300 },
    );
  });

  it('never answers a product with catalog fields it no longer has (same product, other name, tiers, thumb...)', () => {
    const encoder = createCartAnswerEncoder();
    fc.assert(
      fc.property(fc.array(cartOfFewProducts, { minLength: 2, maxLength: 6 }), (carts) => {
        for (const items of carts) expect(decoded(encoder.encode(items, 'sv'))).toEqual(items);
      }),
      { numRuns: 200 },
    );
  });

  it('shows a change of any single catalog field at once (the product id staying the same)', () => {
    const catalogFields = [
      'type',
      'sku',
      'name',
      'slug',
      'thumb',
      'pricing',
      'vat',
      'categories',
      'group_id',
      'discount_category',
      'campaign',
    ] as const;
    fc.assert(
      fc.property(cartItem, cartItem, fc.constantFrom(...catalogFields), (item, other, field) => {
        const encoder = createCartAnswerEncoder();
        const changed = { ...item, [field]: other[field] };
        expect(decoded(encoder.encode([item], 'sv'))).toEqual([item]);
        expect(decoded(encoder.encode([changed], 'sv'))).toEqual([changed]);
      }),
      { numRuns: 500 },
    );
  });

  const base: CartItemResponse = {
    uuid: 'line-1',
    type: 1,
    product_id: 212,
    sku: 'APL036-DSP1',
    name: 'Skärm iPhone 17 Pro – OLED',
    slug: 'skarm-iphone-17-pro-oled',
    thumb: { url: '/api/images/657.svg', width: 400, height: 400 },
    price: 2349,
    ordinary_price: null,
    pricing: [
      { q: 1, p: 2349 },
      { q: 5, p: 2199 },
    ],
    quantity: 1,
    vat: 1.25,
    categories: [1, 2, 3],
    group_id: 1,
    discount_category: 1,
    stock_status: 'in-stock',
    estimated_at: null,
    subscription_interval: null,
    cart_notice: null,
    adjusted_quantity: null,
    campaign: false,
    cross_selling_product_id: null,
    upselling_bundle_id: null,
    unique_bundle_id: null,
    added_by_coupon: null,
    accessory_id: null,
    recommended_id: null,
    related_id: null,
  };
  const smallestChanges: ReadonlyArray<readonly [string, Partial<CartItemResponse>]> = [
    ['type', { type: 3 }],
    ['sku', { sku: 'APL036-DSP2' }],
    ['name', { name: 'Skärm iPhone 17 Pro – OLED (ny)' }],
    ['slug', { slug: 'skarm-iphone-17-pro' }],
    ['thumb url', { thumb: { url: '/api/images/658.svg', width: 400, height: 400 } }],
    ['thumb width', { thumb: { url: '/api/images/657.svg', width: 401, height: 400 } }],
    ['thumb height', { thumb: { url: '/api/images/657.svg', width: 400, height: 401 } }],
    ['no thumb', { thumb: null }],
    [
      'a tier threshold',
      {
        pricing: [
          { q: 1, p: 2349 },
          { q: 6, p: 2199 },
        ],
      },
    ],
    [
      'a tier price',
      {
        pricing: [
          { q: 1, p: 2349 },
          { q: 5, p: 2149 },
        ],
      },
    ],
    ['one tier fewer', { pricing: [{ q: 1, p: 2349 }] }],
    ['vat', { vat: 1.255 }],
    ['a category', { categories: [1, 2, 4] }],
    ['one category more', { categories: [1, 2, 3, 4] }],
    ['group', { group_id: 2 }],
    ['no group', { group_id: null }],
    ['discount category', { discount_category: 2 }],
    ['campaign', { campaign: true }],
  ];
  it.each(smallestChanges)('shows a change of the %s at once', (_field, change) => {
    const encoder = createCartAnswerEncoder();
    const changed = { ...base, ...change };
    expect(decoded(encoder.encode([base], 'sv'))).toEqual([base]);
    expect(decoded(encoder.encode([changed], 'sv'))).toEqual([changed]);
    expect(decoded(encoder.encode([base], 'sv'))).toEqual([base]);
  });

  it('shows a changed name and tier price at once', () => {
    const encoder = createCartAnswerEncoder();
    const [item] = fc.sample(cartItem, { numRuns: 1, seed: 3 });
    if (!item) throw new Error('no sample');
    const before = { ...item, name: 'Skärm iPhone 17 – OLED', pricing: [{ q: 1, p: 2349 }] };
    const after = { ...before, name: 'Skärm iPhone 17 – OLED (ny)', pricing: [{ q: 1, p: 2199 }] };
    expect(decoded(encoder.encode([before], 'sv'))).toEqual([before]);
    expect(decoded(encoder.encode([after], 'sv'))).toEqual([after]);
    expect(decoded(encoder.encode([before, after], 'sv'))).toEqual([before, after]);
  });

  it('writes what JSON must escape, in UTF-8: quotes, backslashes, control characters, any script', () => {
    const encoder = createCartAnswerEncoder();
    const names = ['Skärm "Pro" – 6,1″', 'Back\\slash\nnew line\u0001', 'Näyttö ÆØÅ 表示 😀'];
    const items = fc.sample(cartItem, { numRuns: names.length, seed: 1 }).map((item, index) => ({
      ...item,
      product_id: index + 1,
      name: names[index] ?? '',
      cart_notice: names[names.length - 1 - index] ?? null,
    }));
    expect(decoded(encoder.encode(items, 'sv'))).toEqual(items);
  });

  it("keeps each store's encoding of a product apart: another store's name or VAT never shows", () => {
    const encoder = createCartAnswerEncoder();
    const [item] = fc.sample(cartItem, { numRuns: 1, seed: 5 });
    if (!item) throw new Error('no sample');
    const sv = { ...item, name: 'Skärm iPhone 17', vat: 1.25 };
    const fi = { ...item, name: 'Näyttö iPhone 17', vat: 1.255 };
    for (let round = 0; round < 2; round += 1) {
      expect(decoded(encoder.encode([sv], 'sv'))).toEqual([sv]);
      expect(decoded(encoder.encode([fi], 'fi'))).toEqual([fi]);
    }
    expect(encoder.size).toBe(2);
  });

  it('answers an empty cart with an empty list', () => {
    expect(decoded(createCartAnswerEncoder().encode([], 'sv'))).toEqual([]);
  });

  it('keeps the encodings of at most the given number of products', () => {
    const encoder = createCartAnswerEncoder(3);
    const items = fc
      .sample(cartItem, { numRuns: 5, seed: 4 })
      .map((item, index) => ({ ...item, product_id: index + 1 }));
    expect(decoded(encoder.encode(items, 'sv'))).toEqual(items);
    expect(encoder.size).toBe(3);
  });
});
