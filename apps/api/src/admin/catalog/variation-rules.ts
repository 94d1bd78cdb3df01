import { fieldsOfParent, type UpdateProductBody } from '@shop/contracts/admin-catalog';
import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely, Transaction } from 'kysely';
import { colors, isColorCode } from '../../catalog/colors.ts';
import { parseAttributes } from '../../catalog/product-mapper.ts';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ProductRow } from '../../repositories/products.repository.ts';

/*
 * What a variation is (as the seed builds them, apps/api/src/seed/catalog/plan-helpers.seed.ts):
 * a Standard item under a Variant product, with its own SKU, texts, prices, stock and images, that
 * takes the product's kind, brand, group, discount category, VAT and main category. The storefront
 * reads those from the variation's own row (the cart's VAT and discounts), so they are copied.
 */

/** The columns a variation takes from its product, and keeps in step with it. */
export const inheritedColumns = [
  'kind',
  'brand_id',
  'group_id',
  'discount_category',
  'vat_class',
  'primary_category_id',
] as const satisfies readonly (keyof ProductRow)[];

/** The inherited columns among a write's columns: what the product's variations take too. */
export function inheritedChanges(
  columns: Partial<Omit<ProductRow, 'id' | 'version'>>,
): Partial<Pick<ProductRow, (typeof inheritedColumns)[number]>> {
  return Object.fromEntries(inheritedColumns.flatMap((key) => (key in columns ? [[key, columns[key]]] : [])));
}

/**
 * Refuses (422, naming each field) a variation's save of a field its product owns, and attributes
 * on a top-level product: the shopper picks a variation by its attributes, a product has none.
 */
export function refuseFieldsOfOtherLevel(body: UpdateProductBody, isVariation: boolean): void {
  const fields: string[] = isVariation
    ? fieldsOfParent.filter((field) => body[field] !== undefined)
    : body.attributes !== undefined
      ? ['attributes']
      : [];
  if (fields.length === 0) return;
  const message = isVariation
    ? "is the product's: change it on the product"
    : 'only a variation has attributes';
  throw new AppError(
    isVariation ? 'VARIATION_FIELD_OF_PRODUCT' : 'NOT_A_VARIATION',
    422,
    `${fields.join(', ')}: ${message}`,
    fields.map((path) => ({ path, message })),
  );
}

/** The option as a shopper reads it in a language: a known colour by its name, anything else as typed. */
export function optionLabel(attributes: Readonly<Record<string, string>>, locale: LocaleCode): string {
  return Object.values(attributes)
    .map((value) => (isColorCode(value) ? colors[value].name[locale] : value))
    .join(' / ');
}

/** Two variations a shopper could not tell apart: the same attributes with the same values. */
export function sameAttributes(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Locks the products' rows for the rest of the caller's transaction, in ascending id, so two
 * writers that both lock several (two imports) never wait for each other in a circle. A write of a
 * variation's attributes locks its product's row before it reads the siblings, and a catalog write
 * takes a product before its variations, as the admin's variation create always did (it raises the
 * product's version first). PostgreSQL: SELECT ... FOR UPDATE, locking in the ORDER BY's order.
 * SQLite: nothing to do, the project's transactions begin IMMEDIATE and hold the write lock of the
 * whole file (db/database.ts), so no other writer runs between the check and the write.
 */
export async function lockProducts(trx: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0 || !isPostgres(trx)) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (let index = 0; index < sorted.length; index += 500) {
    await trx
      .selectFrom('products')
      .select('id')
      .where('id', 'in', sorted.slice(index, index + 500))
      .orderBy('id')
      .forUpdate()
      .execute();
  }
}

/**
 * The product of a variation, its row locked for the caller's transaction (null for a product of
 * its own). Read again once locked: an import may have moved the variation meanwhile.
 */
export async function lockParentOf(trx: Kysely<Database>, id: number): Promise<number | null> {
  const parentOf = async () =>
    (await trx.selectFrom('products').select('parent_id').where('id', '=', id).executeTakeFirst())
      ?.parent_id ?? null;
  for (let parentId = await parentOf(); ; ) {
    if (parentId === null) return null;
    await lockProducts(trx, [parentId]);
    const locked = await parentOf();
    if (locked === parentId) return parentId;
    parentId = locked;
  }
}

/**
 * Refuses (409 naming attributes) an option another variation of the product already has: the
 * storefront's picker could not tell the two apart. Runs inside the transaction that writes the
 * variation: the product's row is locked first, so of two writes giving two variations the same
 * attributes at once, the second reads the first's once it has committed.
 */
export async function refuseDuplicateOption(
  trx: Transaction<Database>,
  parentId: number,
  attributes: Readonly<Record<string, string>>,
  id: number | null,
): Promise<void> {
  await lockProducts(trx, [parentId]);
  const siblings = await trx
    .selectFrom('products')
    .select(['id', 'sku', 'attributes'])
    .where('parent_id', '=', parentId)
    .execute();
  const twin = siblings.find(
    (sibling) => sibling.id !== id && sameAttributes(parseAttributes(sibling.attributes), attributes),
  );
  if (twin) {
    const message = `variation ${twin.sku} of this product has the same attributes`;
    throw new AppError('VARIATION_OPTION_TAKEN', 409, `attributes: ${message}`, [
      { path: 'attributes', message },
    ]);
  }
}
