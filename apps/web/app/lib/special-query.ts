import { type AtcEntry, parseAtcQuery } from '@shop/domain/atc';
import { campaignDataFromQuery } from '@shop/domain/cart';
import { isValidDiscountCode } from '@shop/domain/validation';
import { setCampaignData } from '../state/cart-store.ts';
import { setDiscountCode } from '../state/discount-store.ts';
import { openPanel } from '../state/ui-store.ts';
import { accountHandlers } from './account-hooks.ts';
import { applyStoredDiscountCode, loadAtcEntries } from './cart-actions.ts';

/**
 * What later issues plug in for the special query parameters whose effect is theirs: the cart
 * (issue 7) loads `atc` items and re-syncs after a `disc` code; the accounts work handles
 * `token` (see account-hooks.ts). Without a hook the parameter is recognised and left alone.
 */
export interface SpecialQueryHooks {
  /** Spec 2: atc, base64 sku:quantity items separated by semicolons, loaded into the cart. */
  addToCart?: (entries: readonly AtcEntry[]) => void;
  /** Spec 2 and 4: a discount code was stored; the cart re-syncs. */
  discountCodeStored?: (code: string) => void;
}

export const specialQueryHooks: SpecialQueryHooks = {
  addToCart: (entries) => void loadAtcEntries(entries),
  discountCodeStored: (code) => void applyStoredDiscountCode(code),
};

/**
 * The atc items are in the cart once: the parameter leaves the address (the router's history
 * entry is kept), so a reload or a shared link of the page does not add them again.
 */
function dropAtcFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('atc')) return;
  url.searchParams.delete('atc');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function registerSpecialQueryHooks(hooks: SpecialQueryHooks): void {
  Object.assign(specialQueryHooks, hooks);
}

/**
 * Spec 2, Special query parameters, recognised on any page. q, page and phone_model are read by
 * the search screen and the scroll behaviour (scroll-target.ts).
 */
export function applySpecialQuery(search: string): void {
  const query = new URLSearchParams(search);
  if (query.has('login')) openPanel('loginOpen');
  if (query.has('change_password')) openPanel('changePasswordOpen');

  const campaign = campaignDataFromQuery(query);
  if (campaign) setCampaignData(campaign);

  const code = query.get('disc')?.trim();
  // Spec 5: a discount code is at least 3 letters, digits or dashes; anything else is ignored.
  if (code && isValidDiscountCode(code)) {
    setDiscountCode(code);
    specialQueryHooks.discountCodeStored?.(code);
  }

  const atc = query.get('atc');
  if (atc) {
    const entries = parseAtcQuery(atc);
    if (entries.length > 0) specialQueryHooks.addToCart?.(entries);
    dropAtcFromAddress();
  }

  const token = query.get('token');
  if (token) void accountHandlers.loginWithToken?.(token);
}
