import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  cartLine,
  cartPanel,
  cartSettled,
  cartStores,
  closeCart,
  findProduct,
  openPage,
  prepareContext,
  shopDatabase,
  storePath,
} from './cart-support.ts';

/*
 * Issue 21, "The spec's rules, wired into every place a shopper meets them": the rules whose
 * place is the storefront, one test each, in a store where a shopper meets them.
 */

const sv = cartStores[0];

/** A product on presale (spec 3: estimated_at) that a list shows with a buy button. */
function presaleProduct(): { sku: string; name: string; estimated_at: string } {
  const row = shopDatabase()
    .prepare(
      `select p.sku, t.name, p.estimated_at from products p
         join product_texts t on t.product_id = p.id and t.locale = 'sv'
        where p.estimated_at is not null and p.parent_id is null and p.type = 1
          and p.stock_status <> 'back-order'
          and not exists (select 1 from products v where v.parent_id = p.id)
        order by p.popularity desc limit 1`,
    )
    .get() as { sku: string; name: string; estimated_at: string } | undefined;
  if (!row) throw new Error('the demo catalog has no presale product');
  return row;
}

/** A product with an upselling offer whose page lists accessories and related products. */
function productWithOffer(): { id: number; slug: string; offer: number } {
  const row = shopDatabase()
    .prepare(
      `select p.id, t.slug, u.id as offer from products p
         join product_texts t on t.product_id = p.id and t.locale = 'sv'
         join upsell_offers u on u.product_id = p.id
        where p.parent_id is null
        order by p.popularity desc limit 1`,
    )
    .get() as { id: number; slug: string; offer: number } | undefined;
  if (!row) throw new Error('the demo catalog has no product with an upselling offer');
  return row;
}

interface SyncedLine {
  sku: string;
  quantity: number;
  accessory_id?: number | null;
  related_id?: number | null;
  upselling_bundle_id?: number | null;
}

