import { ConsentFlag, hasConsent } from '@shop/domain/consent';
import type { CurrencyCode } from '@shop/domain/stores';
import type { AddToCartEvent, Ga4Item } from '@shop/domain/tracking';
import { consentStore } from '../state/consent-store.ts';

export type { Ga4Item };

interface ItemList {
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly items: readonly Ga4Item[];
}

/**
 * The GA4 e-commerce events the storefront pushes (issue 6). Build items with the domain's
 * `toGa4Item` and add_to_cart with `addToCartEvent` (packages/domain/src/tracking.ts).
 */
export type DataLayerEvent =
  | {
      readonly event: 'view_item';
      readonly ecommerce: {
        readonly currency: CurrencyCode;
        readonly value: number;
        readonly items: readonly Ga4Item[];
      };
    }
  | { readonly event: 'view_item_list'; readonly ecommerce: ItemList }
  | { readonly event: 'select_item'; readonly ecommerce: ItemList }
  | { readonly event: 'search'; readonly search_term: string }
  /** Spec 4, Experiments: a new pick is reported. */
  | { readonly event: 'experiment_impression'; readonly experiment_id: string; readonly variant_id: string }
  | AddToCartEvent;

/**
 * Pushes an event onto window.dataLayer, only under the consent given: without analytics
 * consent nothing is pushed (spec 4 and 9: analytics defaults to denied). Returns whether it
 * was pushed. Never throws (spec 8: an analytics failure is silently ignored).
 */
export function pushDataLayerEvent(event: DataLayerEvent): boolean {
  if (typeof window === 'undefined') return false;
  const flags = consentStore.getState().flags;
  if (flags === null || !hasConsent(flags, ConsentFlag.AnalyticsStorage)) return false;
  try {
    window.dataLayer ??= [];
    // GA4: clear the previous e-commerce object so its fields do not leak into this event.
    if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
    window.dataLayer.push(event);
    return true;
  } catch {
    return false;
  }
}
