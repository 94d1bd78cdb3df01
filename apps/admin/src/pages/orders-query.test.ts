import { describe, expect, it } from 'vitest';
import { ordersQueryOf } from './orders-query.ts';

describe('the orders list reads its filters from the URL', () => {
  it('passes known values on to the API', () => {
    const query = ordersQueryOf(
      new URLSearchParams(
        'store=sv&status=confirmed&payment_status=invoice&from=2026-11-01&q=SE1&sort=-total&page=2',
      ),
    );
    expect(query).toEqual({
      store: 'sv',
      status: 'confirmed',
      payment_status: 'invoice',
      from: '2026-11-01',
      to: undefined,
      q: 'SE1',
      sort: '-total',
      page: 2,
    });
  });

  it('leaves out what the API would refuse, so a hand-edited URL still shows a list', () => {
    const query = ordersQueryOf(
      new URLSearchParams('store=se&status=lost&from=yesterday&page=-3&sort=price'),
    );
    expect(query).toEqual({
      store: undefined,
      status: undefined,
      payment_status: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      sort: undefined,
      page: 1,
    });
  });

  it('trims free text and cuts it to 100 characters', () => {
    expect(ordersQueryOf(new URLSearchParams(`q=${'  x'.padEnd(140, 'y')}`)).q).toHaveLength(100);
    expect(ordersQueryOf(new URLSearchParams('q=%20%20')).q).toBeUndefined();
  });
});
