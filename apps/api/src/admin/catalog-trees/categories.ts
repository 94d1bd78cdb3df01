import type {
  AdminCategory,
  CreateCategoryBody,
  MoveBody,
  UpdateCategoryBody,
} from '@shop/contracts/admin-catalog-trees';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../orders/transactions.ts';
import type { Actor } from '../audit.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';
import { findProductIdsInCategories, loadAdminCategories, nextIdOf } from './catalog-trees.repository.ts';
import { fillTexts, makesCycle, moveAmongSiblings, pathUnder, subtreeOf } from './tree-rules.ts';
import { writeTreeItem } from './tree-write.ts';

async function readCategory(db: Kysely<Database>, id: number): Promise<AdminCategory | undefined> {
  return (await loadAdminCategories(db)).find((category) => category.id === id);
}

async function requireParent(db: Kysely<Database>, parentId: number | null) {
  if (parentId === null) return null;
  const parent = await db
    .selectFrom('categories')
    .select(['id', 'code', 'icon'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent) {
    throw badRequest(`parent_id: there is no category ${parentId}`, [
      { path: 'parent_id', message: `there is no category ${parentId}` },
    ]);
  }
  return parent;
}

async function parentPaths(db: Kysely<Database>, parentId: number | null): Promise<Map<string, string>> {
  if (parentId === null) return new Map();
  const rows = await db
    .selectFrom('category_texts')
    .select(['locale', 'path'])
    .where('category_id', '=', parentId)
    .execute();
  return new Map(rows.map((row) => [row.locale, row.path]));
}

/** A path another category has in that language: its slug is taken among its siblings (409). */
async function refuseTakenPath(
  db: Kysely<Database>,
  locale: LocaleCode,
  path: string,
  mine: readonly number[],
): Promise<void> {
  let query = db
    .selectFrom('category_texts')
    .select('category_id')
    .where('locale', '=', locale)
    .where('path', '=', path);
  if (mine.length > 0) query = query.where('category_id', 'not in', [...mine]);
  const owner = await query.executeTakeFirst();
  if (owner) {
    const message = `${path} is already the path of category ${owner.category_id}: choose another slug`;
    throw new AppError('CATEGORY_SLUG_TAKEN', 409, `texts.${locale}.slug: ${message}`, [
      { path: `texts.${locale}.slug`, message },
    ]);
  }
}

async function nextSortOrder(db: Kysely<Database>, parentId: number | null): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((select) => select.fn.max('sort_order').as('sort_order'))
    .where((where) =>
      parentId === null ? where('parent_id', 'is', null) : where('parent_id', '=', parentId),
    )
    .executeTakeFirst();
  return Number(row?.sort_order ?? 0) + 1;
}

async function freeCode(db: Kysely<Database>, wanted: string, id: number): Promise<string> {
  const taken = await db.selectFrom('categories').select('id').where('code', '=', wanted).executeTakeFirst();
  return taken ? `${wanted}-${id}` : wanted;
}

/** Staff add a category under a parent (or at the top), last among its siblings. */
export async function createCategory(
  deps: CatalogWriteDeps,
  actor: Actor,
  body: CreateCategoryBody,
): Promise<AdminCategory> {
  await requireParent(deps.db, body.parent_id);
  const texts = fillTexts(body.texts, 'category');
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeTreeItem(deps, actor, {
        action: 'category.create',
        entityType: 'category',
        id: null,
        read: readCategory,
        work: async (trx) => {
          const parent = await requireParent(trx, body.parent_id);
          const paths = await parentPaths(trx, body.parent_id);
          const id = await nextIdOf(trx, 'categories');
          for (const locale of localeCodes) {
            await refuseTakenPath(trx, locale, pathUnder(paths.get(locale) ?? null, texts[locale].slug), []);
          }
          const ownCode = texts.sv.slug;
          await trx
            .insertInto('categories')
            .values({
              id,
              parent_id: body.parent_id,
              code: await freeCode(trx, parent ? `${parent.code}/${ownCode}` : ownCode, id),
              sort_order: await nextSortOrder(trx, body.parent_id),
              show_in_menu: body.show_in_menu ? 1 : 0,
              // The drawn thumb follows the parent's kind of product until the category has its own.
              icon: parent?.icon ?? 'tool',
            })
            .execute();
          await trx
            .insertInto('category_texts')
            .values(
              localeCodes.map((locale) => ({
                category_id: id,
                locale,
                ...texts[locale],
                path: pathUnder(paths.get(locale) ?? null, texts[locale].slug),
              })),
            )
            .execute();
          return id;
        },
      });
    } catch (error) {
      // Two staff adding at once took the same id: the later one takes the next.
      if (
        attempt < 3 &&
        (isUniqueViolation(error, 'categories_pkey') || isUniqueViolation(error, 'categories.id'))
      )
        continue;
      throw error;
    }
  }
}

/** Writes every path of the subtree in one language again, from its root's new path down. */
async function rewritePaths(
  trx: Transaction<Database>,
  links: readonly { id: number; parent_id: number | null }[],
  rootId: number,
  locale: LocaleCode,
  rootPath: string,
  slugs: ReadonlyMap<number, string>,
): Promise<void> {
  const pathOf = new Map<number, string>([[rootId, rootPath]]);
  for (const id of subtreeOf(links, rootId)) {
    const link = links.find((candidate) => candidate.id === id);
    const path =
      id === rootId ? rootPath : pathUnder(pathOf.get(link?.parent_id ?? -1) ?? null, slugs.get(id) ?? '');
    pathOf.set(id, path);
    await trx
      .updateTable('category_texts')
      .set({ path })
      .where('category_id', '=', id)
      .where('locale', '=', locale)
      .execute();
  }
}

