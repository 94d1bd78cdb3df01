import type { CouponAnswerResponse, SyncCouponsBody } from '@shop/contracts/cart';
import type { Store } from '@shop/domain/stores';
import { cartProducts } from '../cart/cart-products.ts';
import { priceCartLines } from '../cart/price-cart-lines.ts';
import { uniqueCodes } from '../cart/stored-cart.ts';
import type { CartDeps } from '../cart/sync-cart.ts';
import { answerCoupons } from './answer-coupons.ts';

/**
 * Spec 7, POST /api/sync-coupons: the coupons answered for the cart they are for. The cart is
 * priced from the catalog first (never from the client's prices), so a minimum spend and a
 * fixed amount are measured on what the shopper will really pay.
 */
export async function syncCoupons(
  deps: CartDeps,
  input: { store: Store; body: SyncCouponsBody },
): Promise<CouponAnswerResponse[]> {
  const { store, body } = input;
  const lines = body.cart_contents.filter((line) => line.quantity > 0);
  const products = await cartProducts(
    deps,
    lines.map((line) => line.sku),
    store,
  );
  const priced = priceCartLines(lines, products, store);
  return answerCoupons(deps.db, {
    codes: uniqueCodes(body.coupons),
    items: priced.items,
    store,
    now: deps.now(),
  });
}