test.describe('issue 21: the spec rules where shoppers meet them', () => {
  test('spec 4: a presale item shows its presale text with the date on its card and its cart line', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    const product = presaleProduct();
    // The Swedish short date of the calendar day, as the product page shows it.
    const date = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).format(new Date(`${product.estimated_at}T00:00:00Z`));
    await openPage(page, `${storePath(sv, '/sok')}?q=${encodeURIComponent(product.sku)}`);
    const card = page.locator(`.product-card[data-sku="${product.sku}"]`);
    await expect(card.locator('.presale')).toContainText(date);

    // Spec 4: the add opens the cart panel.
    await card.locator('.product-card__action button').click();
    await expect(cartPanel(page)).toBeVisible();
    await expect(cartLine(page, product.sku).locator('.cart-line__presale')).toContainText(date);
  });

  test('spec 3 and 5: a line added from the upsell, accessories or related list carries its origin', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    const product = productWithOffer();
    await openPage(page, storePath(sv, `/produkt/${product.slug}`));

    const bought = new Set<string>();
    /** Buys the first card of a list not bought yet and answers the line the sync sent. */
    async function buyFrom(list: string): Promise<SyncedLine> {
      const cards = page.locator(`[data-testid="${list}"] .product-card`).filter({
        has: page.locator('.product-card__action button:not([disabled])'),
      });
      const skus = await cards.evaluateAll((found) => found.map((card) => card.getAttribute('data-sku')));
      const sku = skus.find((candidate) => candidate && !bought.has(candidate));
      if (!sku) throw new Error(`no card to buy in the ${list} list`);
      bought.add(sku);
      const sync = page.waitForRequest((request) => request.url().includes('/api/sync-cart'));
      await cards
        .and(page.locator(`[data-sku="${sku}"]`))
        .locator('.product-card__action button')
        .click();
      const body = (await sync).postDataJSON() as { items: SyncedLine[] };
      const line = body.items.find((item) => item.sku === sku);
      if (!line) throw new Error(`the sync did not send ${sku}`);
      await expect(cartLine(page, sku)).toBeVisible();
      await closeCart(page);
      return line;
    }

    const upsell = await buyFrom('upsell');
    expect(upsell.upselling_bundle_id).toBe(product.offer);
    // Spec 5: a line from an upselling bundle keeps its quantity, from the page as from the modal.
    await page.locator('header .cart-button').click();
    await expect(cartLine(page, upsell.sku)).toHaveAttribute('data-locked', 'true');
    await closeCart(page);

    expect((await buyFrom('accessories')).accessory_id).toBe(product.id);
    expect((await buyFrom('related')).related_id).toBe(product.id);
  });

  test('spec 4: a buy-X-get-Y coupon whose rewarded items leave the cart is removed and flagged', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    const protector = findProduct(sv, { group: 7, minStock: 100, offset: 70 });
    const charger = findProduct(sv, { group: 9, minStock: 20, offset: 2 });
    await addFromProductPage(page, sv, protector);
    await closeCart(page);
    await addFromProductPage(page, sv, charger);
    await cartSettled(page);
    const coupons = cartPanel(page).locator('[data-coupons]');
    const coupon = coupons.locator('[data-coupon="CHARGER50"]');
    await coupons.getByRole('textbox').fill('CHARGER50');
    await coupons.locator('form').getByRole('button').click();
    await expect(coupon).toHaveAttribute('data-status', 'applied');

    // The charger (the reward) leaves: the coupon goes too, with a rejected notice; the protector stays.
    await cartLine(page, charger.sku).locator('.cart-line__remove').click();
    await cartSettled(page);
    await expect(coupon).toHaveCount(0);
    await expect(coupons.locator('[data-coupon-rejected]')).toContainText('CHARGER50');
    await expect(cartLine(page, protector.sku)).toBeVisible();
  });

  test('spec 3: altLogo in the footer, showPriceDisclaimer under the price where the store has it', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    const nl = cartStores.find((store) => store.locale === 'nl');
    if (!nl) throw new Error('the Dutch store is one of the cart stores');
    for (const [store, segment, disclaimer] of [
      [sv, 'produkt', true],
      [nl, 'product', false],
    ] as const) {
      const product = findProduct(store, { minStock: 10, offset: 90 });
      await openPage(page, storePath(store, `/${segment}/${product.slug}`));
      await expect(page.locator('footer [data-alt-logo]')).toHaveAttribute(
        'src',
        `/brand/logo-${store.locale}-alt.svg`,
      );
      await expect(page.locator('[data-price-disclaimer]')).toHaveCount(disclaimer ? 1 : 0);
    }
  });

  test('spec 3: the product page tells views and purchases when the flags are on and the counts reach the thresholds', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    // The seeded flags: productViewsRecently and itemsBoughtToday on, thresholds 5 and 3.
    const row = shopDatabase()
      .prepare(
        `select t.slug, p.recent_views, p.bought_today from products p
           join product_texts t on t.product_id = p.id and t.locale = 'sv'
          where p.parent_id is null and p.recent_views >= 5 and p.bought_today >= 3
          order by p.popularity desc limit 1`,
      )
      .get() as { slug: string; recent_views: number; bought_today: number } | undefined;
    if (!row) throw new Error('the demo catalog has no product viewed and bought enough');
    await openPage(page, storePath(sv, `/produkt/${row.slug}`));
    const notes = page.locator('[data-merchandising-notes]');
    await expect(notes.locator('[data-views-recently]')).toContainText(String(row.recent_views));
    await expect(notes.locator('[data-bought-today]')).toContainText(`${row.bought_today} köpta i dag`);
  });

  test('spec 7: the retail tracking id is the recommendation call user_id where the store has a provider', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    const fi = cartStores.find((store) => store.locale === 'fi');
    if (!fi) throw new Error('the Finnish store is one of the cart stores');
    const recommendations = (store: { readonly locale: string }) =>
      page.waitForRequest(
        (request) =>
          request.url().includes('/api/product-recommendations') &&
          request.url().includes(`locale=${store.locale}`),
      );

    // The Finnish store has a provider (playwright.config.ts): its id goes along.
    const fiCall = recommendations(fi);
    await openPage(page, storePath(fi, '/'));
    const fiBody = (await fiCall).postDataJSON() as { user_id?: string | null; product_box_id?: string };
    expect(fiBody.user_id).toMatch(/^visitor-\d+$/);
    expect(fiBody.product_box_id).toBe('home-recommendations');
    const calls = (await (
      await fetch(`${process.env.E2E_MAIL_URL}/retail-tracking/calls`)
    ).json()) as unknown[];
    expect(calls).toContainEqual({ websiteUUid: 'e2e-website-fi' });

    // The Swedish store has none: nothing is sent, and no user id.
    const svCall = recommendations(sv);
    await openPage(page, storePath(sv, '/'));
    expect(((await svCall).postDataJSON() as { user_id?: string | null }).user_id ?? null).toBeNull();
  });
});
