/**
 * Issue 19's JavaScript budget, quickly: the home, category, product and search pages of the built
 * shop loaded in Chromium (no throttling, no Lighthouse), with the HTML and every script each page
 * loads until the network is quiet, gzip-compressed here at gzip's default level as
 * bench/lighthouse.bench.ts counts them (KB = 1024 bytes). Prints a table per page and per script;
 * writes nothing. Targets: JavaScript at most 110 KB gzip on the product page, 120 KB on home and
 * category.
 *
 *   npm run build && node bench/page-weight.ts
 *
 * It starts the shop on its own port with a fresh demo database (BENCH_PORT, default 3191), or
 * measures a running one (BENCH_ORIGIN). CHROME_PATH names the browser (default /usr/bin/chromium).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3191);
const origin = process.env.BENCH_ORIGIN ?? `http://127.0.0.1:${port}`;
const budgetKb: Readonly<Record<string, number>> = { Home: 120, Category: 120, Product: 110 };

async function waitForReady(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // /readyz: the shop listens (healthz) while it migrates and seeds.
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The shop was not ready (${origin}/readyz) within ${timeoutMs} ms`);
}

function startShop(database: string): ChildProcess {
  return spawn(process.execPath, ['apps/server/src/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function api<Result>(path: string): Promise<Result> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Result;
}

/** The pages bench/lighthouse.bench.ts measures: the first main category and a popular product. */
async function pagesToMeasure(): Promise<{ name: string; path: string }[]> {
  const [category] = await api<{ uri: string }[]>(
    '/api/product-categories?v=2&main_menu=true&locale=sv&sid=1',
  );
  const [product] = await api<{ url_fragment: string }[]>(
    '/api/products?popular=true&limit=1&locale=sv&sid=1',
  );
  if (!category || !product) throw new Error('The demo catalog has no category or product');
  return [
    { name: 'Home', path: '/' },
    { name: 'Category', path: category.uri },
    { name: 'Product', path: product.url_fragment },
    { name: 'Search', path: '/sok?q=skal' },
  ];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A chunk's name without its content hash (entry.client-DiVyEAWb.js: entry.client). */
function chunkName(url: string): string {
  const path = new URL(url).pathname;
  return path.startsWith('/assets/') ? path.slice('/assets/'.length).replace(/-[\w-]{8}\.js$/, '') : path;
}

async function main(): Promise<void> {
  if (!process.env.BENCH_ORIGIN && !existsSync(resolve(root, 'apps/web/build/server/index.js'))) {
    throw new Error('No storefront build: run npm run build first');
  }
  const directory = resolve(root, 'bench/.tmp');
  mkdirSync(directory, { recursive: true });
  const database = resolve(directory, `page-weight-${Date.now()}.db`);
  const shop = process.env.BENCH_ORIGIN ? undefined : startShop(database);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    await waitForReady(180_000);
    const pages = await pagesToMeasure();
    const context = await browser.newContext();
    for (const target of pages) {
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      const response = await page.goto(`${origin}${target.path}`, { waitUntil: 'networkidle' });
      const html = Buffer.from((await response?.body()) ?? '');
      const sizes: { name: string; gzip: number }[] = [];
      for (const url of scripts) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        sizes.push({ name: chunkName(url), gzip: gzipSync(body).length });
      }
      const total = sizes.reduce((sum, script) => sum + script.gzip, 0);
      const budget = budgetKb[target.name];
      const verdict =
        budget === undefined ? '' : total / 1024 <= budget ? ` (<= ${budget}: met)` : ` (> ${budget})`;
      process.stdout.write(
        `${target.name} ${target.path}: HTML ${kb(html.length)} KB (gzip ${kb(gzipSync(html).length)}), ` +
          `JS ${kb(total)} KB gzip in ${sizes.length} scripts${verdict}\n`,
      );
      for (const script of sizes.sort((a, b) => b.gzip - a.gzip)) {
        process.stdout.write(`  ${kb(script.gzip).padStart(6)}  ${script.name}\n`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    if (shop) {
      shop.kill('SIGTERM');
      await new Promise((done) => shop.once('exit', done));
    }
    for (const suffix of ['', '-shm', '-wal']) rmSync(`${database}${suffix}`, { force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `page-weight bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
