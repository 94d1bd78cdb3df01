import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface CategoryRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly sort_order: number;
  readonly show_in_menu: number;
  readonly icon: string;
  readonly name: string;
  readonly slug: string;
  readonly path: string;
  readonly description: string;
}

/** Every category with its texts in one language. */
export async function loadCategoryRows(db: Kysely<Database>, locale: LocaleCode): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories as c')
    .innerJoin('category_texts as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
    )
    .select([
      'c.id',
      'c.parent_id',
      'c.sort_order',
      'c.show_in_menu',
      'c.icon',
      't.name',
      't.slug',
      't.path',
      't.description',
    ])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
}

/**
 * Which of the products belong to which of the categories. A product is linked to its category
 * and every ancestor, so descendants count without walking the tree.
 */
export async function findCategoryMembers(
  db: Kysely<Database>,
  productIds: readonly number[],
  categoryIds: readonly number[],
): Promise<{ category_id: number; product_id: number }[]> {
  if (productIds.length === 0 || categoryIds.length === 0) return [];
  return db
    .selectFrom('product_categories')
    .select(['category_id', 'product_id'])
    .where('category_id', 'in', [...categoryIds])
    .where('product_id', 'in', [...productIds])
    .orderBy('product_id')
    .execute();
}
