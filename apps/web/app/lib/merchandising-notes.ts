import type { MerchandisingFlags } from '@shop/contracts/content';

/** The counts a product page tells shoppers, each null when its flag is off or below its threshold. */
export interface MerchandisingNotes {
  readonly viewsRecently: number | null;
  readonly boughtToday: number | null;
}

/**
 * Spec 3, merchandising flags: productViewsRecently and itemsBoughtToday turn on the product
 * page's "viewed recently" and "bought today" notes; a count below the view or purchase
 * threshold is not shown (a low number sells nothing). Without flags (spec 8: the call failed),
 * neither is shown.
 */
export function merchandisingNotes(
  flags: MerchandisingFlags | null,
  counts: { readonly views_recently: number; readonly bought_today: number },
): MerchandisingNotes {
  const shown = (enabled: boolean, count: number, threshold: number) =>
    enabled && count > 0 && count >= threshold ? count : null;
  return {
    viewsRecently: flags
      ? shown(flags.productViewsRecently, counts.views_recently, flags.viewThreshold)
      : null,
    boughtToday: flags ? shown(flags.itemsBoughtToday, counts.bought_today, flags.purchaseThreshold) : null,
  };
}
