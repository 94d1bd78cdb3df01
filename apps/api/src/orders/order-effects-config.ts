import type { AppConfig } from '../config.ts';
import type { OrderEffectsContext } from './order-confirmed.ts';

/** The documents and mails of orders as the running shop makes them: its seller, its addresses, and mail on. */
export function orderEffectsOf(
  config: Pick<AppConfig, 'seller' | 'publicUrl' | 'domains'>,
): OrderEffectsContext {
  return { seller: config.seller, publicUrl: config.publicUrl, domains: config.domains, notify: true };
}
