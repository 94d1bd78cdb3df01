import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ProductImageSubject {
  readonly kind: string;
  readonly color: string;
  readonly view: string;
  readonly width: number;
  readonly name: string;
}

/** What a product image shows; the title is the Swedish name (image URLs carry no locale). */
export async function findProductImageSubject(
  db: Kysely<Database>,
  imageId: number,
): Promise<ProductImageSubject | undefined> {
  return db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', 'sv'),
    )
    .select(['p.kind', 'p.color', 'i.view', 'i.width', 't.name'])
    .where('i.id', '=', imageId)
    .executeTakeFirst();
}

export async function findCategoryIcon(
  db: Kysely<Database>,
  categoryId: number,
): Promise<{ icon: string; name: string } | undefined> {
  return db
    .selectFrom('categories as c')
    .innerJoin('category_texts as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', 'sv'),
    )
    .select(['c.icon', 't.name'])
    .where('c.id', '=', categoryId)
    .executeTakeFirst();
}

export async function findBrandLogo(
  db: Kysely<Database>,
  brandId: number,
): Promise<{ color: string; name: string } | undefined> {
  return db
    .selectFrom('brands as b')
    .innerJoin('brand_texts as t', (join) => join.onRef('t.brand_id', '=', 'b.id').on('t.locale', '=', 'sv'))
    .select(['b.color', 't.name'])
    .where('b.id', '=', brandId)
    .executeTakeFirst();
}
