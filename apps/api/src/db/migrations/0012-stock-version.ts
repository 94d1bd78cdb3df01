import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * SQLite only: `stock_version`, one number that grows with every change of a product's stock
 * facts (stock, stock_status, estimated_at) and with every product added or removed. Triggers
 * keep it, so no writer can forget it: an order, a return, the seed, or the shop owner's own SQL.
 * A server process keeps the stock it has read and reads it again only when this number has
 * moved (apps/api/src/cache/stock-cache.ts, docs/decisions/013-cart-sync-hot-path.md).
 *
 * PostgreSQL gets none: there every sync reads stock, and a counter row that every order
 * updates would make concurrent orders wait for each other's commit.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`create table stock_version (id integer primary key check (id = 1), version integer not null)`.execute(
    db,
  );
  await sql`insert into stock_version (id, version) values (1, 0)`.execute(db);
  const raise = sql.raw('update stock_version set version = version + 1 where id = 1;');
  await sql`create trigger products_stock_changed after update of stock, stock_status, estimated_at on products
    when old.stock is not new.stock
      or old.stock_status is not new.stock_status
      or old.estimated_at is not new.estimated_at
    begin ${raise} end`.execute(db);
  await sql`create trigger products_added after insert on products begin ${raise} end`.execute(db);
  await sql`create trigger products_removed after delete on products begin ${raise} end`.execute(db);
}
