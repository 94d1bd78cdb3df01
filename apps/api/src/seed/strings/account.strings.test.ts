import { returnReasons } from '@shop/contracts/returns';
import { subscriptionIntervalNames } from '@shop/contracts/subscriptions';
import { localeCodes } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';
import { uiStrings } from '../ui-strings.seed.ts';
import { accountStrings } from './account.strings.ts';
import { cartCheckoutStrings } from './cart-checkout.strings.ts';
import { catalogScreenStrings } from './catalog-screens.strings.ts';
import { screenStrings } from './screens.strings.ts';
import { shellStrings } from './shell.strings.ts';

const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the account texts', () => {
  it('have every text in all five languages, with the same placeholders', () => {
    for (const [key, text] of Object.entries(accountStrings)) {
      for (const locale of localeCodes) {
        expect(text[locale].trim(), `${key} ${locale}`).not.toBe('');
        expect(placeholders(text[locale]), `${key} ${locale}`).toEqual(placeholders(text.sv));
      }
    }
  });

  it('name every return reason, subscription interval and subscription status the provider knows', () => {
    const keys = [
      ...returnReasons.map((reason) => `account.return.reason.${reason}`),
      ...subscriptionIntervalNames.map((name) => `account.subscriptions.interval.${name}`),
      ...['active', 'paused', 'cancelled'].map((status) => `account.subscriptions.status.${status}`),
      'account.return.status.requested',
    ];
    for (const key of keys) expect(uiStrings[key], key).toBeDefined();
  });

  it('do not replace a text of another part of the storefront', () => {
    const others = { ...screenStrings, ...shellStrings, ...catalogScreenStrings, ...cartCheckoutStrings };
    for (const key of Object.keys(accountStrings)) expect(others[key], key).toBeUndefined();
  });
});
