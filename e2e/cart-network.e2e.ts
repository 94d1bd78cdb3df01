import { expect, type Page, type Request, test } from '@playwright/test';
import {
  addFromProductPage,
  cartLine,
  cartPanel,
  cartSettled,
  cartStores,
  findProduct,
  openCart,
  openPage,
  prepareContext,
  storePath,
  syncBody,
} from './cart-support.ts';

/*
 * Issue 7: what the cart sends and when (spec 4 and 7), watched on the network: the 250 ms
 * quantity delay, the immediate removal with quantity 0, and the atc, disc, /rabatt and
 * utm/gclid links.
 */

const store = cartStores[0];

/** Milliseconds from the last event of a kind (input, click) to the start of the last cart sync, measured in the page. */
async function installEventClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marks = window as unknown as { lastInputAt?: number; lastClickAt?: number };
    document.addEventListener(
      'input',
      (event) => {
        marks.lastInputAt = event.timeStamp;
      },
      true,
    );
    document.addEventListener(
      'click',
      (event) => {
        marks.lastClickAt = event.timeStamp;
      },
      true,
    );
  });
}

async function syncStartAfter(page: Page, kind: 'input' | 'click'): Promise<number> {
  return page.evaluate((which) => {
    const marks = window as unknown as { lastInputAt?: number; lastClickAt?: number };
    const at = which === 'input' ? marks.lastInputAt : marks.lastClickAt;
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/api/sync-cart');
    const last = entries.at(-1);
    if (at === undefined || !last) throw new Error('no event or no sync');
    return last.startTime - at;
  }, kind);
}

function isCartSync(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/sync-cart';
}

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL);
});

test.describe('quantity changes (spec 4)', () => {
  test('a quantity change is sent after 250 ms; quick changes are sent once', async ({ page }) => {
    const product = findProduct(store, { minStock: 150, offset: 50 });
    await addFromProductPage(page, store, product);
    await cartSettled(page);
    const sent: { request: Request }[] = [];
    page.on('request', (request) => {
      if (isCartSync(request)) sent.push({ request });
    });
    await installEventClock(page);
    const quantity = cartLine(page, product.sku).getByTestId('cart-quantity');
    await quantity.fill('3');
    await quantity.fill('4');
    await page.waitForTimeout(150);
    expect(sent).toHaveLength(0);
    await expect.poll(() => sent.length).toBe(1);
    const [first] = sent;
    if (!first) throw new Error('no sync');
    // Measured in the page: from the last keystroke to the request, at least the 250 ms delay.
    expect(await syncStartAfter(page, 'input')).toBeGreaterThanOrEqual(249);
    expect(syncBody(first.request).items).toEqual([
      expect.objectContaining({ sku: product.sku, quantity: 4 }),
    ]);
    await cartSettled(page);
    await page.waitForTimeout(400);
    expect(sent).toHaveLength(1);
    await expect(cartLine(page, product.sku)).toHaveAttribute('data-quantity', '4');
  });

  test('a removal sends quantity 0 at once', async ({ page }) => {
    const kept = findProduct(store, { minStock: 150, offset: 51 });
    const removed = findProduct(store, { minStock: 150, offset: 52 });
    await addFromProductPage(page, store, kept);
    await addFromProductPage(page, store, removed);
    await cartSettled(page);
    const sent: { request: Request }[] = [];
    page.on('request', (request) => {
      if (isCartSync(request)) sent.push({ request });
    });
    await installEventClock(page);
    await cartLine(page, removed.sku).locator('.cart-line__remove').click();
    await expect.poll(() => sent.length).toBe(1);
    const [first] = sent;
    if (!first) throw new Error('no sync');
    // Measured in the page: the request starts right after the click, not after the 250 ms delay.
    // A delayed send cannot start before 250 ms after the click (its timer is set in the click's
    // handler), so anything under 250 was sent at once; a busy CI machine took 183 ms once.
    expect(await syncStartAfter(page, 'click')).toBeLessThan(250);
    expect(syncBody(first.request).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: removed.sku, quantity: 0 }),
        expect.objectContaining({ sku: kept.sku, quantity: 1 }),
      ]),
    );
    await expect(cartLine(page, removed.sku)).toHaveCount(0);
    await cartSettled(page);
    await expect(cartPanel(page).locator('[data-cart-line]')).toHaveCount(1);
  });
});

