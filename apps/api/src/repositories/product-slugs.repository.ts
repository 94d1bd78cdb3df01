import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The current slug of a product whose old slug this was (migration 0017: a slug staff change is
 * kept in product_slug_history), if that product is still published.
 */
export async function findCurrentSlugOfOldSlug(
  db: Kysely<Database>,
  locale: LocaleCode,
  oldSlug: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('product_slug_history as h')
    .innerJoin('products as p', 'p.id', 'h.product_id')
    .innerJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .select('t.slug')
    .where('h.locale', '=', locale)
    .where('h.slug', '=', oldSlug)
    .where('p.published', '=', 1)
    .executeTakeFirst();
  return row?.slug;
}
