import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { mailedLoginToken } from './account-support.ts';
import { expectNoAxeViolations, shopDatabase } from './cart-support.ts';
import { giveConsent, openPage, viewports } from './shell-support.ts';

/** Set SCREENSHOTS=1 to write the profile form's screenshots into docs/screenshots. */
const screenshots = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

const stores = [
  {
    locale: 'sv',
    sid: 1,
    // Spec 5: a Swedish mobile number begins with 07; a Finnish one with 4 or 9.
    wrongPhone: '401234567',
    phone: '070-765 43 21',
    storedPhone: '0707654321',
    texts: {
      edit: 'Ändra uppgifter',
      name: 'Namn',
      phoneError: 'Mobilnumret ska ha 10 siffror och börja med 07.',
      fix: 'Rätta de markerade fälten.',
      save: 'Spara',
      saved: 'Dina uppgifter är sparade.',
    },
  },
  {
    locale: 'fi',
    sid: 4,
    wrongPhone: '0701234567',
    phone: '40 123 4567',
    storedPhone: '401234567',
    texts: {
      edit: 'Muokkaa tietoja',
      name: 'Nimi',
      phoneError: 'Matkapuhelinnumeron pitää alkaa numerolla 4 tai 9 (ilman alun nollaa).',
      fix: 'Korjaa merkityt kentät.',
      save: 'Tallenna',
      saved: 'Tietosi on tallennettu.',
    },
  },
] as const;

/**
 * A confirmed account of its own for each test, so renaming it never disturbs the tests that
 * read the demo customer's name: registration, then the link of the confirmation mail.
 */
async function registerConfirmedAccount(
  request: APIRequestContext,
  store: { locale: string; sid: number },
  name: string,
): Promise<string> {
  const email = `profile-${store.locale}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const query = `locale=${store.locale}&sid=${store.sid}`;
  const registered = await request.post(`/api/auth/register?${query}`, {
    data: { email, password: 'profile-password-1', name },
  });
  expect(registered.status()).toBe(201);
  const mail = shopDatabase()
    .prepare(`select body_text from mail_outbox where to_address = ? and kind = 'verify-email'`)
    .get(email) as { body_text: string } | undefined;
  const token = /verify_email=([^\s&]+)/.exec(mail?.body_text ?? '')?.[1];
  expect(token).toBeTruthy();
  const verified = await request.post(`/api/auth/verify-email?${query}`, { data: { token } });
  expect(verified.status()).toBe(200);
  return email;
}

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL ?? '');
});

for (const store of stores) {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test(`edit the profile: mistakes are announced, the change is saved and shown, ${store.locale} ${viewportName}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const email = await registerConfirmedAccount(request, store, 'Ella Ennen');
      const token = await mailedLoginToken(request, email);
      await openPage(page, `/${store.locale}/?token=${encodeURIComponent(token)}`);
      await expect(page).toHaveURL(new RegExp(`/${store.locale}/my-account/orders$`));

      await openPage(page, `/${store.locale}/my-account/profile`);
      const main = page.getByRole('main');
      await expect(main.locator('[data-profile-name]')).toHaveText('Ella Ennen');
      await main.getByRole('link', { name: store.texts.edit }).click();
      await expect(page).toHaveURL(new RegExp(`/${store.locale}/my-account/profile/edit$`));
      const form = main.locator('[data-profile-form]');
      const name = form.getByLabel(store.texts.name, { exact: true });
      await expect(name).toHaveValue('Ella Ennen');
      await expectNoAxeViolations(page, 'main');

      // A mistake is announced, tied to its field, and the field gets focus; nothing is saved.
      const phone = form.locator('input[name="phone"]');
      await phone.fill(store.wrongPhone);
      await form.getByRole('button', { name: store.texts.save }).click();
      await expect(form.getByRole('alert')).toHaveText(store.texts.fix);
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAccessibleDescription(
        new RegExp(store.texts.phoneError.replace(/[()]/g, '\\$&')),
      );
      await expectNoAxeViolations(page, 'main');
      if (process.env.SCREENSHOTS) {
        mkdirSync(screenshots, { recursive: true });
        await page.screenshot({
          path: resolve(screenshots, `profile-edit-${store.locale}-${viewportName}.png`),
          // A phone's sticky header would repeat over a full-page picture.
          fullPage: viewportName === 'desktop',
        });
      }

      await name.fill('Ella Efter');
      await phone.fill(store.phone);
      await form.getByRole('button', { name: store.texts.save }).click();
      await expect(page).toHaveURL(new RegExp(`/${store.locale}/my-account/profile$`));
      await expect(main.locator('[data-profile-saved]')).toHaveText(store.texts.saved);
      await expect(main.locator('[data-profile-name]')).toHaveText('Ella Efter');
      await expect(main.locator('[data-profile-phone]')).toHaveText(store.storedPhone);
      // The account menu shows the new name at once.
      await expect(page.locator('[data-account-entry="account"]').first()).toContainText('Ella Efter');
      await expectNoAxeViolations(page, 'main');

      // The change is the provider's: a fresh load shows it too.
      await openPage(page, `/${store.locale}/my-account/profile`);
      await expect(main.locator('[data-profile-name]')).toHaveText('Ella Efter');
      await expect(main.locator('[data-profile-saved]')).toHaveCount(0);
    });
  }
}
