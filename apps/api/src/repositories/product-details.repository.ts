import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What only the product page shows, beyond the card. */
export interface ProductDetailRows {
  readonly kind: string;
  readonly primaryCategoryId: number | null;
  readonly recentViews: number;
  readonly boughtToday: number;
  readonly description: string;
  readonly specifications: string;
  readonly brand: { id: number; name: string; slug: string } | undefined;
  readonly phoneModels: readonly { id: number; name: string; slug: string }[];
  readonly tags: readonly { id: number; name: string; slug: string }[];
  readonly setItems: readonly { product_id: number; sku: string; name: string; quantity: number }[];
}

export async function loadProductDetailRows(
  db: Kysely<Database>,
  productId: number,
  locale: LocaleCode,
): Promise<ProductDetailRows | undefined> {
  const product = await db
    .selectFrom('products as p')
    .innerJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .leftJoin('brand_texts as b', (join) =>
      join.onRef('b.brand_id', '=', 'p.brand_id').on('b.locale', '=', locale),
    )
    .select([
      'p.kind',
      'p.primary_category_id',
      'p.recent_views',
      'p.bought_today',
      't.description',
      't.specifications',
      'b.brand_id',
      'b.name as brand_name',
      'b.slug as brand_slug',
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!product) return undefined;
  const [phoneModels, tags, setItems] = await Promise.all([
    db
      .selectFrom('product_models as pm')
      .innerJoin('phone_models as m', 'm.id', 'pm.phone_model_id')
      .select(['m.id', 'm.name', 'm.slug'])
      .where('pm.product_id', '=', productId)
      .orderBy('m.release_year', 'desc')
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('product_tags as pt')
      .innerJoin('tag_texts as t', (join) =>
        join.onRef('t.tag_id', '=', 'pt.tag_id').on('t.locale', '=', locale),
      )
      .select(['t.tag_id as id', 't.name', 't.slug'])
      .where('pt.product_id', '=', productId)
      .orderBy('t.tag_id')
      .execute(),
    db
      .selectFrom('product_set_items as s')
      .innerJoin('products as p', 'p.id', 's.item_product_id')
      .innerJoin('product_texts as t', (join) =>
        join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
      )
      .select(['p.id as product_id', 'p.sku', 't.name', 's.quantity'])
      .where('s.set_product_id', '=', productId)
      // Ordered by the set's own column: ordering by p.id tempts SQLite into walking every product.
      .orderBy('s.item_product_id')
      .execute(),
  ]);
  return {
    kind: product.kind,
    primaryCategoryId: product.primary_category_id,
    recentViews: product.recent_views,
    boughtToday: product.bought_today,
    description: product.description,
    specifications: product.specifications,
    brand:
      product.brand_id !== null && product.brand_name !== null && product.brand_slug !== null
        ? { id: product.brand_id, name: product.brand_name, slug: product.brand_slug }
        : undefined,
    phoneModels,
    tags,
    setItems,
  };
}
