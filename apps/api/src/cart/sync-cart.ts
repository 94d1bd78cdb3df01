import type { CartItemResponse, CartLineInput, SyncCartBody } from '@shop/contracts/cart';
import type { Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { CatalogCache } from '../cache/catalog-cache.ts';
import type { StockCache } from '../cache/stock-cache.ts';
import type { ShopDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import {
  type CheckoutRow,
  findCheckout,
  insertCheckout,
  updateCartItems,
  updateCheckout,
} from '../repositories/checkouts.repository.ts';
import { cartProducts } from './cart-products.ts';
import { priceCartLines, type StoredCartLine } from './price-cart-lines.ts';
import {
  cleanCampaignData,
  newCheckoutId,
  readStoredLines,
  uniqueCodes,
  writeStoredLines,
} from './stored-cart.ts';

export interface CartDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** The catalog cache for names, prices and images (stock is read fresh, or through `stock`). */
  readonly cache?: CatalogCache;
  /** Stock kept in the process while the database's stock_version stays the same (SQLite). */
  readonly stock?: StockCache | undefined;
  /** How cart writes run (ShopDatabase.relaxedWrites); without it they run on `db` as they are. */
  readonly cartWrites?: ShopDatabase['relaxedWrites'];
}

export interface SyncCartInput {
  readonly store: Store;
  readonly body: SyncCartBody;
  /** The signed-in customer (an account token), stored with the cart. */
  readonly customerId: number | null;
  readonly internal: boolean;
}

export interface SyncCartResult {
  readonly items: readonly CartItemResponse[];
  /** The checkout the cart is kept under; null for an empty cart that has none. */
  readonly checkoutId: string | null;
  /** Skus dropped because the store does not sell them. */
  readonly removed: readonly string[];
}

/** Only an open checkout takes cart changes; one awaiting payment or completed starts a new cart. */
function openCheckout(row: CheckoutRow | undefined): CheckoutRow | undefined {
  return row?.status === 'open' ? row : undefined;
}

/**
 * Spec 7, POST /api/sync-cart. The sync form (items, coupons, checkout_order_id) and the load
 * form (items, checkout_order_id: no coupons) both price every line from the catalog and keep
 * the cart under its checkout_order_id; the answer replaces the shopper's cart. A load with no
 * items restores the cart the server keeps. An empty cart skips the repricing.
 */
export async function syncCart(deps: CartDeps, input: SyncCartInput): Promise<SyncCartResult> {
  const { body, store } = input;
  const isLoad = body.coupons === undefined;
  const existing = openCheckout(
    body.checkout_order_id ? await findCheckout(deps.db, body.checkout_order_id) : undefined,
  );
  const wanted: CartLineInput[] =
    isLoad && body.items.length === 0 && existing ? readStoredLines(existing.items) : body.items;
  const inputs = wanted.filter((line) => line.quantity > 0);

  if (inputs.length === 0) {
    // Spec 7: an empty cart skips the repricing; a kept cart is emptied.
    if (existing) await saveCart(deps, input, existing, []);
    return { items: [], checkoutId: existing?.id ?? null, removed: [] };
  }
  const products = await cartProducts(
    deps,
    inputs.map((line) => line.sku),
    store,
  );
  const priced = priceCartLines(inputs, products, store);
  const checkoutId = await saveCart(deps, input, existing, priced.lines);
  return { items: priced.items, checkoutId, removed: priced.removed };
}

async function saveCart(
  deps: CartDeps,
  input: SyncCartInput,
  existing: CheckoutRow | undefined,
  lines: readonly StoredCartLine[],
): Promise<string> {
  const { body, store } = input;
  const now = deps.now().toISOString();
  const items = writeStoredLines(lines);
  const coupons = body.coupons === undefined ? undefined : JSON.stringify(uniqueCodes(body.coupons));
  const campaign = body.campaign_data ? JSON.stringify(cleanCampaignData(body.campaign_data)) : undefined;
  const write = deps.cartWrites ?? ((change) => change(deps.db));
  if (!existing) {
    const id = newCheckoutId();
    await write((db) =>
      insertCheckout(db, {
        id,
        store_id: store.storeID,
        locale: store.code,
        status: 'open',
        attempt: 1,
        items,
        coupons: coupons ?? '[]',
        campaign_data: campaign ?? '{}',
        customer_id: input.customerId,
        internal: input.internal ? 1 : 0,
        created_at: now,
        updated_at: now,
      }),
    );
    return id;
  }
  const changes = {
    ...(existing.items === items ? {} : { items }),
    ...(coupons === undefined || existing.coupons === coupons ? {} : { coupons }),
    ...(campaign === undefined || existing.campaign_data === campaign ? {} : { campaign_data: campaign }),
    ...(existing.store_id === store.storeID ? {} : { store_id: store.storeID, locale: store.code }),
    ...(input.customerId === null || existing.customer_id === input.customerId
      ? {}
      : { customer_id: input.customerId }),
    ...(input.internal && existing.internal !== 1 ? { internal: 1 } : {}),
  };
  const changed = Object.keys(changes);
  // A repeated sync of the same cart writes nothing; most syncs change the items only.
  if (changed.length === 1 && changes.items !== undefined) {
    const { items: newItems } = changes;
    await write((db) => updateCartItems(db, existing.id, newItems, now));
  } else if (changed.length > 0) {
    await write((db) => updateCheckout(db, existing.id, { ...changes, updated_at: now }));
  }
  return existing.id;
}
