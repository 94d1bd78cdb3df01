import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SearchDocument } from './search-index.ts';
import { normalizeSearchText } from './search-text.ts';

function groupTexts(rows: readonly { id: number; text: string }[]): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const row of rows) {
    const list = grouped.get(row.id) ?? [];
    list.push(row.text);
    grouped.set(row.id, list);
  }
  return grouped;
}

/**
 * The next `limit` top-level products after `afterId` as search documents in one language: the
 * product's name, its sku and its variations' skus, brand, phone models and categories. Only
 * published products are found (a product staff have not published yet is not in the shop).
 */
export async function loadSearchDocuments(
  db: Kysely<Database>,
  locale: LocaleCode,
  afterId: number,
  limit: number,
): Promise<SearchDocument[]> {
  return loadDocuments(db, locale, { afterId, limit });
}

/** The search documents of some top-level products (those published), for an incremental refresh. */
export async function loadSearchDocumentsOf(
  db: Kysely<Database>,
  locale: LocaleCode,
  ids: readonly number[],
): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  return loadDocuments(db, locale, { ids });
}

async function loadDocuments(
  db: Kysely<Database>,
  locale: LocaleCode,
  which: { afterId: number; limit: number } | { ids: readonly number[] },
): Promise<SearchDocument[]> {
  let query = db
    .selectFrom('products as p')
    .innerJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .leftJoin('brand_texts as b', (join) =>
      join.onRef('b.brand_id', '=', 'p.brand_id').on('b.locale', '=', locale),
    )
    .select(['p.id', 'p.sku', 'p.popularity', 't.name', 'b.name as brand'])
    .where('p.parent_id', 'is', null)
    .where('p.published', '=', 1)
    .orderBy('p.id');
  query =
    'ids' in which
      ? query.where('p.id', 'in', [...which.ids])
      : query.where('p.id', '>', which.afterId).limit(which.limit);
  const products = await query.execute();
  if (products.length === 0) return [];
  const ids = products.map((product) => product.id);
  const [variations, models, categories] = await Promise.all([
    db
      .selectFrom('products')
      .select(['parent_id as id', 'sku as text'])
      .where('parent_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_models as pm')
      .innerJoin('phone_models as m', 'm.id', 'pm.phone_model_id')
      .select(['pm.product_id as id', 'm.name as text'])
      .where('pm.product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_categories as pc')
      .innerJoin('category_texts as c', (join) =>
        join.onRef('c.category_id', '=', 'pc.category_id').on('c.locale', '=', locale),
      )
      .select(['pc.product_id as id', 'c.name as text'])
      .where('pc.product_id', 'in', ids)
      .execute(),
  ]);
  const variationSkus = groupTexts(variations.map((row) => ({ id: row.id ?? 0, text: row.text })));
  const modelNames = groupTexts(models);
  const categoryNames = groupTexts(categories);
  return products.map((product) => ({
    id: product.id,
    popularity: product.popularity,
    name: normalizeSearchText(product.name),
    sku: normalizeSearchText([product.sku, ...(variationSkus.get(product.id) ?? [])].join(' ')),
    brand: normalizeSearchText(product.brand ?? ''),
    model: normalizeSearchText([...new Set(modelNames.get(product.id) ?? [])].join(' ')),
    category: normalizeSearchText([...new Set(categoryNames.get(product.id) ?? [])].join(' ')),
  }));
}

/** The top-level products of some ids: a variation stands for its product. */
export async function topLevelIdsOf(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'parent_id'])
    .where('id', 'in', [...ids])
    .execute();
  const found = new Set(rows.map((row) => row.id));
  // An id that is gone is kept: its documents are removed.
  const top = [...ids.filter((id) => !found.has(id)), ...rows.map((row) => row.parent_id ?? row.id)];
  return [...new Set(top)].sort((a, b) => a - b);
}
