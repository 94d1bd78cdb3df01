import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  cartLine,
  cartPanel,
  cartSettled,
  cartStores,
  closeCart,
  expectNoAxeViolations,
  findProduct,
  moneyValue,
  openCart,
  openPage,
  prepareContext,
  productTiers,
  shopDatabase,
  storePath,
  textOf,
} from './cart-support.ts';

/*
 * Issue 7, the cart panel (spec 1, 4, 5 and 8) in sv (SEK), fi (EUR) and nl (EUR): adding from a
 * list and from a product page, tier prices, discount codes, the VAT mode and accessibility.
 */

const groups = { screenProtectors: 7 } as const;

/** A product with variations in the store (spec 4: from a list it opens its page). */
function productWithVariations(store: (typeof cartStores)[number]): { sku: string; slug: string } {
  const row = shopDatabase()
    .prepare(
      `select p.sku, t.slug from products p join product_texts t on t.product_id = p.id and t.locale = ?
        where p.type = 2 and p.parent_id is null
          and exists (select 1 from products v where v.parent_id = p.id and v.stock_status = 'in-stock')
        order by p.id limit 1`,
    )
    .get(store.locale) as { sku: string; slug: string } | undefined;
  if (!row) throw new Error('no product with variations');
  return row;
}

for (const [index, store] of cartStores.entries()) {
  test.describe(`the cart in ${store.locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await prepareContext(context, baseURL);
    });

    test('adds from a list and from a product page; plain lines merge; a product with variations opens its page', async ({
      page,
    }) => {
      const listed = findProduct(store, { minStock: 100, offset: 10 + index });
      const other = findProduct(store, { minStock: 100, offset: 20 + index });
      await openPage(page, `${storePath(store, store.search)}?q=${encodeURIComponent(listed.sku)}`);
      const card = page.locator(`.product-card[data-sku="${listed.sku}"]`);
      await card.getByRole('button').click();
      // Spec 4: after adding, the cart panel opens.
      await expect(cartPanel(page)).toBeVisible();
      await expect(cartLine(page, listed.sku)).toHaveAttribute('data-quantity', '1');
      await cartSettled(page);
      await closeCart(page);

      // Spec 4: a plain item merges into the plain line of the same product.
      await card.getByRole('button').click();
      await expect(cartLine(page, listed.sku)).toHaveAttribute('data-quantity', '2');
      await expect(cartPanel(page).locator('[data-cart-line]')).toHaveCount(1);
      await closeCart(page);

      // Spec 4: add_to_cart is tracked (consent is given in these tests).
      const events = await page.evaluate(() =>
        (window.dataLayer ?? []).filter(
          (entry): entry is { event: string } =>
            typeof entry === 'object' &&
            entry !== null &&
            (entry as { event?: unknown }).event === 'add_to_cart',
        ),
      );
      expect(events.length).toBeGreaterThanOrEqual(2);

      await addFromProductPage(page, store, other);
      await expect(cartPanel(page).locator('[data-cart-line]')).toHaveCount(2);
      await expect(page.locator('header .cart-button')).toHaveAttribute('data-cart-count', '3');

      // Spec 4: from a list, a product with variations opens its product page instead.
      await closeCart(page);
      const variant = productWithVariations(store);
      await openPage(page, `${storePath(store, store.search)}?q=${encodeURIComponent(variant.sku)}`);
      await page.locator(`.product-card[data-sku="${variant.sku}"] a.button`).click();
      await expect(page).toHaveURL(new RegExp(`/${variant.slug}$`));
      await expect(cartPanel(page)).toBeHidden();
    });

    test('a quantity across a tier threshold changes the unit price', async ({ page }) => {
      const product = findProduct(store, { tiers: 2, minStock: 150, offset: index });
      const [first, second] = productTiers(store, product.id);
      if (!first || !second) throw new Error('a product with two tiers');
      await addFromProductPage(page, store, product);
      const line = cartLine(page, product.sku);
      const unit = line.locator('.cart-line__unit-price');
      expect(moneyValue(await textOf(unit))).toBeCloseTo(first.p / 100, 2);
      await expect(line.locator('.cart-line__tier')).toContainText(String(second.q));

      await line.getByTestId('cart-quantity').fill(String(second.q));
      // Spec 4: the unit price becomes the price of the highest tier whose threshold is met.
      await expect.poll(async () => moneyValue(await textOf(unit))).toBeCloseTo(second.p / 100, 2);
      await cartSettled(page);
      await expect(line).toHaveAttribute('data-quantity', String(second.q));
      expect(moneyValue(await textOf(unit))).toBeCloseTo(second.p / 100, 2);
      expect(moneyValue(await textOf(line.getByTestId('cart-line-total')))).toBeCloseTo(
        (second.p * second.q) / 100,
        2,
      );

      // Back under the threshold: the first tier again.
      await line.getByTestId('cart-quantity').fill(String(second.q - 1));
      await expect.poll(async () => moneyValue(await textOf(unit))).toBeCloseTo(first.p / 100, 2);
    });

    test('a percentage code, a buy-X-get-Y code and a code that fails its minimum spend, with the reason', async ({
      page,
    }) => {
      const protector = findProduct(store, { group: groups.screenProtectors, minStock: 150, offset: index });
      const [tier] = productTiers(store, protector.id);
      if (!tier) throw new Error('a price');
      const minimum = store.locale === 'sv' ? 500 : 50;
      const price = tier.p / 100;
      expect(price).toBeLessThan(minimum);
      await addFromProductPage(page, store, protector);
      await cartSettled(page);
      const coupons = cartPanel(page).locator('[data-coupons]');
      const input = coupons.getByRole('textbox');
      const submit = coupons.locator('form').getByRole('button');
      const coupon = (code: string) => coupons.locator(`[data-coupon="${code}"]`);
      const apply = async (code: string) => {
        await input.fill(code);
        await submit.click();
        await expect(coupon(code)).toHaveAttribute('data-status', /applied|inactive/);
      };

      // A code that fails its minimum spend stays in the cart, inactive, and says why (MIN500).
      await apply('MIN500');
      await expect(coupon('MIN500')).toHaveAttribute('data-status', 'inactive');
      await expect(coupon('MIN500')).toContainText(String(minimum));
      const missing = (minimum - price).toFixed(store.locale === 'sv' ? 0 : 2);
      await expect(coupon('MIN500')).toContainText(
        store.locale === 'sv' ? missing : missing.replace('.', ','),
      );
      await expect(cartPanel(page).locator('[data-total="discount"]')).toHaveCount(0);

      // Enough units reach the minimum: after the sync the code applies.
      const quantity = Math.max(3, Math.ceil(minimum / price));
      await cartLine(page, protector.sku).getByTestId('cart-quantity').fill(String(quantity));
      await cartSettled(page);
      await expect(coupon('MIN500')).toHaveAttribute('data-status', 'applied');
      await coupons.getByRole('button', { name: /MIN500/ }).click();
      await expect(coupon('MIN500')).toHaveCount(0);
      await cartSettled(page);

      // Buy-X-get-Y: every third screen protector free (BUY3PAY2).
      await apply('BUY3PAY2');
      await expect(coupon('BUY3PAY2')).toHaveAttribute('data-status', 'applied');
      const discount = cartPanel(page).locator('[data-total="discount"]');
      await expect(discount).toBeVisible();
      const free = Math.floor(quantity / 3) * price;
      // The reward is spread over the units, each rounded to the currency (packages/domain).
      expect(Math.abs(Math.abs(moneyValue(await textOf(discount))) - free)).toBeLessThanOrEqual(
        store.locale === 'sv' ? quantity : 0.01 * quantity,
      );
      await coupons.getByRole('button', { name: /BUY3PAY2/ }).click();
      await cartSettled(page);

      // A percentage code (SAVE10): 10 % off each unit, rounded to the currency.
      await apply('SAVE10');
      await expect(coupon('SAVE10')).toHaveAttribute('data-status', 'applied');
      await cartSettled(page);
      const gross = price * quantity;
      const total = moneyValue(await textOf(cartPanel(page).locator('[data-total="total"]')));
      expect(Math.abs(total - gross * 0.9)).toBeLessThanOrEqual(
        store.locale === 'sv' ? quantity : 0.01 * quantity,
      );

      // A code the server does not apply leaves the cart and is flagged with the reason (spec 8).
      await input.fill('EXPIRED10');
      await submit.click();
      const rejected = coupons.locator('[data-coupon-rejected]');
      await expect(rejected).toContainText('EXPIRED10');
      await expect(rejected).toContainText(/gått ut|vanhentunut|verlopen/);
      await expect(coupon('EXPIRED10')).toHaveCount(0);

      // A code that is not a code at all is refused before any call (spec 5).
      await input.fill('ab');
      await submit.click();
      await expect(coupons.locator('[data-coupon-message]')).toContainText(/3/);
    });

    test(
      store.allowExVAT
        ? 'the VAT mode toggles every price in the panel (ex-VAT with 2 decimals)'
        : 'the store shows prices incl. VAT only (no toggle)',
      async ({ page }) => {
        const product = findProduct(store, { minStock: 100, offset: 30 + index });
        const [tier] = productTiers(store, product.id);
        if (!tier) throw new Error('a price');
        await addFromProductPage(page, store, product);
        const unit = cartLine(page, product.sku).locator('.cart-line__unit-price');
        expect(moneyValue(await textOf(unit))).toBeCloseTo(tier.p / 100, 2);
        const toggle = cartPanel(page).locator('.vat-toggle');
        if (!store.allowExVAT) {
          await expect(toggle).toHaveCount(0);
          await expect(cartPanel(page).locator('[data-cart-totals]')).toHaveAttribute(
            'data-vat-included',
            'true',
          );
          return;
        }
        await toggle.locator('input[value="company"]').check();
        await expect(cartPanel(page).locator('[data-cart-totals]')).toHaveAttribute(
          'data-vat-included',
          'false',
        );
        const factor = store.locale === 'fi' ? 1.255 : 1.25;
        const exVat = Math.round((tier.p / factor) * 1) / 100;
        await expect.poll(async () => moneyValue(await textOf(unit))).toBeCloseTo(exVat, 2);
        // Spec 5: without VAT a price has 2 decimals.
        expect(await textOf(unit)).toMatch(/\d[,.]\d{2}\b/);
        await expect(cartPanel(page).locator('[data-total="total-incl-vat"]')).toBeVisible();
        // The whole page follows (spec 4): the header's toggle shows the same mode.
        await toggle.locator('input[value="private"]').check();
        await expect.poll(async () => moneyValue(await textOf(unit))).toBeCloseTo(tier.p / 100, 2);
      },
    );

    test('axe: the cart panel has no violations', async ({ page }) => {
      const product = findProduct(store, { minStock: 100, offset: 40 + index });
      await addFromProductPage(page, store, product);
      await cartSettled(page);
      await cartPanel(page).locator('[data-coupons]').getByRole('textbox').fill('SAVE10');
      await cartPanel(page).locator('[data-coupons] form').getByRole('button').click();
      await expect(cartPanel(page).locator('[data-coupon="SAVE10"]')).toHaveAttribute(
        'data-status',
        'applied',
      );
      await expectNoAxeViolations(page, '[data-cart-panel]');
    });
  });
}

test.describe('cart notices (spec 5 and 8)', () => {
  const store = cartStores[0];
  test.beforeEach(async ({ context, baseURL }) => {
    await prepareContext(context, baseURL);
  });

  test('adjusted_quantity shows product.adjusted_quantity as a danger alert; cart_notice as a warning', async ({
    page,
  }) => {
    const scarce = findProduct(store, { minStock: 5, maxStock: 30 });
    await addFromProductPage(page, store, scarce);
    await cartSettled(page);
    const line = cartLine(page, scarce.sku);
    await line.getByTestId('cart-quantity').fill(String(scarce.stock + 20));
    await cartSettled(page);
    await expect(line).toHaveAttribute('data-quantity', String(scarce.stock));
    const alert = line.locator('[data-notice="adjusted"]');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toContainText(String(scarce.stock));
    await expect(alert).toHaveClass(/cart-alert--danger/);

    // A price the shopper saw that is no longer the price: the server's cart_notice, as a warning.
    await closeCart(page);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('td02') ?? '{}') as {
        cart: { items: { price: number; quantity: number }[] };
      };
      for (const item of stored.cart.items) {
        item.price = 1;
        item.quantity = 1;
      }
      localStorage.setItem('td02', JSON.stringify(stored));
    });
    await openPage(page, storePath(store, '/'));
    await openCart(page);
    await cartSettled(page);
    const warning = cartLine(page, scarce.sku).locator('[data-notice="cart-notice"]');
    await expect(warning).toBeVisible();
    await expect(warning).toHaveClass(/cart-alert--warning/);
  });
});

/** A product whose upselling offer (spec 7) has a standard product in stock. */
function productWithOffer(store: (typeof cartStores)[number]): { id: number; sku: string; slug: string } {
  const row = shopDatabase()
    .prepare(
      `select p.id, p.sku, t.slug from upsell_offers u
         join products p on p.id = u.product_id
         join products o on o.id = u.offer_product_id
         join product_texts t on t.product_id = p.id and t.locale = ?
        where p.type = 1 and p.parent_id is null and p.stock_status = 'in-stock' and p.stock >= 50
          and o.type = 1 and o.stock_status = 'in-stock' and o.stock >= 50
        order by p.id limit 1`,
    )
    .get(store.locale) as { id: number; sku: string; slug: string } | undefined;
  if (!row) throw new Error('no product with an upselling offer');
  return row;
}

test.describe('the upsell modal (spec 4, 7 and 9)', () => {
  const store = cartStores[0];
  test.beforeEach(async ({ context, baseURL }) => {
    await prepareContext(context, baseURL, { experiment: 'upselling' });
  });

  test('opens instead of the cart panel, fetches 4 products and hides itself after 3000 ms', async ({
    page,
  }) => {
    const product = productWithOffer(store);
    await openPage(page, storePath(store, `/produkt/${product.slug}`));
    const upsell = page.waitForRequest(
      (request) => new URL(request.url()).searchParams.get('upselling_id') === String(product.id),
    );
    await page.getByTestId('add-to-cart').click();
    // Away from the modal: a pointer over it holds the timer.
    await page.mouse.move(2, 2);
    const modal = page.locator('[data-upsell-modal]');
    await expect(modal).toBeVisible();
    const shownAt = Date.now();
    const query = new URL((await upsell).url()).searchParams;
    expect(query.get('limit')).toBe('4');
    expect(query.get('in_stock')).toBe('true');
    expect(query.has('nc')).toBe(true);
    await expect(modal.locator('[data-product-id]').first()).toBeVisible();
    await expect(cartPanel(page)).toBeHidden();
    await page.waitForTimeout(2000 - (Date.now() - shownAt));
    await expect(modal).toBeVisible();
    await expect(modal).toBeHidden({ timeout: 2500 });
    expect(Date.now() - shownAt).toBeLessThan(4500);
  });

  test('hides itself at once when the fetch fails', async ({ page }) => {
    const product = productWithOffer(store);
    await page.route('**/api/products?*upselling_id*', (route) => route.abort());
    await openPage(page, storePath(store, `/produkt/${product.slug}`));
    // The modal's own fetch (it is open when it asks) fails ...
    const attempted = page.waitForRequest(
      (request) => new URL(request.url()).searchParams.get('upselling_id') === String(product.id),
    );
    await page.getByTestId('add-to-cart').click();
    await attempted;
    // ... and it goes at once, long before its 3000 ms.
    await page.waitForTimeout(800);
    await expect(page.locator('[data-upsell-modal]')).toBeHidden();
    await expect(page.locator('header .cart-button')).toHaveAttribute('data-cart-count', '1');
  });

  test('an item added from the upselling bundle keeps its quantity (spec 5: locked)', async ({ page }) => {
    const product = productWithOffer(store);
    await openPage(page, storePath(store, `/produkt/${product.slug}`));
    await page.getByTestId('add-to-cart').click();
    const modal = page.locator('[data-upsell-modal]');
    const add = modal.locator('[data-product-id] button').first();
    await add.hover();
    await add.click();
    await expect(cartPanel(page)).toBeVisible();
    const locked = cartPanel(page).locator('[data-cart-line][data-locked="true"]');
    await expect(locked).toHaveCount(1);
    await cartSettled(page);
    await expect(locked.getByTestId('cart-quantity')).toHaveAttribute('readonly', '');
    await expect(locked.locator('.quantity__step').first()).toBeDisabled();
    await expect(locked.locator('.quantity__step').last()).toBeDisabled();
    await expect(cartLine(page, product.sku)).toHaveAttribute('data-locked', 'false');
    await expectNoAxeViolations(page, '[data-cart-panel]');
  });
});
