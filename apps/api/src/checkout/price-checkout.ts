import type { CartItemResponse, CouponAnswerResponse } from '@shop/contracts/cart';
import {
  applyCouponAnswer,
  type CouponState,
  createCouponState,
  validateCouponsInCart,
} from '@shop/domain/coupons';
import type { CustomerDiscounts } from '@shop/domain/discounts';
import { asMinor, type Minor } from '@shop/domain/money';
import { type OrderTotals, orderTotals, shippingCharge } from '@shop/domain/order-totals';
import { type RepricedCart, repriceCart } from '@shop/domain/reprice-cart';
import type { Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { CatalogCache } from '../cache/catalog-cache.ts';
import { cartProducts } from '../cart/cart-products.ts';
import { priceCartLines, toDomainItem } from '../cart/price-cart-lines.ts';
import { readCodes, readStoredLines } from '../cart/stored-cart.ts';
import { vatFactor } from '../catalog/product-mapper.ts';
import { answerCoupons } from '../coupons/answer-coupons.ts';
import type { Database } from '../db/schema.ts';
import type { CartProduct } from '../repositories/cart-products.repository.ts';
import type { CheckoutRow } from '../repositories/checkouts.repository.ts';
import { findCustomerById, parseDiscounts } from '../repositories/customers.repository.ts';
import { findShippingOption, type ShippingOptionRow } from '../repositories/shipping.repository.ts';

/** A checkout priced by the server: the same computation shows the checkout and places the order. */
export interface CheckoutPricing {
  readonly items: readonly CartItemResponse[];
  readonly removed: readonly string[];
  readonly products: ReadonlyMap<string, CartProduct>;
  readonly coupons: readonly CouponAnswerResponse[];
  readonly couponState: CouponState;
  readonly cart: RepricedCart;
  readonly shippingOption: ShippingOptionRow | null;
  readonly shippingVatFactor: number;
  readonly totals: OrderTotals;
}

/** Spec 5: the logged-in customer's discount map by discount category; none when anonymous. */
export async function customerDiscountsOf(
  db: Kysely<Database>,
  customerId: number | null,
): Promise<CustomerDiscounts | null> {
  if (customerId === null) return null;
  const customer = await findCustomerById(db, customerId);
  return customer ? parseDiscounts(customer.discounts) : null;
}

/**
 * Prices a checkout exactly as the storefront's domain does (packages/domain README, "Pricing a
 * cart"): the server's coupon answers go through applyCouponAnswer and validateCouponsInCart,
 * then repriceCart prices the lines with the customer's discounts; shipping is added with the
 * domain's orderTotals.
 */
export async function priceCheckout(
  db: Kysely<Database>,
  input: {
    checkout: CheckoutRow;
    store: Store;
    now: Date;
    customerDiscounts: CustomerDiscounts | null;
    /** Whether the shopper sees prices with VAT (spec 5: discounted prices to 2 decimals without); default true. */
    includeVat?: boolean;
    /** Showing a checkout may read names and prices from the catalog cache; placing an order never does. */
    cache?: CatalogCache | undefined;
  },
): Promise<CheckoutPricing> {
  const { checkout, store } = input;
  const lines = readStoredLines(checkout.items);
  const products = await cartProducts(
    input.cache ? { db, cache: input.cache } : { db },
    lines.map((line) => line.sku),
    store,
  );
  const priced = priceCartLines(lines, products, store);
  const codes = readCodes(checkout.coupons);
  const coupons = await answerCoupons(db, { codes, items: priced.items, store, now: input.now });
  const items = priced.items.map(toDomainItem);
  const answered = applyCouponAnswer(createCouponState(codes.map((code) => ({ code }))), coupons).state;
  const couponState = validateCouponsInCart(answered, items).state;
  const cart = repriceCart(
    { items },
    {
      currency: store.currency,
      coupons: couponState,
      customerDiscounts: input.customerDiscounts,
      includeVat: input.includeVat ?? true,
    },
  );
  const shippingOption = checkout.shipping_method
    ? ((await findShippingOption(db, store.storeID, checkout.shipping_method)) ?? null)
    : null;
  const shippingVatFactor = vatFactor(store.code, 'standard');
  const charge: Minor = shippingOption
    ? shippingCharge(
        {
          price: asMinor(shippingOption.price),
          freeAbove: shippingOption.free_above === null ? null : asMinor(shippingOption.free_above),
        },
        cart.totals.total,
      )
    : asMinor(0);
  return {
    items: priced.items,
    removed: priced.removed,
    products,
    coupons,
    couponState,
    cart,
    shippingOption,
    shippingVatFactor,
    totals: orderTotals(cart.totals, { amount: charge, vatFactor: shippingVatFactor }),
  };
}
