import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StoredCartLine, storedLine } from './price-cart-lines.ts';
import { readStoredLines, writeStoredLines } from './stored-cart.ts';

const id = fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null });
const code = fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: null });

const line: fc.Arbitrary<StoredCartLine> = fc.record({
  uuid: fc.uuid(),
  sku: fc.stringMatching(/^[A-Z0-9-]{1,20}$/),
  quantity: fc.integer({ min: 1, max: 5000 }),
  subscription_interval: fc.option(fc.constantFrom('1m', '2m', '3m'), { nil: null }),
  cross_selling_product_id: id,
  upselling_bundle_id: id,
  unique_bundle_id: code,
  added_by_coupon: code,
  accessory_id: id,
  recommended_id: id,
  related_id: id,
});

describe('the cart lines a checkout keeps', () => {
  it('read back as the lines that were written, null fields and all', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const read = readStoredLines(writeStoredLines(lines));
        expect(read.map((input) => storedLine(input, input.uuid ?? '', input.quantity))).toEqual(lines);
      }),
    );
  });

  it('leave empty fields out: a 20-line cart of plain lines takes about 1 KB', () => {
    // A line from the storefront with nothing but its sku and quantity: every other field null.
    const plain = Array.from({ length: 20 }, (_unused, index) =>
      storedLine({ sku: `APL036-DSP${index}`, quantity: 1 + (index % 3) }, `line-${index}`, 1 + (index % 3)),
    );
    const text = writeStoredLines(plain);
    expect(text).not.toContain('null');
    expect(text.length).toBeLessThan(1100);
    expect(JSON.stringify(plain).length).toBeGreaterThan(4000);
  });

  it('read a cart stored with its null fields written out (as carts were kept before)', () => {
    const [sample] = fc.sample(line, { numRuns: 1, seed: 8 });
    if (!sample) throw new Error('no sample');
    const read = readStoredLines(JSON.stringify([sample]));
    expect(read.map((input) => storedLine(input, input.uuid ?? '', input.quantity))).toEqual([sample]);
  });
});
