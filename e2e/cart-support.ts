import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, type Request } from '@playwright/test';
import Database from 'better-sqlite3';

/** The stores the cart and checkout tests cover (issue 7: sv SEK, fi EUR, nl EUR). */
/** What the helpers need of a store: its paths, its ids and a valid shopper. */
export interface StoreFixture {
  readonly locale: 'sv' | 'no' | 'da' | 'fi' | 'nl';
  readonly sid: number;
  readonly storeId: number;
  readonly allowExVAT: boolean;
  readonly search: string;
  readonly currency: RegExp;
  readonly invoice: boolean;
  readonly customer: { phone: string; postal_code: string; city: string; street: string };
  readonly company: { name: string; number: string };
}

export const cartStores = [
  {
    locale: 'sv',
    sid: 1,
    storeId: 1,
    allowExVAT: true,
    search: '/sok',
    currency: /kr/,
    invoice: true,
    customer: { phone: '0701234567', postal_code: '111 22', city: 'Stockholm', street: 'Drottninggatan 1' },
    company: { name: 'Demo AB', number: '556036-0793' },
  },
  {
    locale: 'fi',
    sid: 4,
    storeId: 4,
    allowExVAT: true,
    search: '/searchresults',
    currency: /€/,
    invoice: true,
    customer: { phone: '401234567', postal_code: '00100', city: 'Helsinki', street: 'Mannerheimintie 1' },
    company: { name: 'Demo Oy', number: '1572860-0' },
  },
  {
    locale: 'nl',
    sid: 6,
    storeId: 6,
    allowExVAT: false,
    search: '/searchresults',
    currency: /€/,
    invoice: false,
    customer: { phone: '412345678', postal_code: '1012 AB', city: 'Amsterdam', street: 'Damrak 1' },
    company: { name: 'Demo BV', number: '12345678' },
  },
] as const;

export type CartStore = (typeof cartStores)[number];

/** The five stores (issue 20's walk): the cart stores and the Norwegian and Danish ones. */
export const walkStores: readonly StoreFixture[] = [
  ...cartStores,
  {
    locale: 'no',
    sid: 3,
    storeId: 3,
    allowExVAT: true,
    search: '/searchresults',
    currency: /kr/,
    invoice: true,
    customer: { phone: '41234567', postal_code: '0150', city: 'Oslo', street: 'Karl Johans gate 1' },
    company: { name: 'Demo AS', number: '923609016' },
  },
  {
    locale: 'da',
    sid: 5,
    storeId: 5,
    allowExVAT: true,
    search: '/searchresults',
    currency: /kr/,
    invoice: true,
    customer: { phone: '41234567', postal_code: '5000', city: 'Odense', street: 'Vestergade 1' },
    company: { name: 'Demo ApS', number: '12345674' },
  },
];

export function storePath(store: StoreFixture, path: string): string {
  return path === '/' ? `/${store.locale}` : `/${store.locale}${path}`;
}

// --- the database the e2e server seeded (read-only) -------------------------------------------

let database: Database.Database | null = null;

/** The e2e server's database, opened read-only (playwright.config.ts sets E2E_DATABASE). */
export function shopDatabase(): Database.Database {
  const file = process.env.E2E_DATABASE;
  if (!file) throw new Error('E2E_DATABASE is not set (see e2e/playwright.config.ts)');
  database ??= new Database(file, { readonly: true, fileMustExist: true });
  return database;
}

export interface FixtureProduct {
  readonly id: number;
  readonly sku: string;
  readonly slug: string;
  readonly name: string;
  readonly stock: number;
}

export interface ProductQuery {
  /** Catalog group (6 cases, 7 screen protectors, 8 cables ...). */
  readonly group?: number;
  /** At least this many price tiers in the store's normal list. */
  readonly tiers?: number;
  readonly minStock?: number;
  readonly maxStock?: number;
  readonly hasUpsell?: boolean;
  /** Skip the first n matches, so tests running side by side use other products. */
  readonly offset?: number;
}

/**
 * A sellable product of the seeded catalog: a standard product (no variations), in stock, with a
 * text and a price in the store. Stock is read at the time of the call.
 */
