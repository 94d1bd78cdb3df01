import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATC_MAX_ENTRIES, buildAtcQuery, parseAtcQuery } from './atc.ts';

const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('the atc query', () => {
  it('reads a base64 list of sku:quantity entries separated by semicolons', () => {
    expect(parseAtcQuery(encode('IP13-SCREEN:2;USB-C:1'))).toEqual([
      { sku: 'IP13-SCREEN', quantity: 2 },
      { sku: 'USB-C', quantity: 1 },
    ]);
  });

  it('writes the same format', () => {
    const query = buildAtcQuery([
      { sku: 'IP13-SCREEN', quantity: 2 },
      { sku: 'USB-C', quantity: 1 },
    ]);
    expect(atob(query)).toBe('IP13-SCREEN:2;USB-C:1');
  });

  it('handles UTF-8 skus', () => {
    const query = buildAtcQuery([{ sku: 'SKÄRM-Ø', quantity: 3 }]);
    expect(parseAtcQuery(query)).toEqual([{ sku: 'SKÄRM-Ø', quantity: 3 }]);
  });

  it('drops bad entries and clamps quantities', () => {
    expect(parseAtcQuery(encode(' A:2 ;:4;B:x;C:-1;D:0;E:2.5;F:99999;G;H:'))).toEqual([
      { sku: 'A', quantity: 2 },
      { sku: 'F', quantity: 5000 },
      { sku: 'G', quantity: 1 },
    ]);
  });

  it('adds up the same sku', () => {
    expect(parseAtcQuery(encode('A:2;A:3;A:4999'))).toEqual([{ sku: 'A', quantity: 5000 }]);
  });

  it('reads URL-safe base64, missing padding, spaces for plus signs and percent-encoding', () => {
    const text = 'A?>:1;B~~:2';
    const standard = encode(text);
    expect(standard).toMatch(/[+/=]/);
    const urlSafe = standard.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    expect(parseAtcQuery(urlSafe)).toEqual(parseAtcQuery(standard));
    expect(parseAtcQuery(standard.replaceAll('+', ' '))).toEqual(parseAtcQuery(standard));
    expect(parseAtcQuery(encodeURIComponent(standard))).toEqual(parseAtcQuery(standard));
  });

  it('gives an empty list for garbage', () => {
    expect(parseAtcQuery('%%%')).toEqual([]);
    expect(parseAtcQuery('not base64!')).toEqual([]);
    expect(parseAtcQuery('abcde')).toEqual([]);
    expect(parseAtcQuery('')).toEqual([]);
    expect(parseAtcQuery(null)).toEqual([]);
    expect(parseAtcQuery(42)).toEqual([]);
  });

  it('loads at most 100 entries', () => {
    const text = Array.from({ length: 150 }, (_, index) => `S${index}:1`).join(';');
    expect(parseAtcQuery(encode(text))).toHaveLength(ATC_MAX_ENTRIES);
  });

  it('leaves invalid entries out when writing', () => {
    expect(
      atob(
        buildAtcQuery([
          { sku: '', quantity: 1 },
          { sku: 'A', quantity: 0 },
          { sku: 'B', quantity: 9000 },
        ]),
      ),
    ).toBe('B:5000');
  });

  it('the atc parser never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.base64String(), fc.anything()), (value) => {
        const entries = parseAtcQuery(value);
        for (const entry of entries) {
          expect(entry.sku.length).toBeGreaterThan(0);
          expect(entry.quantity).toBeGreaterThanOrEqual(1);
          expect(entry.quantity).toBeLessThanOrEqual(5000);
        }
      }),
    );
  });

  it('the atc parser never throws on any base64 of any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(() => parseAtcQuery(encode(text))).not.toThrow();
      }),
    );
  });

  it('reads back what it writes', () => {
    const entry = fc.record({
      sku: fc
        .string({ minLength: 1, maxLength: 20 })
        .filter((sku) => /^[^\s:;\p{Cc}][^:;\p{Cc}]*$/u.test(sku) && sku.trim() === sku),
      quantity: fc.integer({ min: 1, max: 5000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { maxLength: 10, selector: (value) => value.sku }), (entries) => {
        expect(parseAtcQuery(buildAtcQuery(entries))).toEqual(entries);
      }),
    );
  });
});
