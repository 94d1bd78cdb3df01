import { expect, test } from '@playwright/test';
import {
  cartLine,
  cartPanel,
  cartStores,
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
});
