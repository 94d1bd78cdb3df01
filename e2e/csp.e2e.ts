import { expect, type Page, test } from '@playwright/test';
import {
  addFromProductPage,
  cartPanel,
  choosePayment,
  chooseShipping,
  fillCustomer,
  findProduct,
  goToCheckout,
  openPage,
  type StoreFixture,
  storePath,
  walkStores,
} from './cart-support.ts';
import { mainCategories, testedStores } from './screens-support.ts';
import { navigateInApp } from './shell-support.ts';

/*
 * Issue 18: the Content-Security-Policy lets the shop work as it is. In Chromium, the main
 * screens of two stores (home, category, product, search, cart, checkout, account login, a content
 * page) and the back office's sign-in run under their policies with no `securitypolicyviolation`
 * event and no CSP error in the console, with the consent banner, the review widget, the newsletter
 * signup and the test payment provider's page on the way. One browser context walks it all.
 */

interface Violation {
  readonly url: string;
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
  /** The script that broke the policy, at line:column (an eval names its caller). */
  readonly source: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
    reportCspViolation?: (violation: Violation) => void;
  }
}

/**
 * Records every violation on window (for a look in the page) and hands it to the test at once,
 * so that a violation on a page the walk has already left is not lost.
 */
async function watchViolations(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('reportCspViolation', (violation: Violation) => seen.violations.push(violation));
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const violation = {
        url: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      };
      window.cspViolations?.push(violation);
      window.reportCspViolation?.(violation);
    });
  });
  page.on('console', (message) => {
    if (/content security policy|permissions-policy|refused to/i.test(message.text()))
      seen.console.push(`${message.type()}: ${message.text()}`);
  });
  return seen;
}

const walked = walkStores.filter((store) => store.locale === 'sv' || store.locale === 'nl');

function screensOf(store: StoreFixture) {
  const screens = testedStores.find((tested) => tested.locale === store.locale);
  if (!screens) throw new Error(`no screen fixture for ${store.locale}`);
  return screens;
}

/** Home, a category (reached in the app), a product added to the cart, search, a content page. */
async function walkCatalog(page: Page, store: StoreFixture, index: number): Promise<void> {
  const screens = screensOf(store);
  await openPage(page, storePath(store, '/'));
  // Spec 2: the review widget loads after a scroll of more than 400 px (sv has one configured).
  await page.mouse.wheel(0, 5000);
  if (store.locale === 'sv')
    await expect(page.locator('[data-review-widget]')).toHaveAttribute('data-review-widget', 'loaded');

  const [category] = await mainCategories(page.request, screens);
  if (!category) throw new Error('no main category');
  // A client-side navigation loads the category screen's chunk under the policy.
  await navigateInApp(page, storePath(store, category.uri));
  await expect(page.locator('main:visible .product-card').first()).toBeVisible();

  const product = findProduct(store, { minStock: 150, offset: 170 + index });
  await addFromProductPage(page, store, product);
  await expect(cartPanel(page)).toBeVisible();

  const word = product.name.split(/\s+/).find((part) => part.length > 3) ?? product.name;
  await openPage(page, `${storePath(store, store.search)}?q=${encodeURIComponent(word)}`);
  await expect(page.locator('main .product-card').first()).toBeVisible();

  await openPage(page, storePath(store, screens.content));
  await expect(page.locator('main h1')).toBeVisible();
}

/** The account entry's login dialog (spec 2: ?login opens it). */
async function openLogin(page: Page, store: StoreFixture): Promise<void> {
  await openPage(page, `${storePath(store, '/')}?login`);
  await expect(page.locator('[data-login-dialog] input[type="password"]')).toBeVisible();
}

/** The newsletter signup in the footer posts to the shop's own API. */
async function signUpForNewsletter(page: Page, store: StoreFixture): Promise<void> {
  const form = page.locator('.newsletter__form');
  await form.locator('input[name="email"]').fill(`csp-${store.locale}-${Date.now()}@example.com`);
  await form.getByRole('button').click();
  await expect(page.locator('.newsletter [data-newsletter="subscribed"]')).toBeVisible();
}

/**
 * The checkout with the product in the cart; in nl, paid by the test provider's card: its hosted
 * page (served by the shop, with its own policy), Approve, and back to the confirmation.
 */
async function checkOut(page: Page, store: StoreFixture): Promise<void> {
  const checkoutId = await goToCheckout(page);
  if (store.locale !== 'nl') return;
  await fillCustomer(page, store, { email: 'csp-walk@example.com' });
  await chooseShipping(page);
  await choosePayment(page, 'card');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/api\/payments\/test\//);
  await page.locator('button.approve').click();
  await expect(page).toHaveURL(new RegExp(`/checkout/confirmation/${checkoutId}$`));
  await expect(page.locator('main[data-result="confirmed"]')).toBeVisible();
}

/**
 * The page runs under the policy, every script carries the response's nonce, and the recorder
 * hears a script without one, which the browser refuses: the walk can fail.
 */
async function expectPolicyEnforced(page: Page, seen: { violations: Violation[] }): Promise<void> {
  const first = await page.goto('/sv');
  const policy = first?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
  const scriptNonces = await page.evaluate(() => [...document.scripts].map((script) => script.nonce));
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  await expect.poll(() => seen.violations.length).toBe(1);
  expect(seen.violations[0]?.directive).toBe('script-src-elem');
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
}

test('the main screens of two stores and the back office run with no CSP violation', async ({ page }) => {
  test.setTimeout(150_000);
  // The 'accessories' experiment on `original`: an add opens the cart panel, never the upsell modal
  // (spec 4 picks at random; a product with an offer would otherwise open the modal by chance).
  await page.addInitScript(() => {
    const stored = JSON.parse(window.sessionStorage.getItem('td02') ?? '{}') as Record<string, unknown>;
    if (!stored.experiments) {
      stored.experiments = { picks: { accessories: 'original' } };
      window.sessionStorage.setItem('td02', JSON.stringify(stored));
    }
  });
  const seen = await watchViolations(page);
  await test.step('the recorder hears a script without the nonce', () => expectPolicyEnforced(page, seen));
  seen.violations.length = 0;
  seen.console.length = 0;

  // Spec 4: the consent banner; Allow all updates Consent Mode.
  const banner = page.locator('[data-consent-banner]');
  await banner.locator('[data-consent-action="allow-all"]').click();
  await expect(banner).toHaveCount(0);

  for (const [index, store] of walked.entries()) {
    await test.step(`${store.locale}: catalog screens`, () => walkCatalog(page, store, index));
    if (store.locale === 'sv')
      await test.step('sv: newsletter signup', () => signUpForNewsletter(page, store));
    await test.step(`${store.locale}: checkout`, () => checkOut(page, store));
    await test.step(`${store.locale}: account login`, () => openLogin(page, store));
  }

  await test.step('the back office sign-in', async () => {
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('button', { name: /sign in|logga in/i })).toBeVisible();
  });

  expect(seen.violations).toEqual([]);
  expect(seen.console).toEqual([]);
});
