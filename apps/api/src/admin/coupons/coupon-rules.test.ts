import { describe, expect, it } from 'vitest';
import { couponProblems, couponValuesOf, ruleColumnsOf, toAdminCoupon } from './coupon-rules.ts';

const paths = (draft: Parameters<typeof couponValuesOf>[0]) =>
  couponProblems(couponValuesOf(draft)).map((problem) => problem.path);

describe('the rules a coupon keeps before it is saved', () => {
  it('spec 5: a code is at least 3 letters, digits or dashes', () => {
    expect(paths({ store: 'sv', code: 'ab', kind: 'percentage', percent: 5 })).toEqual(['code']);
    expect(paths({ store: 'sv', code: 'Höst-25', kind: 'percentage', percent: 5 })).toEqual([]);
  });

  it('a percent is above 0 and at most 100, with at most 2 decimals', () => {
    for (const percent of [0, -1, 100.5, 12.345]) {
      expect(paths({ store: 'sv', code: 'PCT', kind: 'percentage', percent })).toEqual(['percent']);
    }
    expect(paths({ store: 'sv', code: 'PCT', kind: 'percentage', percent: 12.5 })).toEqual([]);
  });

  it('spec 5: buy X get Y needs buy_x, get_y and its percent above 0', () => {
    expect(paths({ store: 'sv', code: 'BXGY', kind: 'buy_x_get_y', buy_x: 0 })).toEqual([
      'percent',
      'buy_x',
      'get_y',
    ]);
  });

  it('money is no finer than the currency, and the end comes after the start', () => {
    expect(paths({ store: 'fi', code: 'EUR', kind: 'fixed_full_amount', amount: 9.999 })).toEqual(['amount']);
    expect(paths({ store: 'fi', code: 'EUR', kind: 'fixed_full_amount', amount: 9.99 })).toEqual([]);
    expect(
      paths({
        store: 'sv',
        code: 'WINDOW',
        kind: 'percentage',
        percent: 5,
        starts_at: '2026-12-01T00:00:00Z',
        expires_at: '2026-12-01T00:00:00Z',
      }),
    ).toEqual(['expires_at']);
  });

  it('a scope list its kind does not read is refused, not silently ignored', () => {
    expect(
      paths({ store: 'sv', code: 'SCOPE', kind: 'fixed_full_amount', amount: 10, scope: { groups: [1] } }),
    ).toEqual(['scope.groups']);
  });
});

describe('a coupon in the engine’s units', () => {
  it('stores basis points and minor units, and leaves the fields of other kinds empty', () => {
    const columns = ruleColumnsOf(
      couponValuesOf({
        store: 'fi',
        code: 'Gift',
        kind: 'fixed_full_amount',
        amount: 12.5,
        percent: 30,
        buy_x: 2,
      }),
    );
    expect(columns).toMatchObject({
      code_key: 'gift',
      amount: 1250,
      percent_bp: null,
      buy_x: null,
      active: 1,
    });
  });

  it('reads back as it was written', () => {
    const columns = ruleColumnsOf(
      couponValuesOf({
        store: 'sv',
        code: 'Back',
        kind: 'buy_x_get_y',
        buy_x: 2,
        get_y: 1,
        percent: 50,
        scope: { get_groups: [7, 7] },
        min_spend: 300,
      }),
    );
    const coupon = toAdminCoupon({
      ...columns,
      scope: JSON.stringify(columns.scope),
      id: 9,
      store_id: 1,
      used_count: 0,
      created_at: '2026-11-26T00:00:00.000Z',
      updated_at: null,
      version: 1,
    });
    expect(coupon).toMatchObject({
      store: 'sv',
      currency: 'SEK',
      percent: 50,
      min_spend: 300,
      scope: { get_groups: [7] },
      increment: false,
    });
  });
});
