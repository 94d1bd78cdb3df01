import type { AdminProduct, CreateVariationBody } from '@shop/contracts/admin-catalog';
import { localeCodes } from '@shop/domain/locales';
import type { Transaction } from 'kysely';
import { publishChange } from '../../cache/change-feed.ts';
import { isColorCode } from '../../catalog/colors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../orders/transactions.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { typeNumber } from './admin-product-view.ts';
import { nextProductId } from './admin-products.repository.ts';
import {
  type CatalogWriteDeps,
  checkedGtin,
  readRows,
  refuseTakenSku,
  type VersionConflict,
  writeProduct,
  writeTexts,
} from './product-writes.ts';
import { recountVariantStock } from './variant-stock.ts';
import { optionLabel, refuseDuplicateOption } from './variation-rules.ts';

/** A new variation, or the parent's version conflict (the parent's version is checked and raised). */
export type VariationOutcome = { readonly ok: true; readonly variation: AdminProduct } | VersionConflict;

/** Spec 3: only a Standard or Variant top-level product has variations; SETs and gift cards do not. */
function refuseParent(parent: AdminProduct): void {
  const problem =
    parent.parent_id !== null
      ? `product ${parent.id} is a variation: add the variation to product ${parent.parent_id}`
      : parent.type === 'SET' || parent.type === 'GiftCard'
        ? `a ${parent.type} product has no variations`
        : undefined;
  if (problem)
    throw new AppError('VARIATION_PARENT_REFUSED', 422, problem, [{ path: 'id', message: problem }]);
}

/**
 * The variation's texts in every language the product has: the name given, or the product's name
 * and the option ("Skal – Svart", as the seed names them); the description given, or the product's.
 */
function variationTexts(parent: AdminProduct, body: CreateVariationBody) {
  return Object.fromEntries(
    localeCodes.flatMap((locale) => {
      const own = parent.texts[locale];
      const given = body.texts?.[locale];
      if (!own && !given?.name) return [];
      return [
        [
          locale,
          {
            ...given,
            name: given?.name ?? `${own?.name ?? parent.sku} – ${optionLabel(body.attributes, locale)}`,
            description: given?.description ?? own?.description ?? '',
          },
        ],
      ];
    }),
  );
}

/** The product's prefix and specifications in each language, as the seed gives its variations. */
async function copyTextDetails(trx: Transaction<Database>, parentId: number, id: number): Promise<void> {
  const rows = await trx
    .selectFrom('product_texts')
    .select(['locale', 'prefix', 'specifications'])
    .where('product_id', '=', parentId)
    .execute();
  for (const row of rows) {
    await trx
      .updateTable('product_texts')
      .set({ prefix: row.prefix, specifications: row.specifications })
      .where('product_id', '=', id)
      .where('locale', '=', row.locale)
      .execute();
  }
}

/**
 * Staff add a variation under a product, in one transaction with the product's own write: the
 * product's version is checked and raised (its editor lists its variations), a Standard product
 * becomes a Variant, and both are audited and announced. The variation starts hidden unless
 * staff publish it, with no prices and no stock until they set them.
 */
export async function createVariation(
  deps: CatalogWriteDeps,
  actor: Actor,
  parentId: number,
  body: CreateVariationBody,
): Promise<VariationOutcome> {
  const parent = await readRows(deps.db, parentId);
  refuseParent(parent);
  await refuseTakenSku(deps.db, body.sku, null);
  const identifiers = { gtin: checkedGtin(body.gtin ?? null), mpn: body.mpn || null };
  const texts = variationTexts(parent, body);
  const color = Object.values(body.attributes).find(isColorCode);
  for (let attempt = 1; ; attempt += 1) {
    let variationId = 0;
    try {
      const outcome = await writeProduct(deps, actor, parentId, {
        action: 'product.variation.create',
        version: body.version,
        ...(parent.type === 'Standard' ? { columns: { type: typeNumber('Variant') } } : {}),
        // The product's row locked, then its variations read: of two creates of one option at
        // once, the second sees the first's variation (variation-rules.ts).
        first: (trx) => refuseDuplicateOption(trx, parentId, body.attributes, null),
        work: async (trx, before) => {
          const now = deps.now();
          const row = await trx
            .selectFrom('products')
            .selectAll()
            .where('id', '=', parentId)
            .executeTakeFirstOrThrow();
          variationId = await nextProductId(trx);
          await trx
            .insertInto('products')
            .values({
              id: variationId,
              parent_id: parentId,
              type: typeNumber('Standard'),
              sku: body.sku,
              main_sku: before.sku,
              kind: row.kind,
              brand_id: row.brand_id,
              group_id: row.group_id,
              discount_category: row.discount_category,
              vat_class: row.vat_class,
              color: color ?? row.color,
              stock: 0,
              stock_status: 'back-order',
              estimated_at: null,
              is_new: 1,
              rating: 0,
              popularity: 0,
              recent_views: 0,
              bought_today: 0,
              attributes: JSON.stringify(body.attributes),
              primary_category_id: row.primary_category_id,
              created_at: now.toISOString(),
              published: body.published ? 1 : 0,
              updated_at: now.toISOString(),
              ...identifiers,
            })
            .execute();
          const empty = { texts: {}, version: 1 } as unknown as AdminProduct;
          await writeTexts(trx, variationId, texts, empty, now);
          await copyTextDetails(trx, parentId, variationId);
          // The product's stock is now its variations' (decision 028): a Standard product's own
          // figure gives way to the sum.
          await recountVariantStock(trx, [parentId]);
          const after = await readRows(trx, variationId);
          await recordAudit(
            trx,
            actor,
            { action: 'product.create', entityType: 'product', entityId: variationId, before: null, after },
            now,
          );
          await publishChange(trx, 'catalog', `product:${variationId}`, now);
        },
      });
      if (!outcome.ok) return outcome;
      return { ok: true, variation: await readRows(deps.db, variationId) };
    } catch (error) {
      // Two staff adding at once took the same id: the later one takes the next.
      if (
        attempt < 3 &&
        (isUniqueViolation(error, 'products_pkey') || isUniqueViolation(error, 'products.id'))
      )
        continue;
      if (isUniqueViolation(error, 'sku')) await refuseTakenSku(deps.db, body.sku, null);
      throw error;
    }
  }
}
