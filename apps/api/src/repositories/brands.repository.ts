import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface BrandRow {
  readonly id: number;
  readonly code: string;
  readonly sort_order: number;
  readonly in_menu: number;
  readonly color: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
}

export async function loadBrandRows(db: Kysely<Database>, locale: LocaleCode): Promise<BrandRow[]> {
  return db
    .selectFrom('brands as b')
    .innerJoin('brand_texts as t', (join) =>
      join.onRef('t.brand_id', '=', 'b.id').on('t.locale', '=', locale),
    )
    .select(['b.id', 'b.code', 'b.sort_order', 'b.in_menu', 'b.color', 't.name', 't.slug', 't.description'])
    .orderBy('b.sort_order')
    .execute();
}

export interface TagRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
}

export async function findTagBySlug(
  db: Kysely<Database>,
  locale: LocaleCode,
  slug: string,
): Promise<TagRow | undefined> {
  return db
    .selectFrom('tag_texts')
    .select(['tag_id as id', 'name', 'slug', 'description'])
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .executeTakeFirst();
}
