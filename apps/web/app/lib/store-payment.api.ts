import type { PaymentIcon } from '@shop/domain/stores';
import type { ApiCall } from './api-client.ts';

/** The payment logos a store may show: only those of the methods it offers (issue 20). */
export interface StorePaymentIcons {
  readonly cart: readonly PaymentIcon[];
  readonly footer: readonly PaymentIcon[];
}

const none: StorePaymentIcons = { cart: [], footer: [] };

/** GET /api/store-payment; on failure no logo, rather than one for a method the store may not take. */
export async function fetchStorePaymentIcons(call: ApiCall): Promise<StorePaymentIcons> {
  try {
    const answer = await call<{ icons?: { cart?: PaymentIcon[]; footer?: PaymentIcon[] } }>({
      method: 'GET',
      path: '/api/store-payment',
    });
    const icons = answer.body?.icons;
    return icons ? { cart: icons.cart ?? [], footer: icons.footer ?? [] } : none;
  } catch {
    return none;
  }
}