export function findProduct(
  store: { readonly storeId: number; readonly locale: string },
  query: ProductQuery = {},
): FixtureProduct {
  const conditions = [
    'p.parent_id is null',
    'p.type = 1',
    "p.stock_status = 'in-stock'",
    'p.stock >= @minStock',
    'p.stock <= @maxStock',
  ];
  if (query.group !== undefined) conditions.push('p.group_id = @group');
  if (query.hasUpsell) conditions.push('exists (select 1 from upsell_offers u where u.product_id = p.id)');
  const row = shopDatabase()
    .prepare(
      `select p.id, p.sku, t.slug, t.name, p.stock,
              (select count(*) from product_prices pp
                where pp.product_id = p.id and pp.store_id = @storeId and pp.list = 'n') as tiers
         from products p
         join product_texts t on t.product_id = p.id and t.locale = @locale
        where ${conditions.join(' and ')}
          and (select count(*) from product_prices pp
                where pp.product_id = p.id and pp.store_id = @storeId and pp.list = 'n') >= @tiers
          and not exists (select 1 from product_prices pc
                where pc.product_id = p.id and pc.store_id = @storeId and pc.list = 'c')
        order by p.id
        limit 1 offset @offset`,
    )
    .get({
      storeId: store.storeId,
      locale: store.locale,
      group: query.group ?? null,
      tiers: query.tiers ?? 1,
      minStock: query.minStock ?? 50,
      maxStock: query.maxStock ?? 1_000_000,
      offset: query.offset ?? 0,
    }) as FixtureProduct | undefined;
  if (!row) throw new Error(`No product for ${JSON.stringify(query)} in ${store.locale}`);
  return row;
}

/** The normal-list tiers of a product in a store: quantity threshold and price (minor units). */
export function productTiers(store: CartStore, productId: number): { q: number; p: number }[] {
  return shopDatabase()
    .prepare(
      `select quantity as q, price as p from product_prices
        where product_id = ? and store_id = ? and list = 'n' order by quantity`,
    )
    .all(productId, store.storeId) as { q: number; p: number }[];
}

export interface OrderRow {
  readonly id: number;
  readonly number: string;
  readonly status: string;
  readonly payment_status: string;
  readonly payment_method: string;
  readonly total: number;
  readonly vat_total: number;
  readonly discount_total: number;
  readonly goods_total: number;
  readonly shipping_price: number;
  readonly buyer_type: string;
  readonly coupons: string;
  readonly campaign_data: string;
}

/** The orders the shop stored for a checkout id, oldest first. */
export function ordersOfCheckout(checkoutId: string): OrderRow[] {
  return shopDatabase()
    .prepare(
      `select id, number, status, payment_status, payment_method, total, vat_total, discount_total,
              goods_total, shipping_price, buyer_type, coupons, campaign_data
         from orders where checkout_id = ? order by id`,
    )
    .all(checkoutId) as OrderRow[];
}

// --- the browser ------------------------------------------------------------------------------

/**
 * Every test starts with consent given (the banner stays away, analytics may be pushed) and the
 * 'accessories' experiment on `original` (spec 4: the add opens the cart panel) unless asked.
 */
export async function prepareContext(
  context: BrowserContext,
  baseURL: string | undefined,
  options: { experiment?: 'original' | 'upselling' } = {},
): Promise<void> {
  if (!baseURL) throw new Error('baseURL is not set');
  await context.addCookies([{ name: '__consent', value: '31', url: baseURL }]);
  await context.addInitScript((variant: string) => {
    const stored = JSON.parse(window.sessionStorage.getItem('td02') ?? '{}') as Record<string, unknown>;
    if (!stored.experiments) {
      stored.experiments = { picks: { accessories: variant } };
      window.sessionStorage.setItem('td02', JSON.stringify(stored));
    }
  }, options.experiment ?? 'original');
}

/** Loads a page and waits until the shell has hydrated. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
}

export function cartPanel(page: Page): Locator {
  return page.locator('[data-cart-panel]');
}

export function cartLine(page: Page, sku: string): Locator {
  return cartPanel(page).locator(`[data-cart-line][data-sku="${sku}"]`);
}

export async function openCart(page: Page): Promise<void> {
  if (await cartPanel(page).isVisible()) return;
  await page.locator('header .cart-button').click();
  await expect(cartPanel(page)).toBeVisible();
}

export async function closeCart(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(cartPanel(page)).toBeHidden();
}

/** Waits until no cart sync is waiting or running (the panel marks it). */
export async function cartSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-cart-panel] [data-syncing="false"]')).toBeVisible();
}

