import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AutocannonResult } from 'autocannon';
import { loadInOwnProcess } from './load.ts';
import { type ShopProcess, startShopProcess, stopShopProcess } from './shop-process.ts';

/**
 * Issue 19's page bench: anonymous product, category and home pages, kept by the page cache and
 * rendered, side by side in one run, against a built asset (/assets/framework-*.js) of the same
 * process, every request with `accept-encoding: br`. Two shops run on one SQLite file, started
 * as `npm start` starts them (NODE_ENV=production): one with the page cache (PAGE_CACHE=true)
 * and one with PAGE_CACHE=false. Only one of them is under load at a time; autocannon
 * runs in a process of its own (bench/load.ts says why). Writes the figures and the ratios to
 * bench/RESULTS.md.
 *
 *   node bench/pages.bench.ts          (BENCH_SECONDS per load, default 10; BENCH_CONNECTIONS, default 20)
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = join(root, 'bench/RESULTS.md');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const products = Number(process.env.SEED_PRODUCTS ?? 2400);
const headers = { 'accept-encoding': 'br' } as const;

function log(message: string): void {
  process.stderr.write(`[pages bench] ${message}\n`);
}

/** A shop as `npm start` runs it, with the page cache or without. */
function startShop(database: string, pageCache: boolean): Promise<ShopProcess> {
  return startShopProcess({
    env: {
      DATABASE_URL: database,
      SEED_PRODUCTS: String(products),
      ACCESS_LOG: 'false',
      PAGE_CACHE: String(pageCache),
      SUBSCRIPTIONS_EVERY_SECONDS: '0',
    },
  });
}

/** The paths measured: a popular product, a main category, the home page, and the framework chunk. */
async function pathsOf(url: string): Promise<Record<'product' | 'category' | 'home' | 'asset', string>> {
  const home = await (await fetch(`${url}/sv`)).text();
  const asset = /href="(\/assets\/framework-[\w-]+\.js)"/.exec(home)?.[1];
  const category = /href="(\/sv\/kategori\/[\w-]+)"/.exec(home)?.[1];
  const popular = (await (await fetch(`${url}/api/products?popular=1&limit=1&locale=sv&sid=1`)).json()) as {
    slug: string;
  }[];
  const product = popular[0]?.slug;
  if (!asset || !category || !product) throw new Error('the home page names no asset, category or product');
  return { product: `/sv/produkt/${product}`, category, home: '/sv', asset };
}

/** The size of an answer as sent (fetch would decode brotli). */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      response.on('end', () => resolve(size));
    }).on('error', reject);
  });
}

interface Measured {
  readonly what: string;
  readonly path: string;
  readonly rate: number;
  readonly p50: number;
  readonly p99: number;
  readonly bytes: number;
  readonly failed: number;
}

async function measure(what: string, url: string, path: string): Promise<Measured> {
  // A short warm-up: the cache's first render, the JIT, the connections.
  const requests = [{ method: 'GET' as const, path, headers }];
  await loadInOwnProcess({ url, connections, duration: 2, requests });
  const result: AutocannonResult = await loadInOwnProcess({ url, connections, duration: seconds, requests });
  const size = await bytesOnTheWire(`${url}${path}`);
  const measured = {
    what,
    path,
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: size,
    failed: result.errors + result.timeouts + result.non2xx,
  };
  log(`${what}: ${measured.rate.toFixed(0)}/s, p99 ${measured.p99} ms`);
  return measured;
}

const folder = mkdtempSync(join(tmpdir(), 'pages-bench-'));
const database = join(folder, 'shop.db');
const startedLoad = loadavg()[0]?.toFixed(1);
let cached: ShopProcess | undefined;
let rendered: ShopProcess | undefined;
const results: Measured[] = [];
let paths: Awaited<ReturnType<typeof pathsOf>>;
try {
  log(`seeding ${products} products and starting the shop with the page cache`);
  cached = await startShop(database, true);
  rendered = await startShop(database, false);
  paths = await pathsOf(cached.url);
  // Side by side: each kind of page cached, then rendered, with the asset before and after.
  results.push(await measure('static asset', cached.url, paths.asset));
  for (const page of ['product', 'category', 'home'] as const) {
    results.push(await measure(`${page} page, cached`, cached.url, paths[page]));
    results.push(await measure(`${page} page, rendered (PAGE_CACHE=false)`, rendered.url, paths[page]));
  }
  results.push(await measure('static asset, again', cached.url, paths.asset));
} finally {
  if (cached) await stopShopProcess(cached);
  if (rendered) await stopShopProcess(rendered);
  rmSync(folder, { recursive: true, force: true });
}

const assetRate = ((results[0]?.rate ?? 0) + (results.at(-1)?.rate ?? 0)) / 2;
const endedLoad = loadavg()[0]?.toFixed(1);
const rateOf = (what: string) => results.find((each) => each.what === what)?.rate ?? 0;
const ratio = (rate: number) => (assetRate > 0 ? rate / assetRate : 0);
const productRatio = ratio(rateOf('product page, cached'));
log(`cached product page: ${productRatio.toFixed(2)}x the asset (target 0.8x)`);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const section = [
  '<!-- pages:start -->',
  '## Storefront pages: the page cache against a static asset (issue 19)',
  '',
  `Measured with \`npm run bench:pages\` (\`node bench/pages.bench.ts\`) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}),`,
  `1-minute load average ${startedLoad} when it began and ${endedLoad} when it ended (above the core count, other`,
  'processes took CPU meanwhile: compare the lines of one run with each other, not with other runs). Two shops',
  'as `npm start` runs them (NODE_ENV=production,',
  `one process each, SQLite, demo catalog of ${products} products) on one database file: one with the page cache, one`,
  `with PAGE_CACHE=false; only one is under load at a time. autocannon in a process of its own, ${connections} connections,`,
  `${seconds} s per line after a 2 s warm-up, every request \`accept-encoding: br\`; anonymous shopper (no cookies). The`,
  'asset is the framework chunk (`/assets/framework-*.js`, sent from its prebuilt .br file) of the shop with the cache,',
  'measured first and last; ratios are against the mean of the two.',
  '',
  '| What | Path | Answers/s | p50 ms | p99 ms | Bytes sent (br) | Failed | Ratio to the asset |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (each) =>
      `| ${each.what} | \`${each.path}\` | ${each.rate.toFixed(0)} | ${each.p50} | ${each.p99} | ${kb(each.bytes)} KB | ${each.failed} | ${ratio(each.rate).toFixed(2)}x |`,
  ),
  '',
  `Cached product page: **${productRatio.toFixed(2)}x** the asset's rate (target: at least 0.8x). Cached against rendered:`,
  `product ${(rateOf('product page, cached') / Math.max(1, rateOf('product page, rendered (PAGE_CACHE=false)'))).toFixed(0)}x,`,
  `category ${(rateOf('category page, cached') / Math.max(1, rateOf('category page, rendered (PAGE_CACHE=false)'))).toFixed(0)}x,`,
  `home ${(rateOf('home page, cached') / Math.max(1, rateOf('home page, rendered (PAGE_CACHE=false)'))).toFixed(0)}x.`,
  '<!-- pages:end -->',
].join('\n');
const current = readFileSync(resultsFile, 'utf8');
const marked = /<!-- pages:start -->[\s\S]*<!-- pages:end -->/;
writeFileSync(
  resultsFile,
  marked.test(current) ? current.replace(marked, section) : `${current.trimEnd()}\n\n${section}\n`,
);
log('written to bench/RESULTS.md');
