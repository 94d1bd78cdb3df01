import { fieldsOfParent, type UpdateProductBody } from '@shop/contracts/admin-catalog';
import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import { colors, isColorCode } from '../../catalog/colors.ts';
import { parseAttributes } from '../../catalog/product-mapper.ts';
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
 * Refuses (409 naming attributes) an option another variation of the product already has: the
 * storefront's picker could not tell the two apart.
 */
export async function refuseDuplicateOption(
  db: Kysely<Database>,
  parentId: number,
  attributes: Readonly<Record<string, string>>,
  id: number | null,
): Promise<void> {
  const siblings = await db
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
