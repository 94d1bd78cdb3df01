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

/**
 * A product's slug in a language changed (staff edit, CSV import): the old slug keeps pointing at
 * the product (the storefront answers it with a 301), and a slug taken back is no longer old.
 */
export async function recordSlugChange(
  db: Kysely<Database>,
  change: { locale: LocaleCode; productId: number; oldSlug: string | null; slug: string; now: Date },
): Promise<void> {
  const { locale, productId, oldSlug, slug, now } = change;
  await db.deleteFrom('product_slug_history').where('locale', '=', locale).where('slug', '=', slug).execute();
  if (oldSlug === null || oldSlug === slug) return;
  await db
    .insertInto('product_slug_history')
    .values({ locale, slug: oldSlug, product_id: productId, changed_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict
        .columns(['locale', 'slug'])
        .doUpdateSet({ product_id: productId, changed_at: now.toISOString() }),
    )
    .execute();
}
