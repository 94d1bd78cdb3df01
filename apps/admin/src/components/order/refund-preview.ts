import type { AdminOrder } from '@shop/contracts/admin-orders';
import { asMinor, sumMinor, toMajor, toMinor } from '@shop/domain/money';
import { type ChargedLine, priceUnits } from '@shop/domain/order-adjustments';

type OrderLine = AdminOrder['lines'][number];

/** What a refund dialog has chosen: units by line position, the shipping charge, a free amount. */
export interface RefundChoice {
  readonly units: Readonly<Record<number, number>>;
  readonly shipping: boolean;
  /** Major units; NaN or 0 when none. */
  readonly amount: number;
}

/** Units of a line that can still be cancelled or refunded: not cancelled, not refunded (the API's rule). */
export function unitsLeft(line: Pick<OrderLine, 'quantity' | 'refunded_quantity'>): number {
  return Math.max(0, line.quantity - line.refunded_quantity);
}

/** The chosen units as the API's `lines` ({position, quantity}), without lines at 0. */
export function chosenUnits(
  units: Readonly<Record<number, number>>,
): { position: number; quantity: number }[] {
  return Object.entries(units)
    .filter(([, quantity]) => Number.isInteger(quantity) && quantity > 0)
    .map(([position, quantity]) => ({ position: Number(position), quantity }));
}

/**
 * The refund a choice comes to, in major units, priced as the server prices it: the domain's
 * share of each unit of a line (priceUnits), the shipping charge, the free amount. Null when a
 * line has fewer units left than chosen.
 */
export function refundTotal(order: AdminOrder, choice: RefundChoice): number | null {
  const { currency } = order;
  const charged: ChargedLine[] = order.lines.map((line) => ({
    position: line.position,
    quantity: line.quantity,
    gross: toMinor(line.gross, currency),
    discount: asMinor(toMinor(line.gross, currency) - toMinor(line.total, currency)),
    total: toMinor(line.total, currency),
    vatFactor: line.vat_rate,
  }));
  const left = new Map(order.lines.map((line) => [line.position, unitsLeft(line)]));
  const requested = chosenUnits(choice.units).map(({ position, quantity }) => ({
    position,
    units: quantity,
  }));
  const priced =
    requested.length > 0
      ? priceUnits(charged, requested, (line) => left.get(line.position) ?? 0)
      : ({ ok: true, shares: [] } as const);
  if (!priced.ok) return null;
  const lines = sumMinor(priced.shares.map((share) => share.total));
  const shipping = choice.shipping && !order.shipping_refunded ? toMinor(order.shipping.price, currency) : 0;
  const amount = Number.isFinite(choice.amount) && choice.amount > 0 ? toMinor(choice.amount, currency) : 0;
  return toMajor(asMinor(lines + shipping + amount), currency);
}
