import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertDiscountRule, type NewDiscountRule } from '../../repositories/discount-rules.repository.ts';
import { demoCouponRules } from '../../seed/commerce/coupons.seed.ts';
import { seedShipping } from '../../seed/commerce/shipping.seed.ts';
import type { TestApi } from '../../testing/test-api.ts';

/** A product for the cart and order suites; prices are SEK minor units (EUR stores get a tenth). */
export interface TestProduct {
  readonly id: number;
  readonly sku: string;
  readonly type?: number;
  readonly parentId?: number | null;
  readonly groupId?: number | null;
  readonly discountCategory?: number | null;
  readonly vatClass?: 'standard' | 'none';
  readonly stock: number;
  readonly stockStatus?: string;
  readonly estimatedAt?: string | null;
  /** Normal tiers [quantity, SEK minor]. */
  readonly n: readonly (readonly [number, number])[];
  /** Campaign tiers [quantity, SEK minor]. */
  readonly c?: readonly (readonly [number, number])[];
  readonly categories?: readonly number[];
  /** The stores that sell it (all when left out). */
  readonly stores?: readonly LocaleCode[];
}

export const CATEGORY = { screens: 100, cables: 200, cases: 300 } as const;

/** The suites' catalog: tiers, a campaign, little stock, back orders, a gift card, a variant, a one-store product. */
export const testProducts: readonly TestProduct[] = [
  {
    id: 1,
    sku: 'SCREEN-1',
    groupId: 1,
    discountCategory: 1,
    stock: 50,
    n: [
      [1, 19900],
      [5, 17900],
    ],
    categories: [CATEGORY.screens],
  },
  {
    id: 2,
    sku: 'CABLE-1',
    groupId: 8,
    discountCategory: 2,
    stock: 100,
    n: [[1, 4900]],
    c: [[1, 3900]],
    categories: [CATEGORY.cables],
  },
  {
    id: 3,
    sku: 'CASE-1',
    groupId: 6,
    discountCategory: 2,
    stock: 3,
    n: [[1, 24900]],
    categories: [CATEGORY.cases],
  },
  { id: 4, sku: 'PROTECTOR-1', groupId: 7, discountCategory: 2, stock: 200, n: [[1, 9900]] },
  {
    id: 5,
    sku: 'LAST-UNITS',
    groupId: 1,
    discountCategory: 1,
    stock: 5,
    n: [[1, 29900]],
    categories: [CATEGORY.screens],
  },
  {
    id: 6,
    sku: 'BACKORDER-1',
    groupId: 2,
    discountCategory: 1,
    stock: 0,
    stockStatus: 'back-order-quick',
    n: [[1, 39900]],
  },
  {
    id: 7,
    sku: 'SOLDOUT-1',
    groupId: 2,
    discountCategory: 1,
    stock: 0,
    stockStatus: 'back-order',
    n: [[1, 19900]],
  },
  {
    id: 8,
    sku: 'PRESALE-1',
    groupId: 1,
    discountCategory: 1,
    stock: 0,
    stockStatus: 'back-order-slow',
    estimatedAt: '2030-01-15',
    n: [[1, 99900]],
  },
  {
    id: 9,
    sku: 'GIFTCARD-500',
    type: 4,
    groupId: 12,
    discountCategory: 4,
    vatClass: 'none',
    stock: 100000,
    n: [[1, 50000]],
  },
  {
    id: 10,
    sku: 'PHONE-CASE',
    type: 2,
    groupId: 6,
    discountCategory: 2,
    stock: 20,
    n: [[1, 19900]],
    categories: [CATEGORY.cases],
  },
  {
    id: 11,
    sku: 'PHONE-CASE-BLK',
    type: 2,
    parentId: 10,
    groupId: 6,
    discountCategory: 2,
    stock: 10,
    n: [[1, 19900]],
  },
  {
    id: 12,
    sku: 'PHONE-CASE-RED',
    type: 2,
    parentId: 10,
    groupId: 6,
    discountCategory: 2,
    stock: 10,
    n: [[1, 21900]],
  },
  { id: 13, sku: 'SV-ONLY', groupId: 11, discountCategory: 3, stock: 10, n: [[1, 14900]], stores: ['sv'] },
  { id: 14, sku: 'CHARGER-1', groupId: 9, discountCategory: 2, stock: 100, n: [[1, 19900]] },
  {
    id: 15,
    sku: 'BULK-1',
    groupId: 8,
    discountCategory: 2,
    stock: 1_000_000,
    n: [
      [1, 9900],
      [10, 8900],
    ],
    categories: [CATEGORY.cables],
  },
];

