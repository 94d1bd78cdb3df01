import type { AdminDeal, dealBodySchema } from '@shop/contracts/admin-content';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../audit.ts';
import {
  type AdminDealRow,
  type DealValues,
  findAdminDeal,
  findAdminDeals,
  findProductSoldIn,
  insertDealRow,
  updateDealRow,
} from './admin-content.repository.ts';
import { type ContentWriteDeps, refused, staleVersion, withFreshId, writeContent } from './content-write.ts';

type ParsedDeal = z.output<typeof dealBodySchema>;

function toAdminDeal(row: AdminDealRow, now: Date): AdminDeal {
  const at = now.toISOString();
  return {
    id: row.id,
    title: row.title,
    discount: row.discount,
    starts_at: row.starts_at,
    expires_at: row.expires_at,
    product_id: row.product_id,
    product_sku: row.product_sku,
    product_name: row.product_name ?? row.product_sku,
    // As the storefront's GET /api/current-deal reads it: started, not yet expired.
    running: row.starts_at <= at && row.expires_at > at,
    version: row.version,
  };
}

export async function listDeals(db: Kysely<Database>, store: LocaleCode, now: Date): Promise<AdminDeal[]> {
  return (await findAdminDeals(db, storeIds[store], store)).map((row) => toAdminDeal(row, now));
}

async function readDeal(db: Kysely<Database>, store: LocaleCode, id: number, now: Date): Promise<AdminDeal> {
  const row = await findAdminDeal(db, storeIds[store], store, id);
  if (!row) throw notFound(`No deal ${id} in store ${store}`);
  return toAdminDeal(row, now);
}

/**
 * A deal's rules (issue 17): the window ends after it starts, and the product exists and is sold
 * in the store (top-level, published, with a price and a name there), else the banner would link
 * to nothing. Checked before anything is written; each refusal names its field.
 */
async function dealValues(db: Kysely<Database>, store: LocaleCode, body: ParsedDeal): Promise<DealValues> {
  if (body.expires_at <= body.starts_at)
    throw refused('DEAL_WINDOW_INVALID', 'expires_at', 'expires_at must be after starts_at');
  const product = await findProductSoldIn(db, body.product, storeIds[store], store);
  if (!product)
    throw refused('PRODUCT_NOT_FOUND', 'product', `product: no product with SKU or id ${body.product}`);
  if (!product.sold)
    throw refused(
      'PRODUCT_NOT_SOLD_IN_STORE',
      'product',
      `product: ${product.sku} is not sold in store ${store} (unpublished, a variation, or without a price there)`,
    );
  return {
    product_id: product.id,
    title: body.title,
    discount: body.discount,
    starts_at: body.starts_at,
    expires_at: body.expires_at,
  };
}

export async function createDeal(
  deps: ContentWriteDeps,
  actor: Actor,
  store: LocaleCode,
  body: ParsedDeal,
): Promise<AdminDeal> {
  const values = await dealValues(deps.db, store, body);
  return withFreshId('deals', () =>
    writeContent(deps, actor, { action: 'deal.create', entityType: 'deal' }, async (trx, now) => {
      const id = await insertDealRow(trx, storeIds[store], values);
      return { entityId: String(id), before: null, after: await readDeal(trx, store, id, now) };
    }),
  );
}

export async function updateDeal(
  deps: ContentWriteDeps,
  actor: Actor,
  store: LocaleCode,
  id: number,
  body: ParsedDeal & { readonly version: number },
): Promise<AdminDeal> {
  await readDeal(deps.db, store, id, deps.now());
  const values = await dealValues(deps.db, store, body);
  return writeContent(deps, actor, { action: 'deal.update', entityType: 'deal' }, async (trx, now) => {
    const before = await readDeal(trx, store, id, now);
    if (!(await updateDealRow(trx, storeIds[store], id, body.version, values)))
      throw staleVersion(`Deal ${id}`, body.version);
    return { entityId: String(id), before, after: await readDeal(trx, store, id, now) };
  });
}
