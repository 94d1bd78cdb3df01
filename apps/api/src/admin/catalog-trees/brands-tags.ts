import type {
  AdminBrand,
  AdminTag,
  ChangedTexts,
  CreateBrandBody,
  CreateTagBody,
  MoveBody,
  UpdateBrandBody,
  UpdateTagBody,
} from '@shop/contracts/admin-catalog-trees';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../orders/transactions.ts';
import type { Actor } from '../audit.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';
import {
  findProductIdsOfBrand,
  loadAdminBrands,
  loadAdminTags,
  nextIdOf,
} from './catalog-trees.repository.ts';
import { type FilledText, fillTexts, moveAmongSiblings } from './tree-rules.ts';
import { writeTreeItem } from './tree-write.ts';

type Kind = 'brand' | 'tag';
const textTables = {
  brand: { table: 'brand_texts', owner: 'brand_id' },
  tag: { table: 'tag_texts', owner: 'tag_id' },
} as const;

/** A brand's or a tag's slug is its page's URL in that language: two of one kind cannot share one (409). */
async function refuseTakenSlug(
  db: Kysely<Database>,
  kind: Kind,
  locale: LocaleCode,
  slug: string,
  id: number | null,
): Promise<void> {
  const rows =
    kind === 'brand'
      ? await db
          .selectFrom('brand_texts')
          .select('brand_id as owner')
          .where('locale', '=', locale)
          .where('slug', '=', slug)
          .execute()
      : await db
          .selectFrom('tag_texts')
          .select('tag_id as owner')
          .where('locale', '=', locale)
          .where('slug', '=', slug)
          .execute();
  const owner = rows.find((row) => row.owner !== id);
  if (owner) {
    const message = `${slug} is already the slug of ${kind} ${owner.owner}`;
    throw new AppError(`${kind.toUpperCase()}_SLUG_TAKEN`, 409, `texts.${locale}.slug: ${message}`, [
      { path: `texts.${locale}.slug`, message },
    ]);
  }
}

async function insertTexts(
  trx: Transaction<Database>,
  kind: Kind,
  id: number,
  texts: Record<LocaleCode, FilledText>,
): Promise<void> {
  for (const locale of localeCodes) await refuseTakenSlug(trx, kind, locale, texts[locale].slug, null);
  const rows = localeCodes.map((locale) => ({ locale, ...texts[locale] }));
  if (kind === 'brand') {
    await trx
      .insertInto('brand_texts')
      .values(rows.map((row) => ({ brand_id: id, ...row })))
      .execute();
  } else {
    await trx
      .insertInto('tag_texts')
      .values(rows.map((row) => ({ tag_id: id, ...row })))
      .execute();
  }
}

async function updateTexts(
  trx: Transaction<Database>,
  kind: Kind,
  id: number,
  texts: ChangedTexts | undefined,
  current: Partial<Record<LocaleCode, FilledText>>,
): Promise<void> {
  const { table, owner } = textTables[kind];
  for (const locale of localeCodes) {
    const change = texts?.[locale];
    if (!change) continue;
    const existing = current[locale];
    if (!existing) {
      throw badRequest(`texts.${locale}: the ${kind} has no texts in ${locale} to change`, [
        { path: `texts.${locale}`, message: 'no texts in this language' },
      ]);
    }
    if (change.slug !== undefined) await refuseTakenSlug(trx, kind, locale, change.slug, id);
    await trx
      .updateTable(table)
      .set({
        name: change.name ?? existing.name,
        slug: change.slug ?? existing.slug,
        description: change.description ?? existing.description,
      })
      .where(owner, '=', id)
      .where('locale', '=', locale)
      .execute();
  }
}

function namesChange(texts: ChangedTexts | undefined, current: Partial<Record<LocaleCode, FilledText>>) {
  return localeCodes.some((locale) => {
    const name = texts?.[locale]?.name;
    return name !== undefined && name !== current[locale]?.name;
  });
}

async function freeCode(db: Kysely<Database>, kind: Kind, wanted: string, id: number): Promise<string> {
  const table = kind === 'brand' ? 'brands' : 'tags';
  const taken = await db.selectFrom(table).select('id').where('code', '=', wanted).executeTakeFirst();
  return taken ? `${wanted}-${id}` : wanted;
}

async function nextOrder(db: Kysely<Database>, kind: Kind): Promise<number> {
  const row = await db
    .selectFrom(kind === 'brand' ? 'brands' : 'tags')
    .select((select) => select.fn.max('sort_order').as('sort_order'))
    .executeTakeFirst();
  return Number(row?.sort_order ?? 0) + 1;
}

