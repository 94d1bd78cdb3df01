import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@shop/api/config';
import { openDatabase } from '@shop/api/db/database';
import { migrateToLatest } from '@shop/api/db/migrate';
import { seedDatabase } from '@shop/api/seed/seed';
import { loadInOwnProcess } from './load.ts';

/**
 * Issue 4's catalog bench: seeds 100,000 products into a fresh SQLite file, measures search
 * latency (p50, p95, p99) and the requests per second of product-by-slug and a 48-product
 * category page next to a trivial JSON route on the same server, and writes the figures into
 * bench/RESULTS.md. Run: node bench/catalog.bench.ts [products]
 */
const products = Number(process.argv[2] ?? 100_000);
/** Seconds of load per route, spread over the rounds. */
const duration = Number(process.env.BENCH_SECONDS ?? 15);
const connections = 50;
/** Issue 19: search p95 at most 10 ms over 100,000 products. */
const searchTarget = 10;
const here = dirname(fileURLToPath(import.meta.url));

function log(message: string): void {
  process.stderr.write(`[catalog bench] ${message}\n`);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function seed(file: string): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: file });
  const database = openDatabase(config.database);
  const started = performance.now();
  await migrateToLatest(database.db, database.dialect);
  await seedDatabase(database, { products, progress: log, secret: config.secret });
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  return seconds;
}

async function startServer(file: string): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, [join(here, 'catalog-bench-server.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  for await (const line of lines) {
    const { address } = JSON.parse(line) as { address: string };
    return { child, address };
  }
  throw new Error('the bench server did not start');
}

async function getJson(url: string): Promise<{ body: unknown; headers: Headers }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { body: await response.json(), headers: response.headers };
}

/** What shoppers type, letter by letter: every prefix of 2+ characters, plus typos and skus. */
function searchQueries(skus: readonly string[]): string[] {
  const phrases = [
    'iphone 13 skärm',
    'samsung galaxy s23 batteri',
    'pixel 8 pro',
    'usb-c kabel',
    'laddare 20 w',
    'skal iphone 15',
    'skärmskydd galaxy a54',
    'bilhållare volvo',
    'verktygssats',
    'xperia 10 v',
    'oneplus nord',
    'redmi note 12',
    'baksida iphone 14 pro',
    'kamera iphone 12',
    'laddport galaxy s21',
    'presentkort',
    'powerbank',
  ];
  const queries = phrases.flatMap((phrase) =>
    Array.from({ length: phrase.length - 1 }, (_u, index) => phrase.slice(0, index + 2)),
  );
  return [...queries, 'iphnoe 13', 'samsugn', 'batteir', 'skärmskyd', ...skus].filter(
    (query) => query.trim().length >= 2,
  );
}

interface SearchTimings {
  /** Wall-clock milliseconds per search, sorted. */
  readonly wall: number[];
  /** Server CPU milliseconds per search, sorted: unlike wall time, not stretched by other processes. */
  readonly cpu: number[];
}

