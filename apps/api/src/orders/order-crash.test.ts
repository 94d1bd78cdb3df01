import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type ShopDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import {
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  testProducts,
} from './testing/commerce-fixtures.ts';
import { startOrderServer } from './testing/order-server.ts';

interface Success {
  readonly checkoutId: string;
  readonly orderId: number;
  readonly number: string;
  readonly total: number;
}

describe('orders survive a killed server [sqlite]', () => {
  let folder: string;
  let file: string;
  let checkouts: string[] = [];
  const successes: Success[] = [];
  let failures = 0;
  let database: ShopDatabase;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'shop-crash-'));
    file = join(folder, 'shop.db');
    const setup = openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: file }).database);
    await migrateToLatest(setup.db, setup.dialect);
    await prepareCommerce(setup.db);
    await setup.close();

    const server = await startOrderServer(file);
    checkouts = [];
    for (let index = 0; index < 80; index += 1) {
      checkouts.push(
        await readyCheckout(server.client, {
          items: [
            { sku: 'BULK-1', quantity: 1 + (index % 3) },
            { sku: 'CABLE-1', quantity: 1 },
          ],
          coupons: index % 2 === 0 ? ['LIMITED30'] : [],
        }),
      );
    }
    // Eight buyers at a time; the process is killed once a dozen orders are answered.
    let next = 0;
    let killed = false;
    const buyer = async () => {
      while (next < checkouts.length && !killed) {
        const checkoutId = checkouts[next++] ?? '';
        try {
          const response = await placeOrderRequest(server.client, checkoutId);
          if (response.status === 201 || response.status === 200) {
            successes.push({
              checkoutId,
              orderId: Number(response.json.order_id),
              number: String(response.json.order_number),
              total: Number(response.json.total),
            });
            if (successes.length >= 12 && !killed) {
              killed = true;
              server.process.kill('SIGKILL');
            }
          }
        } catch {
          // The connection died with the server: no answer, so no promise was made.
          failures += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, buyer));
    expect(await server.exited).toBe('SIGKILL');
    database = openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: file }).database);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('was killed while orders were being placed', () => {
    expect(successes.length).toBeGreaterThanOrEqual(12);
    expect(successes.length + failures).toBeLessThan(checkouts.length + 1);
    // Requests were in flight when the process died.
    expect(failures).toBeGreaterThan(0);
  });

  it('every order that got a success answer is in the database, complete', async () => {
    for (const success of successes) {
      const order = await database.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', success.orderId)
        .executeTakeFirst();
      expect(order?.number).toBe(success.number);
      expect(order?.status).toBe('confirmed');
      expect(order?.total).toBe(Math.round(success.total * 100));
    }
  });

  it('no order is half-written: each has its lines, VAT rates and status, and they add up', async () => {
    const orders = await database.db.selectFrom('orders').selectAll().execute();
    expect(orders.length).toBeGreaterThanOrEqual(successes.length);
    for (const order of orders) {
      const lines = await database.db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      const rates = await database.db
        .selectFrom('order_vat_rates')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      const history = await database.db
        .selectFrom('order_status_history')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      const checkout = await database.db
        .selectFrom('checkouts')
        .selectAll()
        .where('id', '=', order.checkout_id)
        .executeTakeFirstOrThrow();
      expect(lines).toHaveLength(2);
      expect(history.map((entry) => entry.status)).toEqual(['confirmed']);
      expect(order.number).toMatch(/^SE\d+$/);
      expect(lines.reduce((sum, line) => sum + line.total, 0) + order.shipping_price).toBe(order.total);
      expect(rates.reduce((sum, rate) => sum + rate.total, 0)).toBe(order.total);
      expect(rates.reduce((sum, rate) => sum + rate.vat, 0)).toBe(order.vat_total);
      expect(checkout).toMatchObject({ status: 'completed', order_id: order.id });
    }
  });

  it('stock and coupon uses match the orders written, exactly', async () => {
    for (const sku of ['BULK-1', 'CABLE-1']) {
      const initial = testProducts.find((product) => product.sku === sku)?.stock ?? 0;
      const product = await database.db
        .selectFrom('products')
        .select('stock')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow();
      const sold = await database.db
        .selectFrom('order_lines')
        .select('quantity')
        .where('sku', '=', sku)
        .execute();
      expect(product.stock).toBe(initial - sold.reduce((sum, line) => sum + line.quantity, 0));
    }
    const rule = await database.db
      .selectFrom('discount_rules')
      .select(['id', 'used_count'])
      .where('store_id', '=', 1)
      .where('code', '=', 'LIMITED30')
      .executeTakeFirstOrThrow();
    const uses = await database.db
      .selectFrom('order_coupons')
      .select('order_id')
      .where('rule_id', '=', rule.id)
      .execute();
    expect(rule.used_count).toBe(uses.length);
  });

  it('after a restart every checkout places exactly one order, and the answered ones keep theirs', async () => {
    await database.close();
    const server = await startOrderServer(file);
    try {
      const answers = await Promise.all(
        checkouts.map((checkoutId) => placeOrderRequest(server.client, checkoutId)),
      );
      expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
      for (const success of successes) {
        const answer = answers[checkouts.indexOf(success.checkoutId)];
        expect(answer?.json).toMatchObject({ order_id: success.orderId, created: false });
      }
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    database = openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: file }).database);
    const orders = await database.db.selectFrom('orders').select(['checkout_id']).execute();
    expect(orders).toHaveLength(checkouts.length);
    expect(new Set(orders.map((order) => order.checkout_id)).size).toBe(checkouts.length);
  });
});
