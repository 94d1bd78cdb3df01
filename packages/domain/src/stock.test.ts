import { describe, expect, it } from 'vitest';
import { isOutOfStock, presaleText, StockStatus, stockTextKey } from './stock.ts';

describe('stock status', () => {
  it('each status has its own text', () => {
    expect(stockTextKey(StockStatus.InStock)).toBe('stock.in-stock');
    expect(stockTextKey(StockStatus.BackOrderQuick)).toBe('stock.back-order-quick');
    expect(stockTextKey(StockStatus.BackOrderSlow)).toBe('stock.back-order-slow');
  });

  it('back-order reads as out of stock', () => {
    expect(stockTextKey(StockStatus.BackOrder)).toBe('stock.out-of-stock');
    expect(isOutOfStock('back-order')).toBe(true);
    expect(isOutOfStock('in-stock')).toBe(false);
  });

  it('other statuses are shown through their own translated text', () => {
    expect(stockTextKey('Discontinued')).toBe('stock.discontinued');
    expect(stockTextKey(null)).toBe('stock.unknown');
    expect(stockTextKey('  ')).toBe('stock.unknown');
  });

  it('an item with estimated_at shows a presale text with that date', () => {
    expect(presaleText({ estimated_at: '2026-03-01' })).toEqual({ key: 'stock.presale', date: '2026-03-01' });
    expect(presaleText({ estimated_at: null })).toBeNull();
    expect(presaleText({})).toBeNull();
  });
});
