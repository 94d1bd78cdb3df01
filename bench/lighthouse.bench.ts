/**
 * Lighthouse (mobile) for the home, category, product and search results pages of the built shop,
 * with the gzip bytes of the JavaScript each page loads and of its HTML. Targets (issue 19):
 * performance >= 98, SEO and accessibility 100, CLS <= 0.02, LCP at most 1.2x the LCP of the same
 * page loaded without its JavaScript (Lighthouse blocking every script file), JavaScript at most
 * 110 KB gzip on the product page and 120 KB on home and category, product HTML at most 60 KB.
 *
 *   npm run build && CHROME_PATH=/usr/lib/chromium/chromium node bench/lighthouse.bench.ts
 *
 * It starts the shop on its own port with a fresh demo database (BENCH_PORT, default 3190), runs
 * Lighthouse BENCH_RUNS times per page (default 5, the pages taking turns) against 127.0.0.1 only,
 * and writes the median of each figure into the section "Storefront: Lighthouse and JavaScript
 * weight" of bench/RESULTS.md. The machines here are shared: one run can be far off, a median of
 * several is what the targets are checked against.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
/** BENCH_ORIGIN measures a shop that is already running (on this machine) instead of starting one. */
const origin = process.env.BENCH_ORIGIN ?? `http://127.0.0.1:${port}`;
const resultsFile = resolve(root, 'bench/RESULTS.md');
const sectionTitle = '## Storefront: Lighthouse and JavaScript weight';
/** The section sits between these markers, as the other benches' sections do. */
const sectionStart = '<!-- storefront-lighthouse:start -->';
const sectionEnd = '<!-- storefront-lighthouse:end -->';

const targets = {
  performance: 98,
  seo: 100,
  accessibility: 100,
  cls: 0.02,
  lcpToNoJs: 1.2,
  jsKb: { Product: 110, Home: 120, Category: 120 } as Readonly<Record<string, number>>,
  productHtmlKb: 60,
} as const;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

interface PageFigures {
  readonly name: string;
  readonly path: string;
  readonly performance: number;
  readonly seo: number;
  readonly accessibility: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  /** LCP of the same page with every script file blocked: what the server's HTML alone paints. */
  readonly lcpNoJsMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  readonly scripts: number;
  readonly jsGzipBytes: number;
  readonly jsTransferBytes: number;
  /** The page's HTML as sent (uncompressed bytes, and on the wire). */
  readonly htmlBytes: number;
  readonly htmlTransferBytes: number;
  /** The element Lighthouse took as the largest paint. */
  readonly lcpElement: string;
  readonly largestScripts: readonly { name: string; gzip: number }[];
  /** Every run's score, in run order (the figures above are medians). */
  readonly scores: readonly number[];
}

function chromePath(): string {
  const found = [process.env.CHROME_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) throw new Error('No Chromium found: set CHROME_PATH');
  return found;
}

async function waitForHealth(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // /readyz: the shop listens (healthz) while it migrates and seeds.
      const response = await fetch(`${origin}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The shop was not ready (${origin}/readyz) within ${timeoutMs} ms`);
}

