import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoAxeViolationsAtEachWidth,
  openBackOfficePage,
  signInToBackOffice,
  waitForBackOfficePage,
} from './admin-support.ts';

/*
 * Issue 17, content in the back office: the catalog member changes the store message and writes a
 * content page (its rich text previewed as the sanitizer leaves it); the storefront shows both at
 * once. Every content page passes axe. One browser context: the staff page and the shopper's
 * page side by side. Screenshots (docs/screenshots/admin-content-*.png) only with SCREENSHOTS=1.
 */

const screenshots = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

/** The back office's writes as the page makes them: with the session's CSRF token. */
async function putWidget(page: Page, slug: string, body: Record<string, unknown>): Promise<void> {
  const session = await page.request.get('/api/admin/auth/session');
  const { csrf_token: csrf } = (await session.json()) as { csrf_token: string };
  const widgets = await page.request.get('/api/admin/content/sv/widgets');
  const { widgets: list } = (await widgets.json()) as { widgets: { slug: string; version: number }[] };
  const version = list.find((widget) => widget.slug === slug)?.version ?? 0;
  const answer = await page.request.put(`/api/admin/content/sv/widgets/${slug}`, {
    headers: { 'x-csrf-token': csrf },
    data: { ...body, version },
  });
  expect(answer.ok()).toBe(true);
}

test('staff change the store message and a content page, and the storefront shows them', async ({
  page,
  context,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  await signInToBackOffice(page, 'catalog');
  const original = (
    (await (await page.request.get('/api/admin/content/sv/widgets')).json()) as {
      widgets: { slug: string; content: string }[];
    }
  ).widgets.find((widget) => widget.slug === 'store-message')?.content;

  // The store message (widget store-message of spec 7), in the Swedish store.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Content' })
    .click();
  await waitForBackOfficePage(page);
  await expect(page.getByRole('main').locator('h1')).toHaveText('Widgets and messages');
  await expectNoAxeViolationsAtEachWidth(page, 'the widgets and messages');
  const message = `Julklappar beställda före 20 december kommer fram i tid (${stamp})`;
  const form = page.getByRole('form', { name: 'Store message (header)' });
  await form.getByLabel('Text', { exact: true }).fill(message);
  await expect(
    form.getByRole('region', { name: 'Preview of Store message (header) as the shop shows it' }),
  ).toContainText(stamp);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Store message (header) is saved.')).toBeVisible();

  const shopper = await context.newPage();
  // The page cache and the shell data drop what the content topic announces.
  await expect(async () => {
    await shopper.goto('/');
    await expect(shopper.locator('[data-store-message]')).toContainText(stamp, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  for (const [path, title] of [
    ['/content/deals', 'Deals'],
    ['/content/calendar', /^Christmas calendar \d{4}$/],
  ] as const) {
    await openBackOfficePage(page, path);
    await expect(page.getByRole('main').locator('h1')).toHaveText(title);
    await expect(page.getByRole('main').locator('table tbody tr').first()).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, `the content page ${path}`);
  }

  // A new content page: what a script would be is gone from the preview, and from what is saved.
  await openBackOfficePage(page, '/content/pages');
  await expectNoAxeViolationsAtEachWidth(page, 'the content pages');
  await page.getByRole('link', { name: 'New page' }).click();
  await waitForBackOfficePage(page);
  const path = `/e2e-sida-${stamp}`;
  await page.getByLabel('Path').fill(path);
  await page.getByLabel('Title').fill(`Julen ${stamp}`);
  await page
    .getByLabel('Text', { exact: true })
    .fill('<h2>Öppettider</h2><p>Första texten</p><img src="x" onerror="alert(1)"><script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Preview of Page as the shop shows it' });
  await expect(preview).toContainText('Första texten');
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  await expectNoAxeViolationsAtEachWidth(page, 'the new content page');
  await page.getByText('Published', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/pages\/\d+\?store=sv$/);
  await waitForBackOfficePage(page);
  await expect(page.getByRole('main').locator('h1')).toHaveText(`Julen ${stamp}`);
  await expect(page.getByLabel('Text', { exact: true })).not.toHaveValue(/script|onerror/);

  await page.getByLabel('Text', { exact: true }).fill(`<p>Andra texten ${stamp}</p>`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The page Julen ${stamp} is saved.`)).toBeVisible();
  // React Aria's announcer says a pending button's state with role="img" items labelled by an id
  // it does not keep (axe: role-img-alt); it clears them itself after 7 s. Seen on every form
  // with isPending, reported to the coordinator; axe runs once they are gone.
  await expect(page.locator('[aria-live] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolationsAtEachWidth(page, 'a content page');
  await expect(async () => {
    await shopper.goto(path);
    await expect(shopper.getByRole('main')).toContainText(`Andra texten ${stamp}`, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  if (process.env.SCREENSHOTS) {
    mkdirSync(screenshots, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    const editor = new URL(page.url()).pathname.replace(/^\/admin/, '');
    for (const language of ['en', 'sv'] as const) {
      await chooseLanguage(page, language);
      for (const [name, at] of [
        ['widgets', '/content'],
        ['pages', '/content/pages'],
        ['page', `${editor}?store=sv`],
        ['calendar', '/content/calendar'],
      ] as const) {
        await openBackOfficePage(page, at);
        await page.screenshot({ path: resolve(screenshots, `admin-content-${name}-${language}.png`) });
      }
    }
    await chooseLanguage(page, 'en');
  }

  // The demo's message back, for the other tests of the storefront.
  if (original)
    await putWidget(page, 'store-message', { content: original, hidden: false, status: 'published' });
  await shopper.close();
});