/** A SEK price in a store's currency: kronor stay, euros get a tenth (19900 -> 1990 = 19.90 €). */
export function storePrice(locale: LocaleCode, sek: number): number {
  return locale === 'fi' || locale === 'nl' ? Math.round(sek / 10) : sek;
}

async function insertCategories(db: Kysely<Database>): Promise<void> {
  const existing = await db
    .selectFrom('categories')
    .select('id')
    .where('id', 'in', Object.values(CATEGORY))
    .execute();
  const missing = Object.entries(CATEGORY).filter(([, id]) => !existing.some((row) => row.id === id));
  if (missing.length === 0) return;
  await db
    .insertInto('categories')
    .values(
      missing.map(([code, id]) => ({
        id,
        parent_id: null,
        code: `test-${code}`,
        sort_order: id,
        show_in_menu: 0,
        icon: code,
      })),
    )
    .execute();
}

/** Inserts products with texts in every language, prices in their stores, a thumb and categories. */
export async function insertTestProducts(
  db: Kysely<Database>,
  products: readonly TestProduct[] = testProducts,
): Promise<void> {
  await insertCategories(db);
  for (const product of products) {
    await db
      .insertInto('products')
      .values({
        id: product.id,
        parent_id: product.parentId ?? null,
        type: product.type ?? 1,
        sku: product.sku,
        main_sku: product.sku,
        kind: 'test',
        brand_id: null,
        group_id: product.groupId ?? null,
        discount_category: product.discountCategory ?? null,
        vat_class: product.vatClass ?? 'standard',
        color: '#000000',
        stock: product.stock,
        stock_status: product.stockStatus ?? 'in-stock',
        estimated_at: product.estimatedAt ?? null,
        is_new: 0,
        rating: 0,
        popularity: 1000 - product.id,
        recent_views: 0,
        bought_today: 0,
        attributes: '{}',
        primary_category_id: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('product_texts')
      .values(
        localeCodes.map((locale) => ({
          product_id: product.id,
          locale,
          name: `${product.sku} (${locale})`,
          prefix: null,
          slug: product.sku.toLowerCase(),
          description: '',
          specifications: '[]',
        })),
      )
      .execute();
    const stores = product.stores ?? localeCodes;
    const prices = stores.flatMap((locale) => [
      ...product.n.map(([quantity, price]) => ({
        list: 'n',
        quantity,
        price: storePrice(locale, price),
        locale,
      })),
      ...(product.c ?? []).map(([quantity, price]) => ({
        list: 'c',
        quantity,
        price: storePrice(locale, price),
        locale,
      })),
    ]);
    await db
      .insertInto('product_prices')
      .values(
        prices.map((price) => ({
          product_id: product.id,
          store_id: storeIds[price.locale],
          list: price.list,
          quantity: price.quantity,
          price: price.price,
          original_price: null,
          discount_percent: null,
        })),
      )
      .execute();
    await db
      .insertInto('product_images')
      .values({
        id: product.id,
        product_id: product.id,
        image_type: 3,
        sort_order: 0,
        width: 400,
        height: 400,
        view: 'front',
      })
      .execute();
    for (const category of product.categories ?? []) {
      await db
        .insertInto('product_categories')
        .values({ product_id: product.id, category_id: category })
        .execute();
    }
  }
}

/** The demo coupons in every store (FIXED50 scoped to the cables category), plus extra rules. */
export async function insertTestRules(
  db: Kysely<Database>,
  extra: readonly NewDiscountRule[] = [],
  now: Date = new Date(),
): Promise<void> {
  for (const locale of localeCodes) {
    for (const rule of demoCouponRules(locale, now, CATEGORY.cables)) await insertDiscountRule(db, rule);
  }
  for (const rule of extra) await insertDiscountRule(db, rule);
}

/**
 * A 5 % coupon of the Swedish store with ten uses: the concurrency suites' scarce coupon, which
 * orders at once must never use more than ten times.
 */
export function tenUsesCoupon(): NewDiscountRule {
  return {
    store_id: 1,
    code: 'TEN-USES',
    kind: 'percentage',
    percent_bp: 500,
    usage_limit: 10,
    created_at: new Date().toISOString(),
  };
}

/** Products, coupons and shipping: what a cart-to-order suite needs. */
export async function prepareCommerce(
  db: Kysely<Database>,
  extraRules: readonly NewDiscountRule[] = [],
): Promise<void> {
  await insertTestProducts(db);
  await insertTestRules(db, extraRules);
  await seedShipping(db);
}

/** A valid shopper of each store (postal code and mobile number in the store's format). */
export const testShoppers: Readonly<Record<LocaleCode, Readonly<Record<string, string>>>> = {
  sv: {
    email: 'eva@example.se',
    phone: '070-123 45 67',
    first_name: 'Eva',
    last_name: 'Svensson',
    street: 'Storgatan 1',
    postal_code: '111 22',
    city: 'Stockholm',
  },
  no: {
    email: 'ola@example.no',
    phone: '412 34 567',
    first_name: 'Ola',
    last_name: 'Nordmann',
    street: 'Karl Johans gate 1',
    postal_code: '0150',
    city: 'Oslo',
  },
  da: {
    email: 'mette@example.dk',
    phone: '41234567',
    first_name: 'Mette',
    last_name: 'Hansen',
    street: 'Vestergade 1',
    postal_code: '5000',
    city: 'Odense',
  },
  fi: {
    email: 'matti@example.fi',
    phone: '401234567',
    first_name: 'Matti',
    last_name: 'Virtanen',
    street: 'Hämeenkatu 1',
    postal_code: '33100',
    city: 'Tampere',
  },
  nl: {
    email: 'sanne@example.nl',
    phone: '912345678',
    first_name: 'Sanne',
    last_name: 'de Vries',
    street: 'Damrak 1',
    postal_code: '1012 AB',
    city: 'Amsterdam',
  },
};

/** A home-delivery method of each store (no service point to pick). */
export const homeDelivery: Readonly<Record<LocaleCode, string>> = {
  sv: 'postnord-home',
  no: 'bring-home',
  da: 'postnord-home',
  fi: 'posti-home',
  nl: 'budbee-home',
};

/** What the helpers need of an API: the test API, or a client of a server in another process. */
export type ApiClient = Pick<TestApi, 'request'>;

export function storeQuery(locale: LocaleCode): string {
  return `locale=${locale}&sid=${storeIds[locale]}`;
}

export interface ReadyCheckoutOptions {
  readonly locale?: LocaleCode;
  readonly items: readonly { readonly sku: string; readonly quantity: number }[];
  readonly coupons?: readonly string[];
  readonly payment?: 'invoice' | 'card' | 'pay-later';
  readonly headers?: Readonly<Record<string, string>>;
}

/** A checkout ready to be placed: the cart synced, the shopper, home delivery and a payment method chosen. */
export async function readyCheckout(api: ApiClient, options: ReadyCheckoutOptions): Promise<string> {
  const locale = options.locale ?? 'sv';
  const query = storeQuery(locale);
  const headers = options.headers ?? {};
  const synced = await api.request(`/api/sync-cart?${query}`, {
    method: 'POST',
    headers,
    json: { items: options.items, coupons: options.coupons ?? [], checkout_order_id: null },
  });
  const id = synced.headers.get('x-checkout-order-id');
  if (synced.status !== 200 || !id)
    throw new Error(`sync-cart failed: ${synced.status} ${JSON.stringify(synced.body)}`);
  const steps: [string, unknown][] = [
    [`/api/checkout/${id}/customer`, { buyer_type: 'private', ...testShoppers[locale] }],
    [`/api/checkout/${id}/shipping`, { shipping_method: homeDelivery[locale] }],
    [`/api/checkout/${id}/payment`, { payment_method: options.payment ?? 'invoice' }],
  ];
  for (const [path, json] of steps) {
    const response = await api.request(`${path}?${query}`, { method: 'PUT', headers, json });
    if (response.status !== 200)
      throw new Error(`${path} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return id;
}

export function placeOrderRequest(
  api: ApiClient,
  checkoutId: string,
  locale: LocaleCode = 'sv',
  json: unknown = {},
) {
  return api.request(`/api/checkout/${checkoutId}/place-order?${storeQuery(locale)}`, {
    method: 'POST',
    json,
  });
}
