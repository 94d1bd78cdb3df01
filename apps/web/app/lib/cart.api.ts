import type {
  CampaignDataInput,
  CartItemResponse,
  CartLineInput,
  CouponAnswerResponse,
  checkoutIdHeader,
  internalHeader,
  removedSkusHeader,
} from '@shop/contracts/cart';
import type { Product } from '@shop/contracts/product';
import type { UpsellingOffer } from '@shop/contracts/products';
import type { ApiCall } from './api-client.ts';

/*
 * The cart's calls (spec 7). Only types come from the contracts: the provider validates every
 * request and answer on its side, and the zod schemas stay out of the browser bundle.
 */

// The header names, checked against the contracts' constants by type (no zod in the browser).
const checkoutIdHeaderName: typeof checkoutIdHeader = 'x-checkout-order-id';
const internalHeaderName: typeof internalHeader = 'x-be-internal';
const removedSkusHeaderName: typeof removedSkusHeader = 'x-cart-removed';

export interface SyncCartAnswer {
  readonly items: readonly CartItemResponse[];
  /** Spec 3's checkoutID, from x-checkout-order-id; null when the server kept no cart. */
  readonly checkoutId: string | null;
  /** Spec 6: the internal flag is set when x-be-internal carries 1. */
  readonly internal: boolean;
  /** Skus the store does not sell, dropped by the server (x-cart-removed). */
  readonly removed: readonly string[];
}

export interface SyncCartRequest {
  readonly items: readonly CartLineInput[];
  /** Present in the sync form; left out in the load form, which replaces the cart (spec 7). */
  readonly coupons?: readonly string[];
  readonly checkoutId: string | null;
  readonly campaignData: CampaignDataInput | null;
}

function removedSkus(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((sku) => {
      try {
        return decodeURIComponent(sku);
      } catch {
        return sku;
      }
    })
    .filter((sku) => sku !== '');
}

/** Spec 7: POST /api/sync-cart, both forms. */
export async function syncCartItems(call: ApiCall, request: SyncCartRequest): Promise<SyncCartAnswer> {
  const answer = await call<CartItemResponse[]>({
    method: 'POST',
    path: '/api/sync-cart',
    body: {
      items: request.items,
      ...(request.coupons === undefined ? {} : { coupons: request.coupons }),
      checkout_order_id: request.checkoutId,
      ...(request.campaignData ? { campaign_data: request.campaignData } : {}),
    },
  });
  return {
    items: Array.isArray(answer.body) ? answer.body : [],
    checkoutId: answer.headers[checkoutIdHeaderName] ?? null,
    internal: answer.headers[internalHeaderName] === '1',
    removed: removedSkus(answer.headers[removedSkusHeaderName]),
  };
}

/** Spec 7: answers of POST /api/sync-coupons are cached this long, when the cache is used. */
export const COUPON_CACHE_MS = 300_000;

const couponAnswers = new Map<string, { readonly at: number; readonly answer: CouponAnswerResponse[] }>();

/**
 * Spec 7: POST /api/sync-coupons, the coupons answered for the cart they are for. Answers are
 * cached for 300000 ms by codes and cart, but the cache is ignored by default (spec 7): every
 * sync asks the server unless `useCache` says otherwise.
 */
export async function syncCoupons(
  call: ApiCall,
  coupons: readonly string[],
  cartContents: readonly CartLineInput[],
  options: { readonly useCache?: boolean; readonly now?: number } = {},
): Promise<CouponAnswerResponse[]> {
  const now = options.now ?? Date.now();
  const key = JSON.stringify([coupons, cartContents]);
  const kept = couponAnswers.get(key);
  if (options.useCache === true && kept && now - kept.at < COUPON_CACHE_MS) return kept.answer;
  const answer = await call<CouponAnswerResponse[]>({
    method: 'POST',
    path: '/api/sync-coupons',
    body: { coupons, cart_contents: cartContents },
  });
  const body = Array.isArray(answer.body) ? answer.body : [];
  couponAnswers.clear();
  couponAnswers.set(key, { at: now, answer: body });
  return body;
}

/** Spec 7: GET /api/products/{id}/upselling. A truthy body is an offer; a failure means none (spec 8). */
export async function fetchUpsellingOffer(call: ApiCall, productId: number): Promise<UpsellingOffer | null> {
  try {
    const answer = await call<UpsellingOffer | false>({
      method: 'GET',
      path: `/api/products/${productId}/upselling`,
    });
    return answer.body ? answer.body : null;
  } catch {
    return null;
  }
}

/** Spec 9: the upsell modal shows 4 products. */
export const UPSELL_FETCH_LIMIT = 4;

/** Spec 7: GET /api/products, upsell form (limit 4, nc, upselling_id, in_stock). */
export async function fetchUpsellOfferProducts(call: ApiCall, productId: number): Promise<Product[]> {
  const answer = await call<Product[]>({
    method: 'GET',
    path: '/api/products',
    // The modal sells what is in stock now, so it skips the catalog cache (nc).
    query: { limit: UPSELL_FETCH_LIMIT, nc: 'true', upselling_id: productId, in_stock: 'true' },
  });
  return Array.isArray(answer.body) ? answer.body : [];
}
