import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFromListAction,
  addToCart,
  type CartItem,
  CartReason,
  type CartState,
  campaignDataFromQuery,
  cartItemCount,
  clearCheckout,
  createCartState,
  getsGroupDiscount,
  ItemOrigin,
  isPlainItem,
  isQuantityLocked,
  itemOrigin,
  type NewCartItem,
  QUANTITY_UPDATE_DELAY_MS,
  removeLine,
  SHIPPING_PROCESSOR,
  sessionIdFor,
  setQuantity,
  toggleVat,
  unitPriceAt,
} from './cart.ts';
import { ProductType } from './enums.ts';
import { getStore } from './stores.ts';

function newItem(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return {
    type: ProductType.Standard,
    product_id: 1,
    sku: 'IP13-SCREEN',
    name: 'iPhone 13 screen',
    slug: 'iphone-13-screen',
    price: 199,
    pricing: [
      { q: 1, p: 199 },
      { q: 5, p: 179 },
      { q: 10, p: 159 },
    ],
    quantity: 1,
    vat: 1.25,
    ...overrides,
  };
}

function uuids(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `uuid-${next}`;
  };
}

function cartWith(...items: NewCartItem[]): CartItem[] {
  const uuid = uuids();
  return items.map((item) => ({ ...item, uuid: uuid() }));
}

describe('item origin', () => {
  it('a plain item is not from cross-sell, upsell bundle, coupon, accessory, recommended or related', () => {
    expect(itemOrigin(newItem())).toBe(ItemOrigin.Plain);
    expect(itemOrigin(newItem({ cross_selling_product_id: 3 }))).toBe(ItemOrigin.CrossSell);
    expect(itemOrigin(newItem({ upselling_bundle_id: 3 }))).toBe(ItemOrigin.UpsellBundle);
    expect(itemOrigin(newItem({ added_by_coupon: 'GIFT' }))).toBe(ItemOrigin.Coupon);
    expect(itemOrigin(newItem({ accessory_id: 3 }))).toBe(ItemOrigin.Accessory);
    expect(itemOrigin(newItem({ recommended_id: 3 }))).toBe(ItemOrigin.Recommended);
    expect(itemOrigin(newItem({ related_id: 3 }))).toBe(ItemOrigin.Related);
    expect(isPlainItem(newItem({ related_id: null, added_by_coupon: '' }))).toBe(true);
  });

  it('quantity is locked for items from cross-selling, a coupon or an upselling bundle', () => {
    expect(isQuantityLocked(newItem({ cross_selling_product_id: 3 }))).toBe(true);
    expect(isQuantityLocked(newItem({ added_by_coupon: 'GIFT' }))).toBe(true);
    expect(isQuantityLocked(newItem({ upselling_bundle_id: 3 }))).toBe(true);
    expect(isQuantityLocked(newItem({ accessory_id: 3 }))).toBe(false);
    expect(isQuantityLocked(newItem())).toBe(false);
  });

  it('items added by cross-sell, upsell bundle, coupon, accessory, recommended, related or campaign get no extra group discount', () => {
    expect(getsGroupDiscount(newItem())).toBe(true);
    expect(getsGroupDiscount(newItem({ campaign: true }))).toBe(false);
    expect(getsGroupDiscount(newItem({ recommended_id: 2 }))).toBe(false);
  });
});

