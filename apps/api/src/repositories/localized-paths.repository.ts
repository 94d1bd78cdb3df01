import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type LocalizedRoute = 'product' | 'product-category-all' | 'brand' | 'product-tag';

/** The slug (or category path) of one page in every locale, found by its slug in one locale. */
export async function findLocalizedValues(
  db: Kysely<Database>,
  route: LocalizedRoute,
  locale: LocaleCode,
  value: string,
): Promise<{ locale: string; value: string }[]> {
  switch (route) {
    case 'product': {
      const row = await db
        .selectFrom('product_texts')
        .select('product_id')
        .where('locale', '=', locale)
        .where('slug', '=', value)
        .executeTakeFirst();
      if (!row) return [];
      return db
        .selectFrom('product_texts')
        .select(['locale', 'slug as value'])
        .where('product_id', '=', row.product_id)
        .execute();
    }
    case 'product-category-all': {
      const row = await db
        .selectFrom('category_texts')
        .select('category_id')
        .where('locale', '=', locale)
        .where('path', '=', value)
        .executeTakeFirst();
      if (!row) return [];
      return db
        .selectFrom('category_texts')
        .select(['locale', 'path as value'])
        .where('category_id', '=', row.category_id)
        .execute();
    }
    case 'brand': {
      const row = await db
        .selectFrom('brand_texts')
        .select('brand_id')
        .where('locale', '=', locale)
        .where('slug', '=', value)
        .executeTakeFirst();
      if (!row) return [];
      return db
        .selectFrom('brand_texts')
        .select(['locale', 'slug as value'])
        .where('brand_id', '=', row.brand_id)
        .execute();
    }
    case 'product-tag': {
      const row = await db
        .selectFrom('tag_texts')
        .select('tag_id')
        .where('locale', '=', locale)
        .where('slug', '=', value)
        .executeTakeFirst();
      if (!row) return [];
      return db
        .selectFrom('tag_texts')
        .select(['locale', 'slug as value'])
        .where('tag_id', '=', row.tag_id)
        .execute();
    }
  }
}