/**
 * Staff change a category's texts, parent or menu flag. A parent under the category itself is a
 * cycle (422). A new slug or parent changes the paths of the category and everything below it;
 * while products are linked there that is refused (409): their category pages would lose their
 * URLs, and the links a product keeps to every ancestor would point at the old ones.
 */
export async function updateCategory(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: UpdateCategoryBody,
): Promise<AdminCategory> {
  const all = await loadAdminCategories(deps.db);
  const current = all.find((category) => category.id === id);
  if (!current) throw notFound(`No category ${id}`);
  const moves = body.parent_id !== undefined && body.parent_id !== current.parent_id;
  if (moves && body.parent_id !== undefined) {
    await requireParent(deps.db, body.parent_id);
    if (makesCycle(all, id, body.parent_id)) {
      const message = `category ${body.parent_id} is ${body.parent_id === id ? 'this category itself' : 'below this category'}: a category cannot be put under itself`;
      throw new AppError('CATEGORY_CYCLE', 422, `parent_id: ${message}`, [{ path: 'parent_id', message }]);
    }
  }
  const renamedSlugs = localeCodes.filter((locale) => {
    const slug = body.texts?.[locale]?.slug;
    return slug !== undefined && slug !== current.texts[locale]?.slug;
  });
  const subtree = subtreeOf(all, id);
  if (moves || renamedSlugs.length > 0) {
    const held = (await findProductIdsInCategories(deps.db, subtree)).length;
    if (held > 0) {
      const field = moves ? 'parent_id' : `texts.${renamedSlugs[0]}.slug`;
      const message = `${held} products are in this category or below it: move them out before changing its ${moves ? 'parent' : 'slug'}, so their pages and the category's URL keep working`;
      throw new AppError('CATEGORY_HAS_PRODUCTS', 409, `${field}: ${message}`, [{ path: field, message }]);
    }
  }
  const renamed = localeCodes.some((locale) => {
    const name = body.texts?.[locale]?.name;
    return name !== undefined && name !== current.texts[locale]?.name;
  });
  return writeTreeItem(deps, actor, {
    action: 'category.update',
    entityType: 'category',
    id,
    read: readCategory,
    work: async (trx) => {
      const parentId = moves ? (body.parent_id ?? null) : current.parent_id;
      const columns = {
        ...(moves ? { parent_id: parentId, sort_order: await nextSortOrder(trx, parentId) } : {}),
        ...(body.show_in_menu !== undefined ? { show_in_menu: body.show_in_menu ? 1 : 0 } : {}),
      };
      if (Object.keys(columns).length > 0)
        await trx.updateTable('categories').set(columns).where('id', '=', id).execute();
      for (const locale of localeCodes) {
        const change = body.texts?.[locale];
        const existing = current.texts[locale];
        if (!change) continue;
        if (!existing) {
          throw badRequest(`texts.${locale}: the category has no texts in ${locale} to change`, [
            { path: `texts.${locale}`, message: 'no texts in this language' },
          ]);
        }
        await trx
          .updateTable('category_texts')
          .set({
            name: change.name ?? existing.name,
            slug: change.slug ?? existing.slug,
            description: change.description ?? existing.description,
          })
          .where('category_id', '=', id)
          .where('locale', '=', locale)
          .execute();
      }
      if (moves || renamedSlugs.length > 0) {
        const links = all.map((category) => ({
          id: category.id,
          parent_id: category.id === id ? parentId : category.parent_id,
        }));
        const paths = await parentPaths(trx, parentId);
        for (const locale of localeCodes) {
          const slugs = new Map(all.map((category) => [category.id, category.texts[locale]?.slug ?? '']));
          const ownSlug = body.texts?.[locale]?.slug ?? current.texts[locale]?.slug;
          if (ownSlug === undefined) continue;
          slugs.set(id, ownSlug);
          const rootPath = pathUnder(paths.get(locale) ?? null, ownSlug);
          await refuseTakenPath(trx, locale, rootPath, subtree);
          await rewritePaths(trx, links, id, locale, rootPath, slugs);
        }
      }
      return id;
    },
    ...(renamed
      ? { searchedProducts: (trx: Transaction<Database>) => findProductIdsInCategories(trx, [id]) }
      : {}),
  });
}

/** Staff move a category up or down among its siblings; the siblings are numbered 1, 2, 3 again. */
export async function moveCategory(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: MoveBody,
): Promise<AdminCategory[]> {
  const current = await readCategory(deps.db, id);
  if (!current) throw notFound(`No category ${id}`);
  await writeTreeItem(deps, actor, {
    action: `category.move-${body.direction}`,
    entityType: 'category',
    id,
    read: readCategory,
    work: async (trx) => {
      const siblings = (await loadAdminCategories(trx)).filter(
        (category) => category.parent_id === current.parent_id,
      );
      const order = moveAmongSiblings(
        siblings.map((category) => category.id),
        id,
        body.direction,
      );
      for (const [index, sibling] of order.entries()) {
        await trx
          .updateTable('categories')
          .set({ sort_order: index + 1 })
          .where('id', '=', sibling)
          .execute();
      }
      return id;
    },
  });
  return loadAdminCategories(deps.db);
}
