import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The seeded back-office staff, one per role (apps/api/src/seed/commerce/customers.seed.ts). */
export const backOfficeStaff = {
  owner: {
    email: 'owner@mobildelar.example',
    password: 'owner-demo-password',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  orders: { email: 'staff@mobildelar.example', password: 'staff-demo-password', totpSecret: null },
  catalog: { email: 'catalog@mobildelar.example', password: 'catalog-demo-password', totpSecret: null },
} as const;
export type BackOfficeRole = keyof typeof backOfficeStaff;

/** The widths the back office is checked at: a desktop and a tablet held upright. */
export const backOfficeViewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

const totpPeriodSeconds = 30;

function totpCode(secret: string, at: number): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
  }).generate({
    timestamp: at,
  });
}

/** Milliseconds until the authenticator shows its next code. */
function untilNextCode(): number {
  return totpPeriodSeconds * 1000 - (Date.now() % (totpPeriodSeconds * 1000)) + 250;
}

/**
 * Signs in through the sign-in page, in English (the page's language switch), with the 6-digit
 * step for a member with two-factor. A code counts once (RFC 6238 replay protection), and
 * tests run side by side: when another test used this period's code, the next one is taken.
 */
export async function signInToBackOffice(page: Page, role: BackOfficeRole): Promise<void> {
  const member = backOfficeStaff[role];
  await page.goto('/admin/sign-in');
  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.reload();
  await page.getByLabel('E-mail address').fill(member.email);
  // Submitted with Enter from the field, as a keyboard user does.
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  if (member.totpSecret) {
    const secret = member.totpSecret;
    const code = page.getByLabel('6-digit code');
    await code.fill(totpCode(secret, Date.now()));
    await code.press('Enter');
    // Whichever comes first; each settles on its own, so the one that loses never rejects unheard.
    const outcome = await Promise.race([
      page
        .waitForURL((url) => !url.pathname.endsWith('/sign-in'))
        .then(
          () => 'signed-in' as const,
          () => 'refused' as const,
        ),
      page
        .getByRole('alert')
        .waitFor()
        .then(
          () => 'refused' as const,
          () => 'signed-in' as const,
        ),
    ]);
    if (outcome === 'refused') {
      await page.waitForTimeout(untilNextCode());
      await code.fill(totpCode(secret, Date.now()));
      await code.press('Enter');
    }
  }
  await expect(page).not.toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('navigation', { name: /Main navigation|Huvudmeny/ })).toBeVisible();
}

/** Opens a back-office page and waits until its content has loaded. */
export async function openBackOfficePage(page: Page, path: string): Promise<void> {
  await page.goto(`/admin${path}`);
  await waitForBackOfficePage(page);
}

export async function waitForBackOfficePage(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.loading')).toHaveCount(0);
}

// --- the product editor (issue 17) ----------------------------------------------------------

/**
 * Adds a product through the New product page (a SKU and the Swedish name); answers its SKU, with
 * the editor open.
 */
