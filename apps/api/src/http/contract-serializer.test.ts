import { type CartItemResponse, syncCartResponseSchema } from '@shop/contracts/cart';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractSerializer } from './contract-serializer.ts';

const serializeCart = contractSerializer(syncCartResponseSchema);

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

describe('the cart answer compiled from its contract', () => {
  it('writes exactly what JSON.stringify writes, for every cart the contract allows', () => {
    fc.assert(
      fc.property(fc.array(cartItem, { maxLength: 25 }), (items) => {
        expect(serializeCart(items)).toBe(JSON.stringify(items));
      }),
      { numRuns: 300 },
    );
  });

  it('escapes what JSON must escape: quotes, backslashes, control characters, non-Latin letters', () => {
    const names = ['Skärm "Pro" – 6,1″', 'Back\\slash\nnew line\u0001', 'Näyttö ÆØÅ 表示 😀'];
    const items = fc.sample(cartItem, { numRuns: names.length, seed: 1 }).map((item, index) => ({
      ...item,
      name: names[index] ?? '',
    }));
    expect(JSON.parse(serializeCart(items))).toEqual(items);
  });

  it('leaves out a field the contract does not have', () => {
    const [item] = fc.sample(cartItem, { numRuns: 1, seed: 2 });
    const withExtra = { ...item, cost_price: 12 } as unknown as CartItemResponse;
    expect(JSON.parse(serializeCart([withExtra]))[0]).not.toHaveProperty('cost_price');
  });
});
