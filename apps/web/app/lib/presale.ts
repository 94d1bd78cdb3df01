import { formatDate } from '@shop/domain/dates';
import { presaleText } from '@shop/domain/stock';
import type { Store } from '@shop/domain/stores';
import type { Translate } from './strings.ts';

/**
 * Spec 4: an item with estimated_at shows a presale text with that date, on a card and a cart
 * line as on the product page. A calendar date reads the same on the server and in the browser
 * (formatDate shows it as it is). A cart line's date comes from the shopper's stored cart, so a
 * date that is not one shows no text rather than breaking the cart.
 */
export function presaleLabel(
  item: { readonly estimated_at?: string | null },
  store: Pick<Store, 'iso'>,
  t: Translate,
): string | undefined {
  const text = presaleText(item);
  if (!text) return undefined;
  try {
    // estimated_at is a calendar date (the contract's YYYY-MM-DD), which no time zone moves.
    return t(text.key, { date: formatDate(text.date, { iso: store.iso, timeZone: 'UTC' }) });
  } catch {
    return undefined;
  }
}
