/** Spec 4, Stock status: the values seen; others are shown through their own translated text. */
export const StockStatus = {
  InStock: 'in-stock',
  BackOrderQuick: 'back-order-quick',
  BackOrderSlow: 'back-order-slow',
  BackOrder: 'back-order',
} as const;
export type StockStatus = (typeof StockStatus)[keyof typeof StockStatus];

/** Spec 4: back-order reads as out of stock. */
export function isOutOfStock(status: string | null | undefined): boolean {
  return status === StockStatus.BackOrder;
}

/**
 * Spec 4: each status has its own text, a key of the localized strings ('stock.in-stock');
 * back-order reads as out of stock ('stock.out-of-stock'); any other status gets its own key.
 */
export function stockTextKey(status: string | null | undefined): string {
  if (isOutOfStock(status)) return 'stock.out-of-stock';
  const normalized = (status ?? '').trim().toLowerCase();
  return normalized ? `stock.${normalized}` : 'stock.unknown';
}

export interface PresaleText {
  readonly key: 'stock.presale';
  /** The presale date as the API sends it (format it with formatDate). */
  readonly date: string;
}

/** Spec 4: an item with estimated_at shows a presale text with that date. */
export function presaleText(item: { readonly estimated_at?: string | null }): PresaleText | null {
  return item.estimated_at ? { key: 'stock.presale', date: item.estimated_at } : null;
}
