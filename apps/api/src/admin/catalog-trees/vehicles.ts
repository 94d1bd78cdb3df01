import type { AdminVehicle, CreateVehicleBody, UpdateVehicleBody } from '@shop/contracts/admin-selectors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../orders/transactions.ts';
import { findFittingProductIds } from '../../repositories/selectors.repository.ts';
import type { Actor } from '../audit.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';
import { runTreeWrite, writeTreeItem } from './tree-write.ts';

/**
 * The registration number search's vehicles (issue 17), each with the products a shopper finds by
 * it: the storefront's own query (fitments of its make, model and year, then the universal ones).
 */
export async function loadAdminVehicles(db: Kysely<Database>, only?: number): Promise<AdminVehicle[]> {
  let query = db
    .selectFrom('vehicles')
    .selectAll()
    .orderBy('make')
    .orderBy('model')
    .orderBy('year')
    .orderBy('registration_number');
  if (only !== undefined) query = query.where('id', '=', only);
  const vehicles = await query.execute();
  const fitting = await Promise.all(vehicles.map((vehicle) => findFittingProductIds(db, vehicle)));
  const ids = [...new Set(fitting.flat())];
  const products =
    ids.length === 0
      ? []
      : await db
          .selectFrom('products as p')
          .leftJoin('product_texts as t', (join) =>
            join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', 'sv'),
          )
          .select(['p.id', 'p.sku', 't.name'])
          .where('p.id', 'in', ids)
          .execute();
  const byId = new Map(
    products.map((row) => [row.id, { id: row.id, sku: row.sku, name: row.name ?? row.sku }]),
  );
  return vehicles.map((vehicle, index) => ({
    id: vehicle.id,
    registration_number: vehicle.registration_number,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    products: (fitting[index] ?? []).flatMap((id) => {
      const product = byId.get(id);
      return product ? [product] : [];
    }),
  }));
}

const readVehicle = async (db: Kysely<Database>, id: number) => (await loadAdminVehicles(db, id))[0];

/** The search finds one vehicle per registration number (stored as it compares them). */
async function refuseTakenRegistration(db: Kysely<Database>, registration: string, id: number | null) {
  const owner = await db
    .selectFrom('vehicles')
    .select('id')
    .where('registration_number', '=', registration)
    .executeTakeFirst();
  if (owner && owner.id !== id) {
    const message = `${registration} is already the registration number of vehicle ${owner.id}`;
    throw new AppError('VEHICLE_TAKEN', 409, `registration_number: ${message}`, [
      { path: 'registration_number', message },
    ]);
  }
}

export async function createVehicle(
  deps: CatalogWriteDeps,
  actor: Actor,
  body: CreateVehicleBody,
): Promise<AdminVehicle> {
  await refuseTakenRegistration(deps.db, body.registration_number, null);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeTreeItem(deps, actor, {
        action: 'vehicle.create',
        entityType: 'vehicle',
        id: null,
        read: readVehicle,
        work: async (trx) => {
          const last = await trx
            .selectFrom('vehicles')
            .select((select) => select.fn.max('id').as('id'))
            .executeTakeFirst();
          const id = Number(last?.id ?? 0) + 1;
          await trx
            .insertInto('vehicles')
            .values({
              id,
              registration_number: body.registration_number,
              make: body.make,
              model: body.model,
              year: body.year,
            })
            .execute();
          return id;
        },
      });
    } catch (error) {
      if (
        attempt < 3 &&
        (isUniqueViolation(error, 'vehicles_pkey') || isUniqueViolation(error, 'vehicles.id'))
      )
        continue;
      if (isUniqueViolation(error, 'registration_number'))
        await refuseTakenRegistration(deps.db, body.registration_number, null);
      throw error;
    }
  }
}

export async function updateVehicle(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: UpdateVehicleBody,
): Promise<AdminVehicle> {
  if (!(await readVehicle(deps.db, id))) throw notFound(`No vehicle ${id}`);
  if (body.registration_number !== undefined)
    await refuseTakenRegistration(deps.db, body.registration_number, id);
  const columns = {
    ...(body.registration_number !== undefined ? { registration_number: body.registration_number } : {}),
    ...(body.make !== undefined ? { make: body.make } : {}),
    ...(body.model !== undefined ? { model: body.model } : {}),
    ...(body.year !== undefined ? { year: body.year } : {}),
  };
  return writeTreeItem(deps, actor, {
    action: 'vehicle.update',
    entityType: 'vehicle',
    id,
    read: readVehicle,
    work: async (trx) => {
      if (Object.keys(columns).length > 0)
        await trx.updateTable('vehicles').set(columns).where('id', '=', id).execute();
      return id;
    },
  });
}

/** Staff remove a vehicle: its registration number is no longer found; products keep their fitments. */
export async function removeVehicle(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
): Promise<AdminVehicle[]> {
  if (!(await readVehicle(deps.db, id))) throw notFound(`No vehicle ${id}`);
  await runTreeWrite(deps, actor, {
    action: 'vehicle.remove',
    entityType: 'vehicle',
    removes: true,
    id,
    read: readVehicle,
    work: async (trx) => {
      await trx.deleteFrom('vehicles').where('id', '=', id).execute();
      return id;
    },
  });
  return loadAdminVehicles(deps.db);
}
