import type {
  AdminBrand,
  AdminCategory,
  AdminPhoneModel,
  AdminTag,
} from '@shop/contracts/admin-catalog-trees';
import type { AdminPlugType } from '@shop/contracts/admin-selectors';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { discountRuleScopeSchema } from '../../repositories/discount-rules.repository.ts';
import type { Actor } from '../audit.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';
import { loadAdminBrands, loadAdminCategories, loadAdminTags } from './catalog-trees.repository.ts';
import { loadAdminPhoneModels } from './phone-models.ts';
import { loadAdminPlugTypes, plugCodeUses } from './plug-types.ts';
import { runTreeWrite } from './tree-write.ts';

/*
 * Staff remove a category, a brand, a tag, a phone model or a plug type only when nothing uses it:
 * a removal that took products' links, a menu entry or a coupon's scope with it would change the
 * shop in ways the staff member did not see. The uses are counted inside the removal's
 * transaction, so a product linked in between still stops it; a refusal is a 409 naming each use
 * (`products`, `children`, `show_in_menu`, `cables` ...) and changes nothing. Products are never removed
 * (orders refer to them): unpublishing takes one out of the shop.
 */

interface Use {
  readonly path: string;
  readonly message: string;
}

type Entity = 'category' | 'brand' | 'tag' | 'phone_model' | 'plug_type';

const count = (rows: { count: string | number | bigint }) => Number(rows.count);

function refuseUses(entity: Entity, id: number, uses: readonly Use[]): void {
  if (uses.length === 0) return;
  const name = entity.replace('_', ' ');
  throw new AppError(
    `${entity.toUpperCase()}_IN_USE`,
    409,
    `${name} ${id} is still in use: ${uses.map((use) => use.message).join('; ')}`,
    uses,
  );
}

const productsMessage = (total: number) => (total === 1 ? '1 product' : `${total} products`);

