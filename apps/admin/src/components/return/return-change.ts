import type { AdminReturn } from '@shop/contracts/admin-returns';
import type { AdminApiError } from '../../api/admin-client.ts';

/** How the return page hears of a write: the changed return, or a refusal (409) to reload for. */
export interface ReturnChange {
  readonly onUpdated: (item: AdminReturn, notice: string) => void;
  readonly onRefused: (error: AdminApiError) => void;
}

export interface ReturnFormProps extends ReturnChange {
  readonly item: AdminReturn;
  readonly onClose: () => void;
}
