import { localeCodes } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import { cartNotice, statusText } from './cart-notices.ts';

const facts = {
  name: 'Skärm',
  seenPrice: 199,
  price: 199,
  seenStatus: 'in-stock',
  status: 'in-stock',
  orderable: true,
};
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('cart_notice (spec 5)', () => {
  it('is null when nothing changed, or when the shopper saw nothing to compare', () => {
    expect(cartNotice(facts, getStore('sv'))).toBeNull();
    expect(cartNotice({ ...facts, seenPrice: null, seenStatus: null, price: 99 }, getStore('sv'))).toBeNull();
  });

  it('tells a price change with both prices in the store currency', () => {
    expect(plain(cartNotice({ ...facts, seenPrice: 19.9, price: 24.9 }, getStore('fi')))).toBe(
      'Tuotteen Skärm hinta on muuttunut: 19,90 € → 24,90 €.',
    );
  });

  it('tells price and availability together', () => {
    const text = cartNotice({ ...facts, seenPrice: 149, seenStatus: 'back-order-quick' }, getStore('da'));
    expect(plain(text)).toBe('Prisen på Skärm er ændret fra 149 kr. til 199 kr. Skärm er nu på lager.');
  });

  it('an out-of-stock line says it cannot be ordered', () => {
    expect(cartNotice({ ...facts, orderable: false }, getStore('nl'))).toBe(
      'Skärm is uitverkocht en kan nu niet besteld worden. Verwijder het om verder te gaan.',
    );
  });

  it('has a text for every status in every language', () => {
    for (const locale of localeCodes) {
      for (const status of ['in-stock', 'back-order-quick', 'back-order-slow', 'back-order']) {
        expect(statusText(status, locale)).not.toBe(status);
      }
    }
  });
});