/** Adds a product from its page and waits for the server's answer. */
export async function addFromProductPage(
  page: Page,
  store: StoreFixture,
  product: FixtureProduct,
  quantity = 1,
) {
  const segment = store.locale === 'fi' ? 'tuote' : store.locale === 'nl' ? 'product' : 'produkt';
  await openPage(page, storePath(store, `/${segment}/${product.slug}`));
  if (quantity !== 1) await page.locator('.buy-row input[type="number"]').fill(String(quantity));
  const synced = page.waitForResponse((response) => response.url().includes('/api/sync-cart'));
  await page.getByTestId('add-to-cart').click();
  await synced;
  await expect(cartLine(page, product.sku)).toBeVisible();
}

/** The parsed body of a sync-cart request. */
export function syncBody(request: Request): {
  items: { sku: string; quantity: number }[];
  coupons?: string[];
} {
  return request.postDataJSON() as { items: { sku: string; quantity: number }[]; coupons?: string[] };
}

/** The text of an element ('' when it has none). */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

/** A money text ('1 299 kr', '12,50 €', '€ 12,50') as a number of major units. */
export function moneyValue(text: string): number {
  const cleaned = text
    .replace(/[^\d,.\-−]/g, '')
    .replace('−', '-')
    .replace(/\.(?=\d{3}(\D|$))/g, '')
    .replace(',', '.');
  return Number(cleaned);
}

/**
 * Spec 8 and DESIGN.md: no page ships with an axe violation. The region is the part of the page
 * under test (the cart panel, the checkout's main).
 */
export async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

// --- the checkout -----------------------------------------------------------------------------

/** The checkout page, ready, with its checkout id. */
export async function goToCheckout(page: Page): Promise<string> {
  await openCart(page);
  await cartSettled(page);
  await cartPanel(page).getByTestId('cart-checkout').click();
  const layout = page.locator('[data-checkout-state="ready"]');
  await expect(layout).toBeVisible();
  const id = await layout.getAttribute('data-checkout-id');
  if (!id) throw new Error('no checkout id');
  return id;
}

export interface CustomerInput {
  readonly buyer?: 'private' | 'company';
  readonly email?: string;
}

/** Fills contact and address with the store's valid formats and saves them. */
export async function fillCustomer(
  page: Page,
  store: StoreFixture,
  input: CustomerInput = {},
): Promise<void> {
  const form = page.locator('[data-customer-form]');
  if (input.buyer === 'company') await form.locator('input[name="buyer_type"][value="company"]').check();
  const values: Record<string, string> = {
    email: input.email ?? `e2e-${store.locale}@example.com`,
    phone: store.customer.phone,
    first_name: 'Test',
    last_name: 'Köpare',
    street: store.customer.street,
    postal_code: store.customer.postal_code,
    city: store.customer.city,
  };
  if (input.buyer === 'company') {
    values.company_name = store.company.name;
    values.organisation_number = store.company.number;
  }
  for (const [name, value] of Object.entries(values)) await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByTestId('save-customer').click();
  await expect(page.locator('[data-shipping-options]')).toBeVisible();
}

/** Picks a shipping method (by code, or the first home delivery) and waits for the checkout to take it. */
export async function chooseShipping(page: Page, code?: string): Promise<void> {
  const option = code
    ? page.locator(`[data-shipping="${code}"]`)
    : page.locator('[data-shipping][data-service-point-method="false"]').first();
  await option.locator('input').check();
  await expect(option.locator('input')).toBeChecked();
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('[data-missing]')?.getAttribute('data-missing') ?? ''),
    )
    .not.toMatch(/shipping_method|service_point/);
}

export async function choosePayment(page: Page, code: 'invoice' | 'card' | 'pay-later'): Promise<void> {
  const option = page.locator(`[data-payment="${code}"] input`);
  await option.check();
  await expect(option).toBeChecked();
  await expect(page.getByTestId('place-order')).toBeEnabled();
}

/** The checkout summary's figures as the page shows them, in major units. */
export async function summaryFigures(page: Page): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  for (const cell of await page.locator('[data-order-summary] [data-summary]').all()) {
    const key = await cell.getAttribute('data-summary');
    if (key) figures[key] = moneyValue(await textOf(cell));
  }
  return figures;
}