describe('adding to the cart', () => {
  it('a plain item merges into an existing plain line for the same product by adding quantities', () => {
    const uuid = uuids();
    const first = addToCart([], newItem({ quantity: 2 }), uuid);
    if (!first.ok) throw new Error('not added');
    const second = addToCart(first.items, newItem({ quantity: 3 }), uuid);
    expect(second.ok && second.merged).toBe(true);
    expect(second.ok && second.items).toEqual([{ ...newItem(), uuid: 'uuid-1', quantity: 5, price: 179 }]);
  });

  it('a plain item does not merge into a line of another product, variant or subscription interval', () => {
    const items = cartWith(newItem());
    for (const other of [
      newItem({ product_id: 2 }),
      newItem({ sku: 'IP13-SCREEN-BLACK' }),
      newItem({ subscription_interval: 'monthly' }),
    ]) {
      const result = addToCart(items, other, () => 'new');
      expect(result.ok && result.items).toHaveLength(2);
    }
  });

  it('a plain item does not merge into a line from cross-sell', () => {
    const items = cartWith(newItem({ cross_selling_product_id: 9 }));
    const result = addToCart(items, newItem(), () => 'new');
    expect(result.ok && result.items.map((line) => line.uuid)).toEqual(['uuid-1', 'new']);
  });

  it('any other item is appended with a new uuid', () => {
    const items = cartWith(newItem());
    for (const origin of [
      { cross_selling_product_id: 3 },
      { upselling_bundle_id: 3 },
      { added_by_coupon: 'GIFT' },
      { accessory_id: 3 },
      { recommended_id: 3 },
      { related_id: 3 },
    ]) {
      const result = addToCart(items, newItem(origin), () => 'fresh');
      expect(result.ok && result.merged).toBe(false);
      expect(result.ok && result.items.at(-1)?.uuid).toBe('fresh');
      expect(result.ok && result.items).toHaveLength(2);
    }
  });

  it('the unit price of a new line is its tier price', () => {
    const result = addToCart([], newItem({ quantity: 12, price: 199 }), () => 'a');
    expect(result.ok && result.line.price).toBe(159);
  });

  it('a quantity above 5000 is cut to 5000', () => {
    const items = cartWith(newItem({ quantity: 4999 }));
    const result = addToCart(items, newItem({ quantity: 3 }), () => 'a');
    expect(result.ok && result.line.quantity).toBe(5000);
    expect(result.ok && result.clamped).toBe(true);
  });

  it('an item with a quantity below 1 is not added', () => {
    expect(addToCart([], newItem({ quantity: 0 }), () => 'a')).toEqual({
      ok: false,
      code: CartReason.QuantityInvalid,
    });
    expect(addToCart([], newItem({ quantity: Number.NaN }), () => 'a')).toEqual({
      ok: false,
      code: CartReason.QuantityInvalid,
    });
  });

  it('never changes the cart it is given', () => {
    const items = Object.freeze(cartWith(newItem()).map((line) => Object.freeze(line)));
    addToCart(items, newItem({ quantity: 2 }), () => 'a');
    expect(items[0]?.quantity).toBe(1);
  });

  it('a product with variations opens its product page instead of being added from a list', () => {
    expect(addFromListAction({ variations: [{ id: 1 }] })).toBe('open-product-page');
    expect(addFromListAction({ variations: [] })).toBe('add');
    expect(addFromListAction({})).toBe('add');
  });
});

describe('changing quantity', () => {
  const items = cartWith(newItem(), newItem({ product_id: 2, sku: 'CABLE', added_by_coupon: 'GIFT' }));

  it('a value above 0 sets the quantity and the unit price follows the tier', () => {
    const result = setQuantity(items, 'uuid-1', 6);
    expect(result).toEqual({
      ok: true,
      items: [{ ...items[0], quantity: 6, price: 179 }, items[1]],
      removed: false,
      quantity: 6,
      syncDelayMs: QUANTITY_UPDATE_DELAY_MS,
    });
  });

  it('the change is sent after a 250 ms delay', () => {
    expect(QUANTITY_UPDATE_DELAY_MS).toBe(250);
  });

  it('a value of 0 or less removes the line, and a removal sends quantity 0 at once', () => {
    for (const quantity of [0, -3]) {
      const result = setQuantity(items, 'uuid-1', quantity);
      expect(result).toEqual({ ok: true, items: [items[1]], removed: true, quantity: 0, syncDelayMs: 0 });
    }
  });

  it('cart quantity is at most 5000', () => {
    const result = setQuantity(items, 'uuid-1', 7000);
    expect(result.ok && result.quantity).toBe(5000);
  });

  it('quantity is locked for items from a coupon', () => {
    expect(setQuantity(items, 'uuid-2', 3)).toEqual({ ok: false, code: CartReason.QuantityLocked });
    expect(setQuantity(items, 'uuid-2', 1).ok).toBe(true);
    expect(setQuantity(items, 'uuid-2', 0).ok).toBe(true);
  });

  it('an unknown line or a quantity that is not a number changes nothing', () => {
    expect(setQuantity(items, 'nope', 2)).toEqual({ ok: false, code: CartReason.LineNotFound });
    expect(setQuantity(items, 'uuid-1', Number.NaN)).toEqual({ ok: false, code: CartReason.QuantityInvalid });
  });

  it('removes a line', () => {
    expect(removeLine(items, 'uuid-2').items).toEqual([items[0]]);
  });

  it('counts the units for the cart button', () => {
    expect(cartItemCount(cartWith(newItem({ quantity: 2 }), newItem({ quantity: 3 })))).toBe(5);
  });

  it('a line without tiers keeps its price', () => {
    expect(unitPriceAt({ pricing: [], price: 49 }, 3)).toBe(49);
  });

  type Operation =
    | { kind: 'add'; quantity: number; origin: boolean }
    | { kind: 'set'; index: number; quantity: number };
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      quantity: fc.integer({ min: -10, max: 20_000 }),
      origin: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('set' as const),
      index: fc.nat(5),
      quantity: fc.oneof(
        fc.integer({ min: -10, max: 20_000 }),
        fc.double({ min: -1, max: 1e6, noNaN: true }),
      ),
    }),
  );

  it('quantities stay within 1 to 5000', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        const uuid = uuids();
        let cart: readonly CartItem[] = [];
        for (const step of operations) {
          if (step.kind === 'add') {
            const result = addToCart(
              cart,
              newItem({ quantity: step.quantity, ...(step.origin ? { accessory_id: 4 } : {}) }),
              uuid,
            );
            if (result.ok) cart = result.items;
          } else {
            const line = cart[step.index % Math.max(1, cart.length)];
            const result = line ? setQuantity(cart, line.uuid, step.quantity) : null;
            if (result?.ok) cart = result.items;
          }
          for (const line of cart) {
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(5000);
          }
        }
      }),
    );
  });
});

