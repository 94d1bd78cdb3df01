import type { CartItemResponse, CartLineInput, CouponAnswerResponse } from '@shop/contracts/cart';
import {
  applyCouponAnswer,
  type CouponOutcome,
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
import type { DiscountRule } from '../repositories/discount-rules.repository.ts';
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

/** A cart priced with its coupons, as the storefront's cart and the checkout price it. */
export interface CouponCartPricing {
  readonly items: readonly CartItemResponse[];
  readonly removed: readonly string[];
  readonly products: ReadonlyMap<string, CartProduct>;
  readonly coupons: readonly CouponAnswerResponse[];
  /** The coupons the cart's coupon validation removed (spec 4), with why. */
  readonly validation: readonly CouponOutcome[];
  readonly couponState: CouponState;
  readonly cart: RepricedCart;
}

/**
 * Prices cart lines with coupon codes exactly as the storefront's domain does (packages/domain
 * README, "Pricing a cart"): the server's coupon answers go through applyCouponAnswer and
 * validateCouponsInCart, then repriceCart prices the lines with the customer's discounts. The
 * checkout and the back office's "try it on a cart" share it, so they cannot disagree.
 */
export async function priceCouponCart(
  db: Kysely<Database>,
  input: {
    lines: readonly CartLineInput[];
    codes: readonly string[];
    store: Store;
    now: Date;
    customerDiscounts: CustomerDiscounts | null;
    includeVat?: boolean;
    cache?: CatalogCache | undefined;
    /** Rules by lower-case code instead of the saved ones (a coupon draft). */
    rules?: ReadonlyMap<string, DiscountRule>;
  },
): Promise<CouponCartPricing> {
  const { lines, codes, store } = input;
  const products = await cartProducts(
    input.cache ? { db, cache: input.cache } : { db },
    lines.map((line) => line.sku),
    store,
  );
  const priced = priceCartLines(lines, products, store);
  const coupons = await answerCoupons(db, {
    codes,
    items: priced.items,
    store,
    now: input.now,
    ...(input.rules ? { rules: input.rules } : {}),
  });
  const items = priced.items.map(toDomainItem);
  const answered = applyCouponAnswer(createCouponState(codes.map((code) => ({ code }))), coupons).state;
  const validated = validateCouponsInCart(answered, items);
  const couponState = validated.state;
  const cart = repriceCart(
    { items },
    {
      currency: store.currency,
      coupons: couponState,
      customerDiscounts: input.customerDiscounts,
      includeVat: input.includeVat ?? true,
    },
  );
  return {
    items: priced.items,
    removed: priced.removed,
    products,
    coupons,
    validation: validated.outcomes,
    couponState,
    cart,
  };
}

/**
 * Prices a checkout exactly as the storefront's domain does (priceCouponCart), and adds shipping
 * with the domain's orderTotals.
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
  const { items, removed, products, coupons, couponState, cart } = await priceCouponCart(db, {
    lines: readStoredLines(checkout.items),
    codes: readCodes(checkout.coupons),
    store,
    now: input.now,
    customerDiscounts: input.customerDiscounts,
    includeVat: input.includeVat ?? true,
    cache: input.cache,
  });
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
    items,
    removed,
    products,
    coupons,
    couponState,
    cart,
    shippingOption,
    shippingVatFactor,
    totals: orderTotals(cart.totals, { amount: charge, vatFactor: shippingVatFactor }),
  };
}
