import { expect, type Page, test } from '@playwright/test';
import { storeScreens } from './page-scan-support.ts';
import { acceptNecessaryCookies, apiGet, screen, testedStores, waitForHydration } from './screens-support.ts';

/*
 * A missing text shows its key (apps/web lib/strings.ts), as `product.description` once did on
 * the product page. Every screen's text, and the labels only assistive technology reads, must be
 * words: no token shaped like a string key of the seeded texts.
 */

/** Tokens such as `product.description` or `shell.search.popular`. */
const keyLike = /\b[a-z][a-zA-Z]*(?:\.[a-zA-Z0-9_-]+)+\b/g;

async function keyNamespaces(page: Page, store: (typeof testedStores)[number]): Promise<Set<string>> {
  const strings = await apiGet<Record<string, string>>(page.request, store, '/api/strings');
  return new Set(Object.keys(strings).map((key) => key.split('.')[0] ?? key));
}

/** The visible text of the page and its accessible labels, alt texts, titles and placeholders. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text; textContent holds the loader data's keys.
    const texts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

for (const store of testedStores) {
  test(`${store.locale}: no screen shows a string key instead of text`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await acceptNecessaryCookies(context, baseURL);
    const namespaces = await keyNamespaces(page, store);
    const found: string[] = [];
    for (const shown of await storeScreens(request, store)) {
      await page.goto(shown.path);
      await expect(screen(page)).toBeVisible();
      await waitForHydration(page);
      for (const text of await shownTexts(page)) {
        for (const token of text.match(keyLike) ?? []) {
          if (namespaces.has(token.split('.')[0] ?? '')) found.push(`${shown.name}: ${token}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
}
