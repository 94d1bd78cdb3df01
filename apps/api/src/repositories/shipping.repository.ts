import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ServicePointsTable, ShippingOptionsTable } from '../db/orders.schema.ts';
import type { Database } from '../db/schema.ts';

export type ShippingOptionRow = Selectable<ShippingOptionsTable>;
export type ServicePointRow = Selectable<ServicePointsTable>;

export function listShippingOptions(db: Kysely<Database>, storeId: number): Promise<ShippingOptionRow[]> {
  return db
    .selectFrom('shipping_options')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findShippingOption(
  db: Kysely<Database>,
  storeId: number,
  code: string,
): Promise<ShippingOptionRow | undefined> {
  return db
    .selectFrom('shipping_options')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('code', '=', code)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export function findServicePoint(db: Kysely<Database>, id: string): Promise<ServicePointRow | undefined> {
  return db.selectFrom('service_points').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A carrier's points in a store (a few per city; checkout/shipping-choice.ts orders them). */
export function findCarrierServicePoints(
  db: Kysely<Database>,
  input: { storeId: number; carrier: string },
): Promise<ServicePointRow[]> {
  return db
    .selectFrom('service_points')
    .selectAll()
    .where('store_id', '=', input.storeId)
    .where('carrier', '=', input.carrier)
    .orderBy('id')
    .execute();
}

export async function insertShippingOptions(
  db: Kysely<Database>,
  rows: readonly Insertable<ShippingOptionsTable>[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('shipping_options')
      .values([...rows])
      .execute();
}

export async function insertServicePoints(
  db: Kysely<Database>,
  rows: readonly Insertable<ServicePointsTable>[],
): Promise<void> {
  for (let index = 0; index < rows.length; index += 500) {
    await db
      .insertInto('service_points')
      .values(rows.slice(index, index + 500))
      .execute();
  }
}
