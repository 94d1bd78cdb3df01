import { describe, expect, it } from 'vitest';
import { pagesToKeep } from './kept-alive.ts';

describe('kept-alive pages (spec 1 and 9)', () => {
  it('keeps the current page and at most the 2 most recently shown others', () => {
    const visits = [
      { key: '/a', screen: 'index' as const, lastShown: 1 },
      { key: '/b', screen: 'brand' as const, lastShown: 4 },
      { key: '/c', screen: 'product' as const, lastShown: 3 },
      { key: '/d', screen: 'searchresults' as const, lastShown: 5 },
    ];
    expect(pagesToKeep(visits, '/d').map((visit) => visit.key)).toEqual(['/b', '/c', '/d']);
  });

  it('never keeps the checkout or its confirmation', () => {
    const visits = [
      { key: '/checkout', screen: 'checkout-id' as const, lastShown: 2 },
      { key: '/checkout/confirmation/1', screen: 'checkout-confirmation-id' as const, lastShown: 3 },
      { key: '/', screen: 'index' as const, lastShown: 1 },
      { key: '/x', screen: 'product' as const, lastShown: Number.POSITIVE_INFINITY },
    ];
    expect(pagesToKeep(visits, '/x').map((visit) => visit.key)).toEqual(['/', '/x']);
    // The checkout itself is shown while it is the current page.
    expect(pagesToKeep(visits, '/checkout').map((visit) => visit.key)).toContain('/checkout');
  });
});
