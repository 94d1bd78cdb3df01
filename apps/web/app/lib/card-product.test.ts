import type { Product } from '@shop/contracts/product';
import { addFromListAction } from '@shop/domain/list-add';
import { describe, expect, it } from 'vitest';
import { toCardProduct } from './card-product.ts';
import { toNewCartItem } from './cart-items.ts';

const variation = (id: number): Product['variations'][number] => ({
  id,
  sku: `CAS1-${id}`,
  main_sku: 'CAS1',
  name: `Skal ${id}`,
  attributes: { color: 'black' },
  vat: 1.25,
  prices: { n: [{ p: 449, q: 1 }] },
  stock_status: 'in-stock',
  estimated_at: null,
  thumb: { url: `/api/images/${id}.svg`, width: 400, height: 400 },
  images: [
    { id, url: `/api/images/${id}.svg`, width: 1200, height: 1200, type: 4, sort_order: 0, alt: 'Skal' },
  ],
});

const product: Product = {
  id: 221,
  type: 2,
  name: 'Skal iPhone 17 Pro – Silikon',
  prefix: 'Apple',
  slug: 'skal-iphone-17-pro-silikon',
  sku: 'CAS1',
  main_sku: 'CAS1',
  thumb: { url: '/api/images/685.svg', width: 400, height: 400 },
  url_fragment: '/produkt/skal-iphone-17-pro-silikon',
  score: 4.3,
  group_id: 6,
  discount_category: 2,
  vat: 1.25,
  prices: { n: [{ p: 449, q: 1 }], c: [{ p: 359, q: 1, o: 449, d: 20 }] },
  categories: [53, 54],
  variations: [variation(222), variation(223)],
  variation_attributes: [{ key: 'color', name: 'Färg', values: [{ value: 'black', label: 'Svart' }] }],
  stock_status: 'in-stock',
  estimated_at: null,
  is_new: true,
  has_upselling: false,
  images: [
    { id: 1, url: '/api/images/1.svg', width: 1200, height: 1200, type: 4, sort_order: 0, alt: 'Skal' },
  ],
};

describe('issue 19: a card carries what it shows and adds, nothing more', () => {
  it('leaves out the images, the variations’ contents, the attributes, main_sku, url_fragment and the rating', () => {
    const card = toCardProduct(product);
    expect(card).not.toHaveProperty('images');
    expect(card).not.toHaveProperty('variation_attributes');
    expect(card).not.toHaveProperty('main_sku');
    expect(card).not.toHaveProperty('url_fragment');
    expect(card).not.toHaveProperty('score');
    expect(card.variations).toEqual([{ id: 222 }, { id: 223 }]);
  });

  it('spec 4: a card with variations still opens the product page instead of adding', () => {
    expect(addFromListAction(toCardProduct(product))).toBe('open-product-page');
    expect(addFromListAction(toCardProduct({ ...product, variations: [] }))).toBe('add');
  });

  it('spec 3: an item added from a card is the item the whole product makes (price, VAT, categories, group)', () => {
    const plain = { ...product, variations: [] };
    expect(toNewCartItem(toCardProduct(plain), undefined, 2)).toEqual(toNewCartItem(plain, undefined, 2));
  });
});