test.describe('links that fill the cart (spec 2)', () => {
  test('atc loads its items into the cart, merging with a plain line, and is not loaded twice', async ({
    page,
  }) => {
    const first = findProduct(store, { minStock: 150, offset: 53 });
    const second = findProduct(store, { minStock: 150, offset: 54 });
    await addFromProductPage(page, store, first);
    await cartSettled(page);
    const atc = Buffer.from(`${first.sku}:2;${second.sku}:3`).toString('base64');
    const load = page.waitForRequest(
      (request) => isCartSync(request) && syncBody(request).coupons === undefined,
    );
    await openPage(page, `${storePath(store, '/')}?atc=${encodeURIComponent(atc)}&utm_source=partner`);
    // Spec 7: the load form of sync-cart (no coupons key).
    const body = syncBody(await load);
    expect(body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: first.sku, quantity: 3 }),
        expect.objectContaining({ sku: second.sku, quantity: 3 }),
      ]),
    );
    await expect(cartPanel(page)).toBeVisible();
    await expect(cartLine(page, first.sku)).toHaveAttribute('data-quantity', '3');
    await expect(cartLine(page, second.sku)).toHaveAttribute('data-quantity', '3');
    await expect(page).not.toHaveURL(/atc=/);
    await expect(page).toHaveURL(/utm_source=partner/);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
    await openCart(page);
    await cartSettled(page);
    await expect(cartLine(page, first.sku)).toHaveAttribute('data-quantity', '3');
  });

  test('disc stores the code and re-syncs the cart; utm and gclid go with the cart as campaign data', async ({
    page,
  }) => {
    const product = findProduct(store, { minStock: 150, offset: 55 });
    await addFromProductPage(page, store, product);
    await cartSettled(page);
    const coupons = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/sync-coupons' &&
        (request.postDataJSON() as { coupons: string[] }).coupons.includes('SAVE10'),
    );
    const cart = page.waitForRequest(
      (request) => isCartSync(request) && (syncBody(request).coupons ?? []).includes('SAVE10'),
    );
    await openPage(page, `${storePath(store, '/')}?disc=SAVE10&utm_source=newsletter&gclid=g-123`);
    await coupons;
    const body = (await cart).postDataJSON() as { campaign_data?: Record<string, string> };
    expect(body.campaign_data).toEqual(expect.objectContaining({ utm_source: 'newsletter', gclid: 'g-123' }));
    await openCart(page);
    await expect(cartPanel(page).locator('[data-coupon="SAVE10"]')).toHaveAttribute('data-status', 'applied');
    await expect(cartPanel(page).locator('[data-total="discount"]')).toBeVisible();
  });

  test('/rabatt/{code} lands on the store with disc, keeps the other parameters, and applies the code', async ({
    page,
  }) => {
    await openPage(page, `${storePath(store, '/rabatt/SAVE10')}?utm_campaign=spring`);
    await expect(page).toHaveURL(/utm_campaign=spring/);
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(sessionStorage.getItem('td02') ?? '{}').discount?.code as string | undefined,
        ),
      )
      .toBe('SAVE10');
    // Issue 20: the stored code leaves the address, so a reload does not apply it again.
    await expect(page).not.toHaveURL(/disc=/);
    // The code waits in the cart for the first product (an empty cart syncs its discounts only).
    const product = findProduct(store, { minStock: 150, offset: 56 });
    await addFromProductPage(page, store, product);
    await cartSettled(page);
    await expect(cartPanel(page).locator('[data-coupon="SAVE10"]')).toHaveAttribute('data-status', 'applied');
  });
});
