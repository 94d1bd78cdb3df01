import type { AdminBrand, AdminCategory, AdminTag, TreeText } from '@shop/contracts/admin-catalog-trees';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The SQL of the catalog's trees in the back office: categories, brands and tags with all their texts. */

function isLocale(value: string): value is LocaleCode {
  return (localeCodes as readonly string[]).includes(value);
}

function groupTexts<Row extends { owner: number; locale: string }, Text>(
  rows: readonly Row[],
  toText: (row: Row) => Text,
): Map<number, Partial<Record<LocaleCode, Text>>> {
  const byOwner = new Map<number, Partial<Record<LocaleCode, Text>>>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const texts = byOwner.get(row.owner) ?? {};
    texts[row.locale] = toText(row);
    byOwner.set(row.owner, texts);
  }
  return byOwner;
}

/** Every category, parents before children and siblings in their order, with texts and product counts. */
export async function loadAdminCategories(db: Kysely<Database>): Promise<AdminCategory[]> {
  const [categories, texts, counts] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'sort_order', 'show_in_menu'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('category_texts')
      .select(['category_id as owner', 'locale', 'name', 'slug', 'path', 'description'])
      .execute(),
    db
      .selectFrom('product_categories')
      .select((select) => ['category_id', select.fn.countAll<number>().as('count')])
      .groupBy('category_id')
      .execute(),
  ]);
  const textsOf = groupTexts(texts, ({ name, slug, path, description }) => ({
    name,
    slug,
    path,
    description,
  }));
  const countOf = new Map(counts.map((row) => [row.category_id, Number(row.count)]));
  const children = new Map<number | null, typeof categories>();
  for (const category of categories) {
    const siblings = children.get(category.parent_id) ?? [];
    siblings.push(category);
    children.set(category.parent_id, siblings);
  }
  const ordered: AdminCategory[] = [];
  const visit = (parent: number | null) => {
    for (const category of children.get(parent) ?? []) {
      ordered.push({
        id: category.id,
        parent_id: category.parent_id,
        sort_order: category.sort_order,
        show_in_menu: category.show_in_menu === 1,
        texts: textsOf.get(category.id) ?? {},
        product_count: countOf.get(category.id) ?? 0,
      });
      visit(category.id);
    }
  };
  visit(null);
  return ordered;
}

export async function loadAdminBrands(db: Kysely<Database>): Promise<AdminBrand[]> {
  const [brands, texts, counts] = await Promise.all([
    db
      .selectFrom('brands')
      .select(['id', 'code', 'sort_order', 'in_menu'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('brand_texts')
      .select(['brand_id as owner', 'locale', 'name', 'slug', 'description'])
      .execute(),
    db
      .selectFrom('products')
      .select((select) => ['brand_id', select.fn.countAll<number>().as('count')])
      .where('brand_id', 'is not', null)
      .groupBy('brand_id')
      .execute(),
  ]);
  const textsOf = groupTexts<(typeof texts)[number], TreeText>(texts, ({ name, slug, description }) => ({
    name,
    slug,
    description,
  }));
  const countOf = new Map(counts.map((row) => [row.brand_id, Number(row.count)]));
  return brands.map((brand) => ({
    id: brand.id,
    code: brand.code,
    sort_order: brand.sort_order,
    in_menu: brand.in_menu === 1,
    texts: textsOf.get(brand.id) ?? {},
    product_count: countOf.get(brand.id) ?? 0,
  }));
}

export async function loadAdminTags(db: Kysely<Database>): Promise<AdminTag[]> {
  const [tags, texts, counts] = await Promise.all([
    db.selectFrom('tags').select(['id', 'code']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('tag_texts').select(['tag_id as owner', 'locale', 'name', 'slug', 'description']).execute(),
    db
      .selectFrom('product_tags')
      .select((select) => ['tag_id', select.fn.countAll<number>().as('count')])
      .groupBy('tag_id')
      .execute(),
  ]);
  const textsOf = groupTexts<(typeof texts)[number], TreeText>(texts, ({ name, slug, description }) => ({
    name,
    slug,
    description,
  }));
  const countOf = new Map(counts.map((row) => [row.tag_id, Number(row.count)]));
  return tags.map((tag) => ({
    id: tag.id,
    code: tag.code,
    texts: textsOf.get(tag.id) ?? {},
    product_count: countOf.get(tag.id) ?? 0,
  }));
}

/** The tables whose ids staff give, and the entity type their audit entries are kept under. */
const auditedAs = {
  categories: 'category',
  brands: 'brand',
  tags: 'tag',
  phone_models: 'phone_model',
  plug_types: 'plug_type',
} as const;
export type TreeTable = keyof typeof auditedAs;

/**
 * The id a new item of a tree table takes (the seed's tables have no sequences). It is larger than
 * every id the table holds and every id the audit log has recorded for that kind of item, so a
 * removed item's id is never given again: the audit log keeps one item's story under one id, and
 * URLs built from ids (a brand's logo, a category's picture) never show another item's cached
 * answer. Two writers at once may still take the same id; the later insert collides and retries.
 */
export async function nextIdOf(db: Kysely<Database>, table: TreeTable): Promise<number> {
  const [held, audited] = await Promise.all([
    db
      .selectFrom(table)
      .select((select) => select.fn.max('id').as('id'))
      .executeTakeFirst(),
    // Every audited id of these kinds is a number (runTreeWrite records the item's id).
    db
      .selectFrom('audit_log')
      .select(sql<number | string | null>`max(cast(entity_id as integer))`.as('id'))
      .where('entity_type', '=', auditedAs[table])
      .executeTakeFirst(),
  ]);
  return Math.max(Number(held?.id ?? 0), Number(audited?.id ?? 0)) + 1;
}

/** Products linked to any of the categories (a category's own and its descendants'). */
export async function findProductIdsInCategories(
  db: Kysely<Database>,
  categoryIds: readonly number[],
): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_categories')
    .select('product_id')
    .distinct()
    .where('category_id', 'in', [...categoryIds])
    .execute();
  return rows.map((row) => row.product_id);
}

export async function findProductIdsOfBrand(db: Kysely<Database>, brandId: number): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').where('brand_id', '=', brandId).execute();
  return rows.map((row) => row.id);
}
