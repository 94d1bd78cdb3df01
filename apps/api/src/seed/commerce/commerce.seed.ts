import type { Kysely } from 'kysely';
import type { SellerConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { seedCoupons } from './coupons.seed.ts';
import { seedDemoAccounts, seedDemoStaff } from './customers.seed.ts';
import { seedDemoOrders } from './demo-orders.seed.ts';
import { seedShipping } from './shipping.seed.ts';

export interface CommerceSeedOptions {
  readonly now: Date;
  readonly progress: (message: string) => void;
  /** SHOP_SECRET: the demo owner's two-factor secret is stored encrypted with it. */
  readonly secret: string;
  /** The seller on the demo orders' invoices. */
  readonly seller: SellerConfig;
}

/** Children before parents, so that a re-seed never trips a foreign key. */
const commerceTables = [
  'invoices',
  'refunds',
  'order_notes',
  'return_status_history',
  'return_lines',
  'returns',
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
 * accounts (customers, one with a discount map, and a staff member per role) and demo orders in
 * every status. Runs after the catalog: the orders are of its products.
 */
export async function seedCommerce(db: Kysely<Database>, options: CommerceSeedOptions): Promise<void> {
  for (const table of commerceTables) await db.deleteFrom(table).execute();
  await seedShipping(db);
  await seedCoupons(db, options.now);
  const accounts = await seedDemoAccounts(db, options.now);
  await seedDemoStaff(db, options.secret, options.now);
  const orders = await seedDemoOrders(db, {
    customerId: accounts.customerId,
    now: options.now,
    seller: options.seller,
  });
  options.progress(
    `commerce: coupons, shipping options, service points, demo accounts and staff, ${orders} demo orders`,
  );
}