/** Runs a create again when two staff took the same new id at once. */
async function retryTakenId<Result>(kind: Kind, create: () => Promise<Result>): Promise<Result> {
  const table = kind === 'brand' ? 'brands' : 'tags';
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      if (
        attempt < 3 &&
        (isUniqueViolation(error, `${table}_pkey`) || isUniqueViolation(error, `${table}.id`))
      )
        continue;
      throw error;
    }
  }
}

const readBrand = async (db: Kysely<Database>, id: number) =>
  (await loadAdminBrands(db)).find((brand) => brand.id === id);
const readTag = async (db: Kysely<Database>, id: number) =>
  (await loadAdminTags(db)).find((tag) => tag.id === id);

/** Staff add a brand, last in order; the drawn logo takes a neutral colour. */
export async function createBrand(
  deps: CatalogWriteDeps,
  actor: Actor,
  body: CreateBrandBody,
): Promise<AdminBrand> {
  const texts = fillTexts(body.texts, 'brand');
  return retryTakenId('brand', () =>
    writeTreeItem(deps, actor, {
      action: 'brand.create',
      entityType: 'brand',
      id: null,
      read: readBrand,
      work: async (trx) => {
        const id = await nextIdOf(trx, 'brands');
        await trx
          .insertInto('brands')
          .values({
            id,
            code: await freeCode(trx, 'brand', texts.sv.slug, id),
            sort_order: await nextOrder(trx, 'brand'),
            in_menu: body.in_menu ? 1 : 0,
            color: '#333333',
          })
          .execute();
        await insertTexts(trx, 'brand', id, texts);
        return id;
      },
    }),
  );
}

/** Staff rename a brand or show it in the menu; a new name is searched at once. */
export async function updateBrand(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: UpdateBrandBody,
): Promise<AdminBrand> {
  const current = await readBrand(deps.db, id);
  if (!current) throw notFound(`No brand ${id}`);
  return writeTreeItem(deps, actor, {
    action: 'brand.update',
    entityType: 'brand',
    id,
    read: readBrand,
    work: async (trx) => {
      if (body.in_menu !== undefined)
        await trx
          .updateTable('brands')
          .set({ in_menu: body.in_menu ? 1 : 0 })
          .where('id', '=', id)
          .execute();
      await updateTexts(trx, 'brand', id, body.texts, current.texts);
      return id;
    },
    ...(namesChange(body.texts, current.texts)
      ? { searchedProducts: (trx: Transaction<Database>) => findProductIdsOfBrand(trx, id) }
      : {}),
  });
}

/** Staff move a brand up or down in the brands' order (the menu's order). */
export async function moveBrand(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: MoveBody,
): Promise<AdminBrand[]> {
  if (!(await readBrand(deps.db, id))) throw notFound(`No brand ${id}`);
  await writeTreeItem(deps, actor, {
    action: `brand.move-${body.direction}`,
    entityType: 'brand',
    id,
    read: readBrand,
    work: async (trx) => {
      const order = moveAmongSiblings(
        (await loadAdminBrands(trx)).map((brand) => brand.id),
        id,
        body.direction,
      );
      for (const [index, brand] of order.entries()) {
        await trx
          .updateTable('brands')
          .set({ sort_order: index + 1 })
          .where('id', '=', brand)
          .execute();
      }
      return id;
    },
  });
  return loadAdminBrands(deps.db);
}

export async function createTag(
  deps: CatalogWriteDeps,
  actor: Actor,
  body: CreateTagBody,
): Promise<AdminTag> {
  const texts = fillTexts(body.texts, 'tag');
  return retryTakenId('tag', () =>
    writeTreeItem(deps, actor, {
      action: 'tag.create',
      entityType: 'tag',
      id: null,
      read: readTag,
      work: async (trx) => {
        const id = await nextIdOf(trx, 'tags');
        await trx
          .insertInto('tags')
          .values({
            id,
            code: await freeCode(trx, 'tag', texts.sv.slug, id),
            sort_order: await nextOrder(trx, 'tag'),
          })
          .execute();
        await insertTexts(trx, 'tag', id, texts);
        return id;
      },
    }),
  );
}

export async function updateTag(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: UpdateTagBody,
): Promise<AdminTag> {
  const current = await readTag(deps.db, id);
  if (!current) throw notFound(`No tag ${id}`);
  return writeTreeItem(deps, actor, {
    action: 'tag.update',
    entityType: 'tag',
    id,
    read: readTag,
    work: async (trx) => {
      await updateTexts(trx, 'tag', id, body.texts, current.texts);
      return id;
    },
  });
}