describe('cart state', () => {
  const session = (id: string) => ({ id, locale: 'sv' as const });
  const busy: CartState = createCartState({
    open: true,
    upsellingOpen: true,
    vat: false,
    postalCode: '11122',
    shippingMethod: 'home',
    shippingMethodCE: true,
    paymentMethod: 'invoice',
    servicePoint: { id: 'sp-1', name: 'Ombud' },
    items: cartWith(newItem()),
    checkoutID: 'chk-1',
    internal: true,
    campaignData: { utm_source: 'news' },
    openUpselling: true,
    consentGranted: true,
    hasGrants: true,
    sessions: {
      payLaterCheckout: session('a'),
      shippingOptions: session('b'),
      cardPayment: session('c'),
      invoiceOrder: session('d'),
      b2cOrder: session('e'),
      b2bOrder: session('f'),
    },
  });

  it('the vat flag defaults to true (prices include VAT)', () => {
    expect(createCartState().vat).toBe(true);
  });

  it('spec 7: the shipping processor is one constant, also after clearing the checkout', () => {
    expect(createCartState().shippingProcessor).toBe(SHIPPING_PROCESSOR);
    expect(clearCheckout(busy).shippingProcessor).toBe(SHIPPING_PROCESSOR);
  });

  it('clearing checkout resets checkout id, all payment and shipping sessions, shipping method, payment method, service point and campaign data', () => {
    const cleared = clearCheckout(busy);
    expect(cleared).toEqual({
      ...busy,
      checkoutID: null,
      sessions: {
        payLaterCheckout: null,
        shippingOptions: null,
        cardPayment: null,
        invoiceOrder: null,
        b2cOrder: null,
        b2bOrder: null,
      },
      shippingMethod: null,
      paymentMethod: null,
      servicePoint: null,
      campaignData: null,
    });
    expect(busy.checkoutID).toBe('chk-1');
  });

  it('a session id is returned only when the requested locale matches the stored one', () => {
    expect(sessionIdFor(session('a'), 'sv')).toBe('a');
    expect(sessionIdFor(session('a'), 'fi')).toBeNull();
    expect(sessionIdFor(null, 'sv')).toBeNull();
  });

  it('the cart vat flag toggles only where the locale allows ex-VAT', () => {
    expect(toggleVat(createCartState(), getStore('sv')).vat).toBe(false);
    expect(toggleVat(createCartState({ vat: false }), getStore('sv')).vat).toBe(true);
    expect(toggleVat(createCartState(), getStore('nl')).vat).toBe(true);
  });

  it('utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id and gclid are stored as campaign data', () => {
    const query = new URLSearchParams(
      'utm_source=news&utm_medium=mail&utm_campaign=x&utm_term=t&utm_content=c&utm_id=1&gclid=g&q=other&utm_term=',
    );
    expect(campaignDataFromQuery(query)).toEqual({
      utm_source: 'news',
      utm_medium: 'mail',
      utm_campaign: 'x',
      utm_term: 't',
      utm_content: 'c',
      utm_id: '1',
      gclid: 'g',
    });
    expect(campaignDataFromQuery(new URLSearchParams('q=cable&utm_source=%20'))).toBeNull();
  });
});
