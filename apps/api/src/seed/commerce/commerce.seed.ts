import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { seedCoupons } from './coupons.seed.ts';
import { seedDemoAccounts } from './customers.seed.ts';
import { seedDemoOrders } from './demo-orders.seed.ts';
import { seedShipping } from './shipping.seed.ts';

export interface CommerceSeedOptions {
  readonly now: Date;
  readonly progress: (message: string) => void;
}

/** Children before parents, so that a re-seed never trips a foreign key. */
const commerceTables = [
  'payment_sessions',
  'order_status_history',
  'order_coupons',
  'order_vat_rates',
  'order_lines',
  'orders',
  'checkout_sessions',
  'checkouts',
  'discount_rules',
  'service_points',
  'shipping_options',
] as const satisfies readonly (keyof Database)[];

/**
 * Coupons of every rule kind in every store, shipping options and service points, the demo
 * accounts (a staff user and a customer with a discount map) and demo orders in every status.
 * Runs after the catalog: the orders are of its products.
 */
export async function seedCommerce(db: Kysely<Database>, options: CommerceSeedOptions): Promise<void> {
  for (const table of commerceTables) await db.deleteFrom(table).execute();
  await seedShipping(db);
  await seedCoupons(db, options.now);
  const accounts = await seedDemoAccounts(db, options.now);
  const orders = await seedDemoOrders(db, { customerId: accounts.customerId, now: options.now });
  options.progress(
    `commerce: coupons, shipping options, service points, demo accounts, ${orders} demo orders`,
  );
}
