import type { MerchandisingFlags } from '@shop/contracts/content';
import { describe, expect, it } from 'vitest';
import { merchandisingNotes } from './merchandising-notes.ts';

const flags: MerchandisingFlags = {
  productViewsRecently: true,
  itemsBoughtToday: true,
  stockStatusDates: true,
  viewThreshold: 5,
  purchaseThreshold: 3,
  hiddenWaitingTimes: [],
  phoneModel: true,
  dealProductSlug: null,
  categoryPhoneModel: true,
};

describe('merchandising notes on the product page (spec 3, merchandising flags)', () => {
  it('shows both counts when their flags are on and the counts reach the thresholds', () => {
    expect(merchandisingNotes(flags, { views_recently: 5, bought_today: 3 })).toEqual({
      viewsRecently: 5,
      boughtToday: 3,
    });
  });

  it('hides a count below its threshold', () => {
    expect(merchandisingNotes(flags, { views_recently: 4, bought_today: 2 })).toEqual({
      viewsRecently: null,
      boughtToday: null,
    });
  });

  it('hides a count whose flag is off, and both when the flags could not be read', () => {
    const off = { ...flags, productViewsRecently: false, itemsBoughtToday: false };
    expect(merchandisingNotes(off, { views_recently: 50, bought_today: 30 })).toEqual({
      viewsRecently: null,
      boughtToday: null,
    });
    expect(merchandisingNotes(null, { views_recently: 50, bought_today: 30 })).toEqual({
      viewsRecently: null,
      boughtToday: null,
    });
  });

  it('a threshold of 0 still hides a count of 0', () => {
    const zero = { ...flags, viewThreshold: 0, purchaseThreshold: 0 };
    expect(merchandisingNotes(zero, { views_recently: 0, bought_today: 1 })).toEqual({
      viewsRecently: null,
      boughtToday: 1,
    });
  });
});