async function categoryUses(trx: Transaction<Database>, id: number): Promise<Use[]> {
  const [linked, primary, children, menu, rules] = await Promise.all([
    trx
      .selectFrom('product_categories')
      .select((select) => select.fn.countAll().as('count'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('products')
      .select((select) => select.fn.countAll().as('count'))
      .where('primary_category_id', '=', id)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('categories')
      .select((select) => select.fn.countAll().as('count'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow(),
    trx.selectFrom('categories').select('show_in_menu').where('id', '=', id).executeTakeFirstOrThrow(),
    trx.selectFrom('discount_rules').select(['code', 'scope']).execute(),
  ]);
  const coupons = rules.filter((rule) => {
    let scope: unknown;
    try {
      scope = JSON.parse(rule.scope);
    } catch {
      return false;
    }
    const parsed = discountRuleScopeSchema.safeParse(scope);
    if (!parsed.success) return false;
    const { categories = [], buy_categories = [], get_categories = [] } = parsed.data;
    return [...categories, ...buy_categories, ...get_categories].includes(id);
  });
  const uses: Use[] = [];
  if (count(linked) > 0) uses.push({ path: 'products', message: `holds ${productsMessage(count(linked))}` });
  if (count(primary) > 0)
    uses.push({
      path: 'primary_category_id',
      message: `is the main category of ${productsMessage(count(primary))}`,
    });
  if (count(children) > 0)
    uses.push({ path: 'children', message: `has ${count(children)} child categories` });
  if (menu.show_in_menu === 1) uses.push({ path: 'show_in_menu', message: 'is shown in the menu' });
  if (coupons.length > 0) {
    const codes = [...new Set(coupons.map((rule) => rule.code))].join(', ');
    uses.push({ path: 'coupons', message: `scopes the coupons ${codes}` });
  }
  return uses;
}

async function brandUses(trx: Transaction<Database>, id: number): Promise<Use[]> {
  const [products, models, brand] = await Promise.all([
    trx
      .selectFrom('products')
      .select((select) => select.fn.countAll().as('count'))
      .where('brand_id', '=', id)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('phone_models')
      .select((select) => select.fn.countAll().as('count'))
      .where('brand_id', '=', id)
      .executeTakeFirstOrThrow(),
    trx.selectFrom('brands').select('in_menu').where('id', '=', id).executeTakeFirstOrThrow(),
  ]);
  const uses: Use[] = [];
  if (count(products) > 0)
    uses.push({ path: 'products', message: `is the brand of ${productsMessage(count(products))}` });
  if (count(models) > 0) uses.push({ path: 'phone_models', message: `has ${count(models)} phone models` });
  if (brand.in_menu === 1) uses.push({ path: 'in_menu', message: 'is shown in the menu' });
  return uses;
}

async function linkedProducts(
  trx: Transaction<Database>,
  table: 'product_tags' | 'product_models',
  id: number,
): Promise<Use[]> {
  const linked =
    table === 'product_tags'
      ? await trx
          .selectFrom('product_tags')
          .select((select) => select.fn.countAll().as('count'))
          .where('tag_id', '=', id)
          .executeTakeFirstOrThrow()
      : await trx
          .selectFrom('product_models')
          .select((select) => select.fn.countAll().as('count'))
          .where('phone_model_id', '=', id)
          .executeTakeFirstOrThrow();
  if (count(linked) === 0) return [];
  const verb = table === 'product_tags' ? 'is on' : 'fits';
  return [{ path: 'products', message: `${verb} ${productsMessage(count(linked))}` }];
}

/** One removal: found (404 when not), its uses counted and refused, then gone, audited and announced. */
async function removeTreeItem<Item>(
  deps: CatalogWriteDeps,
  actor: Actor,
  removal: {
    readonly entityType: Entity;
    readonly id: number;
    readonly read: (db: Kysely<Database>, id: number) => Promise<Item | undefined>;
    readonly uses: (trx: Transaction<Database>, id: number) => Promise<Use[]>;
    readonly remove: (trx: Transaction<Database>, id: number) => Promise<void>;
  },
): Promise<void> {
  const { entityType, id } = removal;
  if (!(await removal.read(deps.db, id))) throw notFound(`No ${entityType.replace('_', ' ')} ${id}`);
  await runTreeWrite(deps, actor, {
    action: `${entityType}.remove`,
    entityType,
    removes: true,
    id,
    read: removal.read,
    work: async (trx) => {
      refuseUses(entityType, id, await removal.uses(trx, id));
      await removal.remove(trx, id);
      return id;
    },
  });
}

const readCategory = async (db: Kysely<Database>, id: number): Promise<AdminCategory | undefined> =>
  (await loadAdminCategories(db)).find((category) => category.id === id);
const readBrand = async (db: Kysely<Database>, id: number): Promise<AdminBrand | undefined> =>
  (await loadAdminBrands(db)).find((brand) => brand.id === id);
const readTag = async (db: Kysely<Database>, id: number): Promise<AdminTag | undefined> =>
  (await loadAdminTags(db)).find((tag) => tag.id === id);
const readPhoneModel = async (db: Kysely<Database>, id: number): Promise<AdminPhoneModel | undefined> =>
  (await loadAdminPhoneModels(db)).find((model) => model.id === id);
const readPlugType = async (db: Kysely<Database>, id: number): Promise<AdminPlugType | undefined> =>
  (await loadAdminPlugTypes(db)).find((plug) => plug.id === id);

export async function removeCategory(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
): Promise<AdminCategory[]> {
  await removeTreeItem(deps, actor, {
    entityType: 'category',
    id,
    read: readCategory,
    uses: categoryUses,
    remove: async (trx) => {
      await trx.deleteFrom('category_texts').where('category_id', '=', id).execute();
      await trx.deleteFrom('categories').where('id', '=', id).execute();
    },
  });
  return loadAdminCategories(deps.db);
}

export async function removeBrand(deps: CatalogWriteDeps, actor: Actor, id: number): Promise<AdminBrand[]> {
  await removeTreeItem(deps, actor, {
    entityType: 'brand',
    id,
    read: readBrand,
    uses: brandUses,
    remove: async (trx) => {
      await trx.deleteFrom('brand_texts').where('brand_id', '=', id).execute();
      await trx.deleteFrom('brands').where('id', '=', id).execute();
    },
  });
  return loadAdminBrands(deps.db);
}

export async function removeTag(deps: CatalogWriteDeps, actor: Actor, id: number): Promise<AdminTag[]> {
  await removeTreeItem(deps, actor, {
    entityType: 'tag',
    id,
    read: readTag,
    uses: (trx) => linkedProducts(trx, 'product_tags', id),
    remove: async (trx) => {
      await trx.deleteFrom('tag_texts').where('tag_id', '=', id).execute();
      await trx.deleteFrom('tags').where('id', '=', id).execute();
    },
  });
  return loadAdminTags(deps.db);
}

export async function removePhoneModel(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
): Promise<AdminPhoneModel[]> {
  await removeTreeItem(deps, actor, {
    entityType: 'phone_model',
    id,
    read: readPhoneModel,
    uses: (trx) => linkedProducts(trx, 'product_models', id),
    remove: async (trx) => {
      await trx.deleteFrom('phone_models').where('id', '=', id).execute();
    },
  });
  return loadAdminPhoneModels(deps.db);
}

/**
 * A plug type nothing names by its code: no cable has it on an end and no search trigger leads
 * to the cable finder with it. The storefront's selector no longer lists it.
 */
export async function removePlugType(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
): Promise<AdminPlugType[]> {
  await removeTreeItem(deps, actor, {
    entityType: 'plug_type',
    id,
    read: readPlugType,
    uses: async (trx) => {
      const plug = await trx
        .selectFrom('plug_types')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return plugCodeUses(trx, plug.code);
    },
    remove: async (trx) => {
      await trx.deleteFrom('plug_type_texts').where('plug_type_id', '=', id).execute();
      await trx.deleteFrom('plug_types').where('id', '=', id).execute();
    },
  });
  return loadAdminPlugTypes(deps.db);
}