function startShop(database: string): ChildProcess {
  const child = spawn(process.execPath, ['apps/server/src/start.ts'], {
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
  return child;
}

async function api<Result>(path: string): Promise<Result> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Result;
}

/** Real pages of the demo catalog: the first main category and a popular product. */
async function pagesToMeasure(): Promise<{ name: string; path: string }[]> {
  const categories = await api<{ uri: string }[]>(
    '/api/product-categories?v=2&main_menu=true&locale=sv&sid=1',
  );
  const products = await api<{ url_fragment: string }[]>(
    '/api/products?popular=true&limit=1&locale=sv&sid=1',
  );
  const category = categories[0];
  const product = products[0];
  if (!category || !product) throw new Error('The demo catalog has no category or product');
  return [
    { name: 'Home', path: '/' },
    { name: 'Category', path: category.uri },
    { name: 'Product', path: product.url_fragment },
    { name: 'Search', path: '/sok?q=skal' },
  ];
}

interface NetworkItem {
  readonly url: string;
  readonly resourceType?: string;
  readonly transferSize?: number;
  readonly resourceSize?: number;
}

/**
 * The gzip size of each script the page loaded during the run, compressed here at gzip's default
 * level: the modulepreloaded chunks and those the page imported on its own while loading (the
 * network log has both as scripts). A script requested twice counts once.
 */
async function scriptWeights(
  items: readonly NetworkItem[],
): Promise<{ gzip: number; transfer: number; count: number; largest: { name: string; gzip: number }[] }> {
  const seen = new Set<string>();
  const scripts = items.filter((item) => {
    if (item.resourceType !== 'Script' || seen.has(item.url)) return false;
    seen.add(item.url);
    return true;
  });
  let gzip = 0;
  let transfer = 0;
  const sizes: { name: string; gzip: number }[] = [];
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    const size = gzipSync(body).length;
    gzip += size;
    transfer += script.transferSize ?? 0;
    sizes.push({ name: new URL(script.url).pathname.replace(/^\/assets\//, ''), gzip: size });
  }
  const largest = sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 6);
  return { gzip, transfer, count: scripts.length, largest };
}

/** The LCP of the page with every script file blocked: the server's HTML and CSS alone. */
async function lcpWithoutJavaScript(port: number, page: { path: string }): Promise<number> {
  const result = await lighthouse(`${origin}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    blockedUrlPatterns: ['*.js'],
  });
  return result?.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
}

async function measureOnce(port: number, page: { name: string; path: string }): Promise<PageFigures> {
  const result = await lighthouse(`${origin}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'accessibility'],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const details = audits['network-requests']?.details;
  const items = details && details.type === 'table' ? (details.items as unknown as NetworkItem[]) : [];
  const weights = await scriptWeights(items);
  const documentItem = items.find((item) => item.resourceType === 'Document');
  const lcpNoJsMs = await lcpWithoutJavaScript(port, page);
  const lcpItems = audits['lcp-breakdown-insight']?.details;
  const lcpNode =
    lcpItems && lcpItems.type === 'list'
      ? (lcpItems.items as unknown as { type: string; selector?: string }[]).find(
          (item) => item.type === 'node',
        )
      : undefined;
  return {
    name: page.name,
    path: page.path,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    lcpNoJsMs,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scripts: weights.count,
    jsGzipBytes: weights.gzip,
    jsTransferBytes: weights.transfer,
    htmlBytes: documentItem?.resourceSize ?? Number.NaN,
    htmlTransferBytes: documentItem?.transferSize ?? Number.NaN,
    lcpElement: lcpNode?.selector ?? 'unknown',
    largestScripts: weights.largest,
    scores: [Math.round((categories.performance?.score ?? 0) * 100)],
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** One page's runs as medians; the largest paint and the scripts are those of the median-score run. */
function summarize(page: { name: string; path: string }, all: readonly PageFigures[]): PageFigures {
  const of = (pick: (figures: PageFigures) => number) => median(all.map(pick));
  const scores = all.map((figures) => figures.performance);
  const typical =
    [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)] ?? all[0];
  if (!typical) throw new Error(`No run of ${page.path}`);
  return {
    name: page.name,
    path: page.path,
    performance: Math.round(of((figures) => figures.performance)),
    seo: Math.round(of((figures) => figures.seo)),
    accessibility: Math.round(of((figures) => figures.accessibility)),
    fcpMs: of((figures) => figures.fcpMs),
    lcpMs: of((figures) => figures.lcpMs),
    lcpNoJsMs: of((figures) => figures.lcpNoJsMs),
    tbtMs: of((figures) => figures.tbtMs),
    cls: of((figures) => figures.cls),
    speedIndexMs: of((figures) => figures.speedIndexMs),
    scripts: of((figures) => figures.scripts),
    jsGzipBytes: of((figures) => figures.jsGzipBytes),
    jsTransferBytes: of((figures) => figures.jsTransferBytes),
    htmlBytes: of((figures) => figures.htmlBytes),
    htmlTransferBytes: of((figures) => figures.htmlTransferBytes),
    lcpElement: typical.lcpElement,
    largestScripts: typical.largestScripts,
    scores,
  };
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function report(
  figures: readonly PageFigures[],
  chromiumVersion: string,
  load: { start: number; end: number },
): string {
  const rows = figures.map(
    (page) =>
      `| ${page.name} (\`${page.path}\`) | ${page.performance} | ${page.seo} | ${page.accessibility} | ${Math.round(page.fcpMs)} | ${Math.round(page.lcpMs)} | ${Math.round(page.lcpNoJsMs)} | ${(page.lcpMs / page.lcpNoJsMs).toFixed(2)} | ${Math.round(page.tbtMs)} | ${page.cls.toFixed(3)} | ${page.scripts} | ${kb(page.jsGzipBytes)} | ${kb(page.htmlBytes)} | ${kb(page.htmlTransferBytes)} |`,
  );
  const product = figures.find((page) => page.name === 'Product');
  const misses = figures.flatMap((page) => {
    const jsKb = targets.jsKb[page.name];
    return [
      ...(page.performance < targets.performance
        ? [`${page.name}: performance ${page.performance} < ${targets.performance}`]
        : []),
      ...(page.seo < targets.seo ? [`${page.name}: SEO ${page.seo} < ${targets.seo}`] : []),
      ...(page.accessibility < targets.accessibility
        ? [`${page.name}: accessibility ${page.accessibility} < ${targets.accessibility}`]
        : []),
      ...(page.cls > targets.cls ? [`${page.name}: CLS ${page.cls.toFixed(3)} > ${targets.cls}`] : []),
      ...(page.lcpMs > page.lcpNoJsMs * targets.lcpToNoJs
        ? [`${page.name}: LCP ${(page.lcpMs / page.lcpNoJsMs).toFixed(2)}x the LCP without JavaScript`]
        : []),
      ...(jsKb !== undefined && page.jsGzipBytes / 1024 > jsKb
        ? [`${page.name}: JavaScript ${kb(page.jsGzipBytes)} KB gzip > ${jsKb} KB`]
        : []),
    ];
  });
  if (product && product.htmlBytes / 1024 > targets.productHtmlKb) {
    misses.push(`Product: HTML ${kb(product.htmlBytes)} KB > ${targets.productHtmlKb} KB`);
  }
  return [
    sectionTitle,
    '',
    `Run ${new Date().toISOString().slice(0, 10)} with \`node bench/lighthouse.bench.ts\`: Lighthouse 13, mobile form factor`,
    `with its default simulated throttling (slow 4G, 4x CPU slowdown), ${chromiumVersion}, headless, against the`,
    'production build on 127.0.0.1 with the demo catalog (sv store). JavaScript is every script the page',
    'loaded during the run (modulepreloaded and dynamically imported chunks alike, each once),',
    'gzip-compressed at the default level here ("JS gzip KB", KB = 1024 bytes). HTML is the page as',
    'rendered, uncompressed and on the wire (brotli). "LCP no JS" is the same page with every script',
    'file blocked (Lighthouse blockedUrlPatterns `*.js`): what the server-rendered HTML alone paints.',
    '',
    `Each figure is the median of ${runs} runs per page (the pages taking turns). The machine is shared`,
    '(2 cores, other work running), so single runs scatter widely, mostly in TBT and in the',
    'presentation of the first frame; the scores of every run are listed under the table.',
    `The 1-minute load average was ${load.start.toFixed(1)} when the runs began and ${load.end.toFixed(1)} when they ended.`,
    '',
    `Targets (issue 19): performance >= ${targets.performance}, SEO and accessibility ${targets.seo}, CLS <= ${targets.cls}, LCP <= ${targets.lcpToNoJs}x the LCP without JavaScript,`,
    `JavaScript <= ${targets.jsKb.Product} KB gzip on the product page and ${targets.jsKb.Home} KB on home and category, product HTML <= ${targets.productHtmlKb} KB.`,
    '',
    '| Page | Score | SEO | A11y | FCP ms | LCP ms | LCP no JS ms | LCP ratio | TBT ms | CLS | Scripts | JS gzip KB | HTML KB | HTML on the wire KB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    misses.length === 0
      ? 'Every target is met (by the medians).'
      : `Targets missed (by the medians): ${misses.join('; ')}.`,
    '',
    'Scores of the single runs:',
    '',
    ...figures.map((page) => `- ${page.name}: ${page.scores.join(', ')}`),
    '',
    'Largest contentful paint element per page:',
    '',
    ...figures.map((page) => `- ${page.name}: \`${page.lcpElement}\``),
    '',
    `Largest scripts of the product page (gzip KB): ${(product?.largestScripts ?? [])
      .map((script) => `\`${script.name}\` ${kb(script.gzip)}`)
      .join(', ')}.`,
    '',
  ].join('\n');
}

/** Replaces this bench's own section of RESULTS.md (other benches write their own sections). */
function writeSection(section: string): void {
  const current = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Bench results\n';
  const block = `${sectionStart}\n${section.trimEnd()}\n${sectionEnd}`;
  const start = current.indexOf(sectionStart);
  const end = current.indexOf(sectionEnd);
  let next: string;
  if (start !== -1 && end > start) {
    next = `${current.slice(0, start)}${block}${current.slice(end + sectionEnd.length)}`;
  } else {
    // An older run without markers: replace from its heading to the next section.
    const heading = current.indexOf(sectionTitle);
    if (heading === -1) {
      next = `${current.trimEnd()}\n\n${block}`;
    } else {
      const rest = current.slice(heading + sectionTitle.length);
      const following = rest.search(/\n(## |<!-- )/);
      const tail = following === -1 ? '' : rest.slice(following);
      next = `${current.slice(0, heading)}${block}${tail}`;
    }
  }
  writeFileSync(resultsFile, `${next.trimEnd()}\n`);
}

async function main(): Promise<void> {
  if (!existsSync(resolve(root, 'apps/web/build/server/index.js'))) {
    throw new Error('No storefront build: run npm run build first');
  }
  const directory = resolve(root, 'bench/.tmp');
  mkdirSync(directory, { recursive: true });
  const database = resolve(directory, `lighthouse-${Date.now()}.db`);
  const shop = process.env.BENCH_ORIGIN ? undefined : startShop(database);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(180_000);
    const pages = await pagesToMeasure();
    chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser: string;
    };
    // Warm the server's caches once, as a shopper's visit after start-up would.
    for (const page of pages) await fetch(`${origin}${page.path}`);
    const loadAtStart = loadavg()[0] ?? Number.NaN;
    const perPage = new Map<string, PageFigures[]>(pages.map((page) => [page.path, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const figure = await measureOnce(chrome.port, page);
        perPage.get(page.path)?.push(figure);
        process.stdout.write(
          `run ${run}/${runs} ${page.name}: score ${figure.performance}, SEO ${figure.seo}, a11y ${figure.accessibility}, LCP without JS ${Math.round(figure.lcpNoJsMs)} ms, FCP ${Math.round(figure.fcpMs)} ms, LCP ${Math.round(figure.lcpMs)} ms, TBT ${Math.round(figure.tbtMs)} ms, CLS ${figure.cls.toFixed(3)}, JS ${kb(figure.jsGzipBytes)} KB gzip\n`,
        );
      }
    }
    const figures = pages.map((page) => summarize(page, perPage.get(page.path) ?? []));
    for (const figure of figures) {
      process.stdout.write(
        `median ${figure.name}: score ${figure.performance} (${figure.scores.join(', ')}), CLS ${figure.cls.toFixed(3)}, JS ${kb(figure.jsGzipBytes)} KB gzip\n`,
      );
    }
    writeSection(report(figures, version.Browser, { start: loadAtStart, end: loadavg()[0] ?? Number.NaN }));
    process.stdout.write(`written to ${resultsFile}\n`);
  } finally {
    await chrome?.kill();
    if (shop) {
      shop.kill('SIGTERM');
      await new Promise((done) => shop.once('exit', done));
    }
    for (const suffix of ['', '-shm', '-wal']) rmSync(`${database}${suffix}`, { force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `lighthouse bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
