import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * A Variant's stock is the sum of its published variations' stock (issue 17,
 * docs/decisions/028-variations-and-removals.md). The parent's `stock` column is kept equal to
 * that sum by triggers, in the same statement as every change of a variation's stock, published
 * flag or parent: an order, a cancel or return, a staff save, an import, or the shop owner's own
 * SQL. Each trigger adds the difference (`stock = stock + ...`), never a recount, so two orders of
 * two variations of one product that commit at once both count (a recount in one of them would read
 * the other's variation from before its commit).
 *
 * A new variation adds nothing here: the API creates it with no stock, and the import recounts the
 * parents it wrote (`recountVariantStock`). This migration recounts every parent once.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create function products_variation_stock() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.parent_id is not null and old.published = 1 then
          update products set stock = stock - old.stock where id = old.parent_id;
        end if;
        if tg_op = 'UPDATE' and new.parent_id is not null and new.published = 1 then
          update products set stock = stock + new.stock where id = new.parent_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger products_variation_stock_changed after update of stock, published, parent_id on products
      for each row
      when (old.stock is distinct from new.stock
        or old.published is distinct from new.published
        or old.parent_id is distinct from new.parent_id)
      execute function products_variation_stock()`.execute(db);
    await sql`create trigger products_variation_removed after delete on products
      for each row when (old.parent_id is not null) execute function products_variation_stock()`.execute(db);
  } else {
    await sql`create trigger products_variation_stock_changed after update of stock, published, parent_id on products
      when old.stock is not new.stock
        or old.published is not new.published
        or old.parent_id is not new.parent_id
      begin
        update products set stock = stock - old.stock
          where old.parent_id is not null and old.published = 1 and id = old.parent_id;
        update products set stock = stock + new.stock
          where new.parent_id is not null and new.published = 1 and id = new.parent_id;
      end`.execute(db);
    await sql`create trigger products_variation_removed after delete on products
      when old.parent_id is not null and old.published = 1
      begin
        update products set stock = stock - old.stock where id = old.parent_id;
      end`.execute(db);
  }
  await sql`update products set stock = (
      select coalesce(sum(v.stock), 0) from products v where v.parent_id = products.id and v.published = 1
    ) where exists (select 1 from products v where v.parent_id = products.id)`.execute(db);
}
