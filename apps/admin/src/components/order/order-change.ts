import type { AdminOrder } from '@shop/contracts/admin-orders';
import type { AdminApiError } from '../../api/admin-client.ts';

/** How the order page hears of a write: the changed order to show, or a refusal to reload for. */
export interface OrderChange {
  /** The write's answer, the order as it is now, and what to announce ("Order shipped"). */
  readonly onUpdated: (order: AdminOrder, notice: string) => void;
  /** 409 (ORDER_CHANGED, TRANSITION_NOT_ALLOWED, REFUND_TOO_HIGH, …): the page shows why and reloads. */
  readonly onRefused: (error: AdminApiError) => void;
}

/** A refusal that means the order is not what staff saw: reload it rather than retry the form. */
export function isConflict(error: AdminApiError): boolean {
  return error.status === 409;
}
