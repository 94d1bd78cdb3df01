import { isValidDiscountCode } from './routes.ts';
import type { Store } from './stores.ts';

/** Spec 5 and 9: cart quantity, minimum 1, maximum 5000. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 5000;

/** Spec 4 and 9: a search starts after 2 characters and a 250 ms pause. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;

/** Spec 5: a no-results message shows for more than 2 characters. */
const NO_RESULTS_MIN_LENGTH = 3;

/** Spec 5: search needs a trimmed string longer than 1 character. */
export function isValidSearchTerm(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}

/** Spec 5: a no-results message shows when more than 2 characters return nothing. */
export function showsNoResultsMessage(term: string, resultCount: number): boolean {
  return term.trim().length >= NO_RESULTS_MIN_LENGTH && resultCount === 0;
}

/** Spec 4, Search: fewer than 2 characters show popular products instead. */
export function showsPopularProducts(term: string): boolean {
  return !isValidSearchTerm(term);
}

/** Spec 5: postal code per country, from the store's pattern. */
export function isValidPostalCode(postalCode: string, store: Pick<Store, 'postalCodeRegex'>): boolean {
  return store.postalCodeRegex.test(postalCode.trim());
}

/** A phone number without spaces and dashes, as the patterns expect it. */
export function normalizeMobileNumber(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** Spec 5: mobile number start per country (Sweden 07, the others 4 or 9), from the store's pattern. */
export function isValidMobileNumber(phone: string, store: Pick<Store, 'mobileRegex'>): boolean {
  return store.mobileRegex.test(normalizeMobileNumber(phone));
}

/** Spec 5: a discount code in the query or path has at least 3 letters, digits or dashes. */
export { isValidDiscountCode };

/** Spec 5: a cart quantity is an integer from 1 to 5000. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX;
}

/** A quantity brought into 1 to 5000 (whole units; anything not a number becomes 1). */
export function clampQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
}
