import { accountStrings } from './strings/account.strings.ts';
import { cartCheckoutStrings } from './strings/cart-checkout.strings.ts';
import { catalogScreenStrings } from './strings/catalog-screens.strings.ts';
import type { LocalizedStrings } from './strings/localized.ts';
import { screenStrings } from './strings/screens.strings.ts';
import { shellStrings } from './strings/shell.strings.ts';

/**
 * Every text a shopper sees, in the five languages (served by GET /api/strings). Each part of the
 * storefront keeps its texts in its own file under strings/.
 */
export const uiStrings: LocalizedStrings = {
  ...screenStrings,
  ...shellStrings,
  ...catalogScreenStrings,
  ...cartCheckoutStrings,
  ...accountStrings,
};
