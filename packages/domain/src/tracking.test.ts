import { describe, expect, it } from 'vitest';
import { asMinor } from './money.ts';
import { addToCartEvent, purchaseEvent, toGa4Item } from './tracking.ts';

const screen = {
  sku: 'IP13-SCREEN',
  name: 'iPhone 13 screen',
  quantity: 2,
  price: asMinor(17900),
  discount: asMinor(2000),
  brand: 'Apple',
  categories: ['Spare parts', 'Screens', 'iPhone', 'iPhone 13', 'OLED', 'extra'],
  variant: 'Black',
};

describe('purchase tracking', () => {
  it("the transaction id is '#' plus the order id, the value is total minus VAT and the first coupon is reported", () => {
    const event = purchaseEvent({
      id: 1042,
      currency: 'SEK',
      total: asMinor(44700),
      vat: asMinor(8940),
      shipping: asMinor(4900),
      coupons: ['SUMMER', 'WINTER'],
      lines: [screen],
    });
    expect(event.event).toBe('purchase');
    expect(event.ecommerce).toMatchObject({
      transaction_id: '#1042',
      value: 357.6,
      tax: 89.4,
      shipping: 49,
      currency: 'SEK',
      coupon: 'SUMMER',
    });
    expect(event.ecommerce.items[0]?.index).toBe(0);
  });

  it('leaves out the coupon and shipping when there are none', () => {
    const event = purchaseEvent({
      id: 'A7',
      currency: 'EUR',
      total: asMinor(1250),
      vat: asMinor(254),
      lines: [],
    });
    expect(event.ecommerce).toEqual({
      transaction_id: '#A7',
      value: 9.96,
      tax: 2.54,
      currency: 'EUR',
      items: [],
    });
  });
});

describe('GA4 items', () => {
  it('maps a line to a GA4 item with up to five categories', () => {
    expect(toGa4Item(screen, 'SEK')).toEqual({
      item_id: 'IP13-SCREEN',
      item_name: 'iPhone 13 screen',
      price: 179,
      quantity: 2,
      discount: 20,
      item_brand: 'Apple',
      item_variant: 'Black',
      item_category: 'Spare parts',
      item_category2: 'Screens',
      item_category3: 'iPhone',
      item_category4: 'iPhone 13',
      item_category5: 'OLED',
    });
    expect(toGa4Item({ sku: 'A', name: 'A', quantity: 1, price: asMinor(1250) }, 'EUR', 3)).toEqual({
      item_id: 'A',
      item_name: 'A',
      price: 12.5,
      quantity: 1,
      index: 3,
    });
  });

  it('an add-to-cart event carries the value of the units added', () => {
    expect(addToCartEvent({ sku: 'A', name: 'A', quantity: 3, price: asMinor(1250) }, 'EUR')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 37.5,
        items: [{ item_id: 'A', item_name: 'A', price: 12.5, quantity: 3 }],
      },
    });
  });
});
