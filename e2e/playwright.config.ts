import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Chromium from CHROME_PATH or Debian's package; no silent skip when neither exists. */
function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install it (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  return found;
}

const port = Number(process.env.E2E_PORT ?? 3100);
// The shop's mail goes to a local SMTP server (e2e/mail-catcher.ts); tests read it over HTTP.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3126);
process.env.E2E_MAIL_URL ??= `http://127.0.0.1:${mailPort}`;
// Each run gets a fresh database; workers inherit the path to read orders back (issue 7).
process.env.E2E_DATABASE ??= resolve(root, `e2e/.tmp/shop-${Date.now()}.db`);
mkdirSync(dirname(process.env.E2E_DATABASE), { recursive: true });

/** The files whose tests change data every page reads (see projects below). */
const shopWideChanges = /admin-(settings|content|catalog-trees)\.e2e\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: resolve(root, 'e2e/.tmp/results'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // CI shares 2 cores with the server and the browser: one retry, reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: process.env.CI ? 60_000 : 30_000,
  reporter: [['list']],
  projects: [
    { name: 'shop', testIgnore: shopWideChanges },
    // These change what every page shows (a store's settings, its messages and pages, the menu):
    // they run once the other files are done, so no test there sees another's half-done change.
    // Running one of them alone runs the others first; `--no-deps` skips them.
    { name: 'shop-wide changes', testMatch: shopWideChanges, dependencies: ['shop'] },
  ],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node e2e/mail-catcher.ts',
      cwd: root,
      url: `http://127.0.0.1:${mailPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      command: 'node apps/server/src/start.ts',
      cwd: root,
      // /readyz, not /healthz: the shop listens (healthz 200) while it migrates and seeds, and
      // answers pages 503 until it is ready.
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: process.env.E2E_DATABASE,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SMTP_URL: `smtp://shop:e2e-smtp-secret@127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Mobildelar <order@mobildelar.example>',
        MAIL_EVERY_SECONDS: '1',
        // Every test registers from 127.0.0.1.
        SIGNUPS_PER_ADDRESS_HOUR: '1000',
        // The walk pays with every method a store offers, the test-mode card and pay-later too.
        TEST_PAYMENTS: 'true',
        // Spec 7: the Finnish store has a retail tracking provider (e2e/mail-catcher.ts plays it).
        RETAIL_TRACKING_URL_FI: `http://127.0.0.1:${mailPort}/retail-tracking`,
        RETAIL_TRACKING_WEBSITE_FI: 'e2e-website-fi',
      },
    },
  ],
});
