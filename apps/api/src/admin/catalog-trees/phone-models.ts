import type {
  AdminPhoneModel,
  CreatePhoneModelBody,
  MoveBody,
  UpdatePhoneModelBody,
} from '@shop/contracts/admin-catalog-trees';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../orders/transactions.ts';
import { loadPhoneModelRows } from '../../repositories/selectors.repository.ts';
import { slugify } from '../../seed/catalog/slugify.ts';
import type { Actor } from '../audit.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';
import { nextIdOf } from './catalog-trees.repository.ts';
import { moveAmongSiblings } from './tree-rules.ts';
import { writeTreeItem } from './tree-write.ts';

/** The phone-model selector's data in the back office (issue 17). */
export async function loadAdminPhoneModels(db: Kysely<Database>): Promise<AdminPhoneModel[]> {
  return (await loadPhoneModelRows(db)).map(({ sort_order: _order, ...model }) => model);
}

const readModel = async (db: Kysely<Database>, id: number) =>
  (await loadAdminPhoneModels(db)).find((model) => model.id === id);

/** A model's slug is its page's URL (/api/phone-models/{slug}/products): one model per slug. */
async function refuseTakenSlug(db: Kysely<Database>, slug: string, id: number | null): Promise<void> {
  const owner = await db.selectFrom('phone_models').select('id').where('slug', '=', slug).executeTakeFirst();
  if (owner && owner.id !== id) {
    const message = `${slug} is already the slug of phone model ${owner.id}`;
    throw new AppError('PHONE_MODEL_SLUG_TAKEN', 409, `slug: ${message}`, [{ path: 'slug', message }]);
  }
}

const productsOfModel = async (trx: Transaction<Database>, id: number) =>
  (
    await trx.selectFrom('product_models').select('product_id').where('phone_model_id', '=', id).execute()
  ).map((row) => row.product_id);

export async function createPhoneModel(
  deps: CatalogWriteDeps,
  actor: Actor,
  body: CreatePhoneModelBody,
): Promise<AdminPhoneModel> {
  const brand = await deps.db
    .selectFrom('brands')
    .select('id')
    .where('id', '=', body.brand_id)
    .executeTakeFirst();
  if (!brand) {
    throw badRequest(`brand_id: there is no brand ${body.brand_id}`, [
      { path: 'brand_id', message: `there is no brand ${body.brand_id}` },
    ]);
  }
  const slug = body.slug ?? slugify(body.name);
  if (!slug)
    throw badRequest('slug: give a slug, the name makes none', [{ path: 'slug', message: 'missing' }]);
  await refuseTakenSlug(deps.db, slug, null);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeTreeItem(deps, actor, {
        action: 'phone_model.create',
        entityType: 'phone_model',
        id: null,
        read: readModel,
        work: async (trx) => {
          const id = await nextIdOf(trx, 'phone_models');
          await trx
            .insertInto('phone_models')
            .values({
              id,
              brand_id: body.brand_id,
              name: body.name,
              slug,
              release_year: body.release_year,
              sort_order: id,
            })
            .execute();
          return id;
        },
      });
    } catch (error) {
      if (
        attempt < 3 &&
        (isUniqueViolation(error, 'phone_models_pkey') || isUniqueViolation(error, 'phone_models.id'))
      )
        continue;
      if (isUniqueViolation(error, 'slug')) await refuseTakenSlug(deps.db, slug, null);
      throw error;
    }
  }
}

export async function updatePhoneModel(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: UpdatePhoneModelBody,
): Promise<AdminPhoneModel> {
  const current = await readModel(deps.db, id);
  if (!current) throw notFound(`No phone model ${id}`);
  if (body.slug !== undefined) await refuseTakenSlug(deps.db, body.slug, id);
  const columns = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.slug !== undefined ? { slug: body.slug } : {}),
    ...(body.release_year !== undefined ? { release_year: body.release_year } : {}),
  };
  const renamed = body.name !== undefined && body.name !== current.name;
  return writeTreeItem(deps, actor, {
    action: 'phone_model.update',
    entityType: 'phone_model',
    id,
    read: readModel,
    work: async (trx) => {
      if (Object.keys(columns).length > 0)
        await trx.updateTable('phone_models').set(columns).where('id', '=', id).execute();
      return id;
    },
    // Model names are searched: the products that fit a renamed model are found by its new name.
    ...(renamed ? { searchedProducts: (trx: Transaction<Database>) => productsOfModel(trx, id) } : {}),
  });
}

/**
 * Moves a phone model one place up or down among its brand's models. The selector shows the newest
 * release year first, so a model moves only among the models of its own year: past them is a 409.
 */
export async function movePhoneModel(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: MoveBody,
): Promise<AdminPhoneModel[]> {
  const model = await readModel(deps.db, id);
  if (!model) throw notFound(`No phone model ${id}`);
  await writeTreeItem(deps, actor, {
    action: `phone_model.move-${body.direction}`,
    entityType: 'phone_model',
    id,
    read: readModel,
    work: async (trx) => {
      // In the selector's order: newest year first, then the larger sort_order first.
      const brandModels = (await loadPhoneModelRows(trx)).filter((row) => row.brand_id === model.brand_id);
      const at = brandModels.findIndex((row) => row.id === id);
      const neighbour = brandModels[body.direction === 'up' ? at - 1 : at + 1];
      if (neighbour && neighbour.release_year !== model.release_year) {
        const message = `the selector shows the newest release year first: ${model.name} moves only among the models of ${model.release_year}`;
        throw new AppError('PHONE_MODEL_ORDER_BY_YEAR', 409, `direction: ${message}`, [
          { path: 'direction', message },
        ]);
      }
      const sameYear = brandModels.filter((row) => row.release_year === model.release_year);
      const order = moveAmongSiblings(
        sameYear.map((row) => row.id),
        id,
        body.direction,
      );
      for (const [index, modelId] of order.entries()) {
        await trx
          .updateTable('phone_models')
          .set({ sort_order: order.length - index })
          .where('id', '=', modelId)
          .execute();
      }
      return id;
    },
  });
  return loadAdminPhoneModels(deps.db);
}