export async function addProduct(page: Page, name: string, skuPrefix = 'E2E'): Promise<string> {
  const sku = `${skuPrefix}-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1000)}`;
  await openBackOfficePage(page, '/products');
  await page.getByRole('link', { name: /^(New product|Ny produkt)$/ }).click();
  await waitForBackOfficePage(page);
  await page.getByLabel(/^(SKU|Artikelnummer)/).fill(sku);
  await page.getByLabel(/^(Name|Namn) \(/).fill(name);
  await page.getByRole('button', { name: /^(Create product|Skapa produkt)$/ }).click();
  await expect(page.getByRole('main').locator('h1')).toHaveText(new RegExp(sku));
  await waitForBackOfficePage(page);
  return sku;
}

/** Types a store's tiers in the editor's price form: [[quantity, price], ...] per list. */
export async function typePrices(
  page: Page,
  store: RegExp,
  normal: readonly (readonly [number, number])[],
  campaign: readonly (readonly [number, number])[] = [],
): Promise<void> {
  const prices = page.getByRole('region', { name: /^(Prices|Priser)$/ });
  await prices.getByRole('button', { name: /(Store|Butik)$/ }).click();
  await page.getByRole('option', { name: store }).click();
  for (const [list, tiers] of [
    [/^(Normal prices|Ordinarie priser)$/, normal],
    [/^(Campaign prices|Kampanjpriser)$/, campaign],
  ] as const) {
    const group = prices.getByRole('group', { name: list });
    const typed = await group.getByRole('textbox', { name: /^(From quantity|Från antal) \(\d+\)$/ }).count();
    for (const [offset, [quantity, price]] of tiers.entries()) {
      const row = typed + offset + 1;
      await group.getByRole('button', { name: /^(Add a tier|Lägg till en nivå)$/ }).click();
      await group
        .getByRole('textbox', { name: new RegExp(`^(From quantity|Från antal) \\(${row}\\)$`) })
        .fill(String(quantity));
      const priceField = group.getByRole('textbox', {
        name: new RegExp(`^(Price incl|Pris inkl).*\\(${row}\\)$`),
      });
      await priceField.fill(String(price));
      await priceField.blur();
    }
  }
}

/** A JPEG photo drawn by the browser itself (no binary fixture): 900x600 with a few shapes. */
export async function drawPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#1fbfc0';
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#24323b';
    context.fillRect(300, 80, 300, 440);
    context.fillStyle = '#ffffff';
    context.fillRect(320, 110, 260, 380);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Uploads a drawn 900x600 photo in the open editor's images section and waits for the notice. */
export async function uploadPhoto(page: Page): Promise<void> {
  const images = page.getByRole('region', { name: /^(Images|Bilder)$/ });
  await images.getByLabel(/^(Photo|Foto)$/).setInputFiles({
    name: 'case.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawPhoto(page),
  });
  await images.getByRole('button', { name: /^(Upload photo|Ladda upp foto)$/ }).click();
  await expect(page.getByRole('status')).toContainText(/Photo uploaded|Fotot är uppladdat/);
}

/**
 * The uploaded 900x600 photo on the storefront's product page (the gallery's stage): a <picture>
 * with AVIF and WebP sources and an <img> with srcset, sizes, width and height (no layout shift).
 */
export async function expectResponsivePhoto(stage: Locator): Promise<void> {
  await expect(stage.locator('picture')).toHaveCount(1);
  const avif = stage.locator('source[type="image/avif"]');
  await expect(avif).toHaveAttribute('srcset', /-160\.avif 160w, .*-640\.avif 640w, .*-900\.avif 900w$/);
  await expect(avif).toHaveAttribute('sizes', /640px/);
  await expect(stage.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-900\.webp 900w/);
  const img = stage.locator('img');
  await expect(img).toHaveAttribute('width', '900');
  await expect(img).toHaveAttribute('height', '600');
  await expect(img).toHaveAttribute('srcset', /-320\.jpg 320w/);
  await expect(img).toHaveAttribute('sizes', /640px/);
  // The photo loads (Chromium takes a modern format from the sources).
  await expect.poll(() => img.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

/** axe on the whole document: no violation of any rule (DESIGN.md: no page ships with one). */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/** Runs axe at each back-office width; the page is left at the first. */
export async function expectNoAxeViolationsAtEachWidth(page: Page, what: string): Promise<void> {
  for (const viewport of [...backOfficeViewports].reverse()) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page, `${what} at ${viewport.name} width`);
  }
}

/** The number of a return in the shop: the demo seeds one a shopper asked for. */
export async function aReturnNumber(page: Page): Promise<string> {
  const answer = await page.request.get('/api/admin/returns?per_page=1');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { returns: { number: string }[] };
  const found = body.returns[0]?.number;
  if (!found) throw new Error('The demo has no return');
  return found;
}

/** Sets the signed-in member's language, as the profile page does (PATCH /auth/profile). */
export async function chooseLanguage(page: Page, language: 'en' | 'sv'): Promise<void> {
  const session = await page.request.get('/api/admin/auth/session');
  const { csrf_token: csrf } = (await session.json()) as { csrf_token: string };
  const answer = await page.request.patch('/api/admin/auth/profile', {
    headers: { 'x-csrf-token': csrf },
    data: { language },
  });
  expect(answer.ok()).toBe(true);
}

/**
 * The warehouse's day through the back-office API, as the orders member: the order is shipped
 * and delivered. The request context keeps the session cookie it is given.
 */
export async function shipAndDeliver(request: APIRequestContext, orderNumber: string): Promise<void> {
  const member = backOfficeStaff.orders;
  const login = await request.post('/api/admin/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(login.ok()).toBe(true);
  const { csrf_token: csrf } = (await login.json()) as { csrf_token: string };
  const headers = { 'x-csrf-token': csrf };
  const shipped = await request.post(`/api/admin/orders/${orderNumber}/ship`, {
    headers,
    data: { carrier: 'bring', tracking_number: `E2E${Date.now()}` },
  });
  expect(shipped.ok()).toBe(true);
  const delivered = await request.post(`/api/admin/orders/${orderNumber}/deliver`, { headers, data: {} });
  expect(delivered.ok()).toBe(true);
}
