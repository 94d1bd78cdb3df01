import { StockStatus } from '@shop/domain/stock';

/**
 * How many units of a product a cart may hold (docs/decisions/007-orders-and-payments.md):
 * - in stock: the units on hand; the order takes them from stock;
 * - back-order-quick, back-order-slow and any other status the supplier delivers: no limit, and
 *   nothing is taken from stock (there is none);
 * - back-order, or in stock with no units left: none (spec 4: back-order reads as out of stock).
 */
export type Availability =
  | { readonly kind: 'stocked'; readonly units: number }
  | { readonly kind: 'supplier' }
  | { readonly kind: 'unavailable' };

export interface StockFacts {
  readonly stock: number;
  readonly stockStatus: string;
}

export function availabilityOf(product: StockFacts): Availability {
  if (product.stockStatus === StockStatus.BackOrder) return { kind: 'unavailable' };
  if (product.stockStatus !== StockStatus.InStock) return { kind: 'supplier' };
  return product.stock > 0 ? { kind: 'stocked', units: product.stock } : { kind: 'unavailable' };
}

/** The status the shopper sees: an in-stock product with no units left reads as out of stock. */
export function effectiveStockStatus(product: StockFacts): string {
  return availabilityOf(product).kind === 'unavailable' ? StockStatus.BackOrder : product.stockStatus;
}

/** Units a cart may hold of the product, or null when the supplier sets no limit. */
export function unitLimit(availability: Availability): number | null {
  if (availability.kind === 'supplier') return null;
  return availability.kind === 'stocked' ? availability.units : 0;
}
