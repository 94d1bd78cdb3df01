import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface PhoneModelRow {
  readonly id: number;
  readonly brand_id: number;
  readonly name: string;
  readonly slug: string;
  readonly release_year: number;
  readonly sort_order: number;
  readonly product_count: number;
}

/** Every phone model with how many products fit it. */
export async function loadPhoneModelRows(db: Kysely<Database>): Promise<PhoneModelRow[]> {
  const rows = await db
    .selectFrom('phone_models as m')
    .leftJoin('product_models as pm', 'pm.phone_model_id', 'm.id')
    .select((eb) => [
      'm.id',
      'm.brand_id',
      'm.name',
      'm.slug',
      'm.release_year',
      'm.sort_order',
      eb.fn.count<number>('pm.product_id').as('product_count'),
    ])
    .groupBy(['m.id', 'm.brand_id', 'm.name', 'm.slug', 'm.release_year', 'm.sort_order'])
    .orderBy('m.brand_id')
    .orderBy('m.release_year', 'desc')
    .orderBy('m.sort_order', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, product_count: Number(row.product_count) }));
}

export interface PlugTypeRow {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly description: string;
}

export async function loadPlugTypeRows(db: Kysely<Database>, locale: LocaleCode): Promise<PlugTypeRow[]> {
  return db
    .selectFrom('plug_types as p')
    .innerJoin('plug_type_texts as t', (join) =>
      join.onRef('t.plug_type_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .select(['p.id', 'p.code', 't.name', 't.description'])
    .orderBy('p.sort_order')
    .execute();
}

/** Cables with plug `a` on one end and, when given, `b` on the other, in either order. */
export async function findCableIds(
  db: Kysely<Database>,
  options: { a: string; b: string | undefined; inStock: boolean },
): Promise<number[]> {
  const { a, b } = options;
  let query = db
    .selectFrom('cable_plugs as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select('p.id')
    .where((where) =>
      b === undefined
        ? where.or([where('c.plug_a', '=', a), where('c.plug_b', '=', a)])
        : where.or([
            where.and([where('c.plug_a', '=', a), where('c.plug_b', '=', b)]),
            where.and([where('c.plug_a', '=', b), where('c.plug_b', '=', a)]),
          ]),
    )
    .orderBy('c.length_cm')
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id');
  if (options.inStock) query = query.where('p.stock_status', '=', 'in-stock');
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

export interface VehicleRow {
  readonly registration_number: string;
  readonly make: string;
  readonly model: string;
  readonly year: number;
}

export async function findVehicle(
  db: Kysely<Database>,
  registration: string,
): Promise<VehicleRow | undefined> {
  return db
    .selectFrom('vehicles')
    .select(['registration_number', 'make', 'model', 'year'])
    .where('registration_number', '=', registration)
    .executeTakeFirst();
}

/** Holders made for the vehicle first, then the universal ones (make '*'), most popular first. */
export async function findFittingProductIds(db: Kysely<Database>, vehicle: VehicleRow): Promise<number[]> {
  const rows = await db
    .selectFrom('vehicle_fitments as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['p.id', 'f.make'])
    .where((where) =>
      where.or([
        where.and([
          where('f.make', '=', vehicle.make),
          where('f.model', '=', vehicle.model),
          where('f.year_from', '<=', vehicle.year),
          where('f.year_to', '>=', vehicle.year),
        ]),
        where('f.make', '=', '*'),
      ]),
    )
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .execute();
  const specific = rows.filter((row) => row.make !== '*');
  const universal = rows.filter((row) => row.make === '*');
  return [...specific, ...universal].map((row) => row.id);
}