async function measureSearch(address: string, queries: readonly string[]): Promise<SearchTimings> {
  const wall: number[] = [];
  const cpu: number[] = [];
  // What reading the CPU clock itself costs, taken off each search's CPU time.
  const probe: number[] = [];
  for (let index = 0; index < 20; index++) {
    const before = await serverCpu(address);
    probe.push((await serverCpu(address)) - before);
  }
  const overhead = probe.sort((a, b) => a - b)[10] ?? 0;
  for (const query of queries) {
    // nc=1: no cache, every search is computed.
    const url = `${address}/api/products?locale=sv&sid=1&co=6&nc=1&query=${encodeURIComponent(query)}`;
    const cpuBefore = await serverCpu(address);
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    wall.push(performance.now() - started);
    cpu.push(Math.max(0, (await serverCpu(address)) - cpuBefore - overhead) / 1000);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

interface LoadResult {
  readonly label: string;
  readonly rps: number;
  /** Server CPU time per answer: unlike req/s, not bent by other processes on the machine. */
  readonly cpuMicros: number;
  readonly p50: number;
  readonly p99: number;
  readonly bytes: number;
  readonly errors: number;
}

async function serverCpu(address: string): Promise<number> {
  const { body } = await getJson(`${address}/bench/cpu`);
  return (body as { micros: number }).micros;
}

async function warm(address: string, paths: readonly string[]): Promise<void> {
  // The caches are warm first, as in a running shop.
  for (const path of paths) await fetch(`${address}${path}`).then((response) => response.arrayBuffer());
}

/** What a browser sends: every route is asked for compressed answers, as browsers always do. */
const browserHeaders = { 'accept-encoding': 'br, gzip' };

/**
 * One route's load. autocannon keeps no answer bodies (bench/load-process.ts): it would decode
 * each into a string that nothing here reads, and for compressed answers that decoding costs the
 * load generator more than the server spends on the answer (a bare node:http server sending 48
 * different 3.4 KB brotli bodies in turn got half the rate of one body sent again and again,
 * while 48 different text bodies cost nothing extra). The bytes still cross the socket and are
 * parsed and counted.
 */
function loadOnce(address: string, route: BenchRoute, seconds: number) {
  return loadInOwnProcess({
    url: address,
    connections,
    duration: seconds,
    requests: route.paths.map((path) => ({
      method: 'GET' as const,
      path,
      headers: route.headers ?? browserHeaders,
    })),
  });
}

interface BenchRoute {
  readonly label: string;
  readonly paths: readonly string[];
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The routes take turns for `rounds` rounds, so that noise from the machine (other processes,
 * CPU frequency) falls on all of them alike; each figure is the mean over the rounds.
 */
async function loadInTurns(
  address: string,
  routes: readonly BenchRoute[],
  rounds: number,
): Promise<LoadResult[]> {
  for (const route of routes) await warm(address, route.paths);
  const runs = routes.map(() => [] as Awaited<ReturnType<typeof loadOnce>>[]);
  const cpu = routes.map(() => ({ micros: 0, requests: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, route] of routes.entries()) {
      const before = await serverCpu(address);
      const result = await loadOnce(address, route, Math.max(1, Math.round(duration / rounds)));
      const spent = (await serverCpu(address)) - before;
      runs[index]?.push(result);
      const total = cpu[index];
      if (total) {
        total.micros += spent;
        total.requests += result.requests.total;
      }
    }
  }
  return routes.map((route, index) => {
    const results = runs[index] ?? [];
    const mean = (pick: (result: (typeof results)[number]) => number) =>
      results.reduce((sum, result) => sum + pick(result), 0) / Math.max(1, results.length);
    const rps = mean((result) => result.requests.average);
    const spent = cpu[index] ?? { micros: 0, requests: 1 };
    return {
      label: route.label,
      rps: Math.round(rps),
      cpuMicros: Math.round((spent.micros / Math.max(1, spent.requests)) * 10) / 10,
      p50: Math.round(mean((result) => result.latency.p50) * 10) / 10,
      p99: Math.round(mean((result) => result.latency.p99) * 10) / 10,
      bytes: Math.round(mean((result) => result.throughput.average) / Math.max(1, rps)),
      errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    };
  });
}

function writeResults(section: string): void {
  const file = join(here, 'RESULTS.md');
  const start = '<!-- catalog-bench:start -->';
  const end = '<!-- catalog-bench:end -->';
  const block = `${start}\n${section}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Bench results\n';
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'catalog-bench-'));
  const file = join(folder, 'shop.db');
  log(`seeding ${products} products into ${file}`);
  const seedSeconds = await seed(file);
  log(`seeded in ${seedSeconds.toFixed(1)} s`);
  const { child, address } = await startServer(file);
  try {
    const popular = (await getJson(`${address}/api/products?locale=sv&sid=1&popular=1&limit=48`)).body as {
      slug: string;
      sku: string;
    }[];
    const queries = searchQueries(popular.slice(0, 10).map((product) => product.sku));
    await measureSearch(address, queries.slice(0, 20)); // warm-up: vocabulary, statements
    const timings = await measureSearch(address, queries);
    const summary = (values: readonly number[]) => ({
      p50: percentile(values, 50),
      p95: percentile(values, 95),
      p99: percentile(values, 99),
    });
    const search = summary(timings.wall);
    const searchCpu = summary(timings.cpu);
    log(
      `search over ${timings.wall.length} queries: p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms, p99 ${search.p99.toFixed(1)} ms (server CPU p95 ${searchCpu.p95.toFixed(1)} ms)`,
    );

    const category = await getJson(
      `${address}/api/category-by-path?locale=sv&sid=1&path=reservdelar/skarmar`,
    );
    const categoryTotal = (category.body as { total: number }).total;
    const slugPaths = popular.map((product) => `/api/product-by-slug/${product.slug}?locale=sv&sid=1`);
    const [trivial, slug, categoryPage, slugIdentity] = await loadInTurns(
      address,
      [
        { label: 'trivial JSON route', paths: ['/bench/trivial'] },
        { label: 'product by slug (48 products in rotation)', paths: slugPaths },
        {
          label: `category page, 48 products (reservdelar/skarmar, ${categoryTotal} products, pages 1-5)`,
          paths: [1, 2, 3, 4, 5].map(
            (page) => `/api/category-by-path?locale=sv&sid=1&path=reservdelar/skarmar&page=${page}`,
          ),
        },
        {
          label: 'product by slug, uncompressed (no accept-encoding)',
          paths: slugPaths,
          headers: { 'accept-encoding': 'identity' },
        },
      ],
      3,
    );
    if (!trivial || !slug || !categoryPage || !slugIdentity) throw new Error('a load run is missing');
    for (const result of [trivial, slug, categoryPage, slugIdentity])
      log(`${result.label}: ${result.rps} req/s`);

    const ratio = slug.rps / trivial.rps;
    const cpuRatio = trivial.cpuMicros / slug.cpuMicros;
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    const row = (result: LoadResult) =>
      `| ${result.label} | ${result.rps.toLocaleString('en')} | ${result.cpuMicros} | ${result.p50} | ${result.p99} | ${(result.bytes / 1024).toFixed(1)} KB | ${result.errors} |`;
    writeResults(
      [
        '## Catalog API (issue 4): search and product/category reads at 100,000 products',
        '',
        `Run ${new Date().toISOString().slice(0, 10)} with \`node bench/catalog.bench.ts\` on ${cpus().length} × ${cpu}, Node ${process.version}, SQLite (WAL).`,
        `The API runs in its own process (Fastify, logger off); autocannon runs on the same machine with ${connections} connections, in a process of its own started fresh for each load (bench/load.ts says why), ${duration} s per route in 3 alternating rounds (the figures are their means).`,
        '',
        `- Seed: ${products.toLocaleString('en')} products (variations, 5 languages, 5 price lists, images, search index) in ${seedSeconds.toFixed(1)} s.`,
        `- Search (GET /api/products search form, co=6, nc=1 so nothing is cached; ${timings.wall.length} type-ahead prefixes, typos and skus, one at a time), wall clock: **p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms, p99 ${search.p99.toFixed(1)} ms**; server CPU per search: p50 ${searchCpu.p50.toFixed(1)} ms, p95 ${searchCpu.p95.toFixed(1)} ms, p99 ${searchCpu.p99.toFixed(1)} ms. Target p95 <= ${searchTarget} ms (issue 19; issue 4 asked for 25 ms): ${search.p95 <= searchTarget ? 'met' : `missed on the wall clock${searchCpu.p95 <= searchTarget ? ', met by server CPU time (the machine was shared, see the load below)' : ''}`}.`,
        `- Product by slug at **${(ratio * 100).toFixed(0)} %** of the trivial route's measured rate; by server CPU per answer (${slug.cpuMicros} µs against ${trivial.cpuMicros} µs) the server can answer it at ${(cpuRatio * 100).toFixed(0)} % of the trivial route's rate. Target >= 50 %: ${ratio >= 0.5 ? 'met' : `missed on the measured rate${cpuRatio >= 0.5 ? ', met by CPU cost' : ''}`}.`,
        `- Load on the machine while the bench ran (other work on the same two cores): load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(', ')}.`,
        '',
        '| Route | req/s | server CPU µs/answer | p50 ms | p99 ms | body | errors |',
        '|---|---:|---:|---:|---:|---:|---:|',
        row(trivial),
        row(slug),
        row(categoryPage),
        row(slugIdentity),
        '',
        ...(ratio >= 0.5
          ? []
          : [
              "Why the product page misses the measured target, and what would fix it: the server spends about twice the trivial route's CPU on a cached product page (query-string and zod parsing of locale/sid/slug, the cache lookup, three more headers and a 3-30 KB body instead of 40 bytes), and on this two-core machine autocannon shares the cores with the server and with other work, so the measured rates track the load generator more than the server. Running the load from another machine, or in production behind the whole-page cache DESIGN.md describes, gives the server-side figure; shrinking the page (related products and accessories fetched on their own, after the first paint) would cut the bytes per answer by two thirds.",
              '',
            ]),
        `Requests carry \`accept-encoding: br, gzip\` as browsers' do (the last row leaves it out). autocannon keeps no answer bodies (it would decode each into a string nobody reads, which for compressed answers cost the load generator more than the server spends; see bench/load-process.ts). Catalog reads come from the in-process catalog cache (30 s TTL, invalidated when the catalog changes); the hot pages are kept encoded, JSON and brotli, so a cached page costs a buffer write. "body" is the bytes on the wire per answer. Product by slug without compression runs at ${((slugIdentity.rps / trivial.rps) * 100).toFixed(0)} % of the trivial route: there the ~30 KB page (the product, 8 related products and 8 accessories, each with variations and images) is what costs.`,
      ].join('\n'),
    );
    log('figures written to bench/RESULTS.md');
  } finally {
    child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
