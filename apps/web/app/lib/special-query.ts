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
 * A parameter that triggers an action leaves the address once acted on (the router's history
 * entry is kept), so a reload or a shared link of the page does not do it again: the atc items
 * are not added twice, and (issue 20) the login or change-password dialog does not open again,
 * a used login token is not tried again and a stored discount code is not applied again.
 */
function dropFromAddress(name: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
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
  if (query.has('login')) {
    openPanel('loginOpen');
    dropFromAddress('login');
  }
  // The dialog reads a reset link's token from the router's location, which keeps it.
  if (query.has('change_password')) {
    openPanel('changePasswordOpen');
    dropFromAddress('change_password');
  }

  const campaign = campaignDataFromQuery(query);
  if (campaign) setCampaignData(campaign);

  const code = query.get('disc')?.trim();
  // Spec 5: a discount code is at least 3 letters, digits or dashes; anything else is ignored.
  if (code && isValidDiscountCode(code)) {
    setDiscountCode(code);
    specialQueryHooks.discountCodeStored?.(code);
  }
  if (query.has('disc')) dropFromAddress('disc');

  const atc = query.get('atc');
  if (atc) {
    const entries = parseAtcQuery(atc);
    if (entries.length > 0) specialQueryHooks.addToCart?.(entries);
    dropFromAddress('atc');
  }

  const token = query.get('token');
  if (token) {
    void accountHandlers.loginWithToken?.(token);
    dropFromAddress('token');
  }
}
