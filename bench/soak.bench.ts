import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@shop/api/config';
import { openDatabase } from '@shop/api/db/database';
import { migrateToLatest } from '@shop/api/db/migrate';
import { seedDatabase } from '@shop/api/seed/seed';
import { type ShopProcess, startShopProcess, stopShopProcess } from './shop-process.ts';
import type { SoakJob, SoakReport } from './soak-shoppers.ts';

/**
 * Issue 18's soak: mixed page, search, cart and checkout traffic at half of the measured peak
 * against two server processes (SHOP_PROCESSES=2) for ten minutes, with one worker killed
 * (SIGKILL) halfway. It counts failed orders (a checkout that got no acknowledged order, even
 * after the retries a shopper would make), lost orders (acknowledged, then not in the database),
 * and samples each worker's resident memory every 30 seconds.
 *
 *   node bench/soak.bench.ts                 (SQLite, a fresh file)
 *   BENCH_DATABASE_URL=postgres://.../empty node bench/soak.bench.ts
 *
 * BENCH_SECONDS (default 600) is the soak's length; the peak is measured first for 30 seconds.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shopperScript = join(root, 'bench/soak-shoppers.ts');
const resultsFile = join(root, 'bench/RESULTS.md');
const soakSeconds = Number(process.env.BENCH_SECONDS ?? 600);
const peakSeconds = 30;
const sampleEverySeconds = 30;
const secret = 'soak-bench-secret-0123456789abcdef0123456789';

function log(message: string): void {
  process.stderr.write(`[soak] ${message}\n`);
}

/** Seeds the demo catalog; the bench's products never run out, so a failed order is a fault. */
async function seed(url: string): Promise<string[]> {
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, SHOP_SECRET: secret });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    await seedDatabase(database, { products: 2400, progress: log, secret });
    const rows = await database.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('stock_status', '=', 'in-stock')
      .where('type', '=', 1)
      .where('parent_id', 'is', null)
      .orderBy('popularity', 'desc')
      .limit(40)
      .execute();
    await database.db
      .updateTable('products')
      .set({ stock: 100_000_000 })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.map((row) => row.sku);
  } finally {
    await database.close();
  }
}

/** The server processes under the start process (node:cluster workers). */
function workers(primary: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function residentMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The pages and searches the shoppers ask for, each checked once to answer 200. */
async function targets(address: string): Promise<{ pages: string[]; searches: string[] }> {
  const popular = (await (
    await fetch(`${address}/api/products?popular=1&limit=24&locale=sv&sid=1`)
  ).json()) as { slug: string }[];
  const candidates = [
    ...popular.map((product) => `/sv/produkt/${product.slug}`),
    '/sv',
    '/fi',
    '/nl',
    '/sv/kategori/reservdelar/skarmar',
    '/sv/kategori/reservdelar',
    '/sv/kategori/tillbehor',
  ];
  const searches = ['skarm', 'iphone', 'kabel', 'laddare', 'batteri', 'skal'].flatMap((query) => [
    `/sv/sok?q=${query}`,
    `/api/products?query=${query}&locale=sv&sid=1`,
  ]);
  const answering = async (paths: string[]) => {
    const kept: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${address}${path}`);
      await response.arrayBuffer();
      if (response.ok) kept.push(path);
      else log(`left out ${path}: ${response.status}`);
    }
    return kept;
  };
  return { pages: await answering(candidates), searches: await answering(searches) };
}

function shoppers(job: SoakJob): Promise<SoakReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [shopperScript], { stdio: ['pipe', 'pipe', 'inherit'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(Buffer.concat(output).toString('utf8')) as SoakReport)
        : reject(new Error(`the shoppers' process stopped with code ${code}`)),
    );
    child.stdin.end(JSON.stringify(job));
  });
}

/** Acknowledged orders that the database does not have. */
async function lostOrders(url: string, orders: SoakReport['orders']): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, SHOP_SECRET: secret });
  const database = openDatabase(config.database);
  try {
    let found = 0;
    for (let start = 0; start < orders.length; start += 500) {
      const ids = orders.slice(start, start + 500).map((order) => order.id);
      const rows = await database.db.selectFrom('orders').select('id').where('id', 'in', ids).execute();
      found += rows.length;
    }
    return orders.length - found;
  } finally {
    await database.close();
  }
}

interface Sample {
  readonly second: number;
  readonly workers: readonly { readonly pid: number; readonly mb: number | undefined }[];
}

const folder = mkdtempSync(join(tmpdir(), 'soak-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? join(folder, 'shop.db');
const dialect = databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
const load = loadavg()[0]?.toFixed(1);
let shop: ShopProcess | undefined;
try {
  log(`seeding (${dialect})`);
  const skus = await seed(databaseUrl);
  shop = await startShopProcess({
    env: {
      DATABASE_URL: databaseUrl,
      SHOP_SECRET: secret,
      SHOP_PROCESSES: '2',
      SEED_DEMO: 'false',
      SUBSCRIPTIONS_EVERY_SECONDS: '0',
    },
  });
  const { url: address, child } = shop;
  const { pages, searches } = await targets(address);
  const base = { url: address, pages, searches, skus };

  log(`peak: ${peakSeconds} s, 16 shoppers one action after another`);
  const peak = await shoppers({ ...base, seconds: peakSeconds, rate: 0, shoppers: 16 });
  const peakRate = peak.actions / peak.seconds;
  const rate = Math.max(1, Math.round(peakRate / 2));
  log(
    `peak ${peakRate.toFixed(1)} actions/s (${(peak.requests / peak.seconds).toFixed(0)} requests/s); soak at ${rate}/s`,
  );

  const primary = child.pid ?? 0;
  const samples: Sample[] = [];
  const sample = (second: number) =>
    samples.push({ second, workers: workers(primary).map((pid) => ({ pid, mb: residentMb(pid) })) });
  sample(0);
  const soak = shoppers({ ...base, seconds: soakSeconds, rate, shoppers: 0 });
  let killed: number | undefined;
  for (let second = sampleEverySeconds; second <= soakSeconds; second += sampleEverySeconds) {
    await new Promise((done) => setTimeout(done, sampleEverySeconds * 1000));
    if (killed === undefined && second >= soakSeconds / 2) {
      killed = workers(primary)[0];
      if (killed) {
        log(`SIGKILL worker ${killed} at ${second} s`);
        process.kill(killed, 'SIGKILL');
      }
    }
    sample(second);
  }
  const report = await soak;
  const lost = await lostOrders(databaseUrl, report.orders);
  log(
    `${report.actions} actions, ${report.requests} requests, ${report.orders.length} orders, ${report.failedOrders} failed, ${lost} lost`,
  );

  const pids = [...new Set(samples.flatMap((each) => each.workers.map((worker) => worker.pid)))];
  const memoryRows = pids.map((pid) => {
    const series = samples.map((each) => each.workers.find((worker) => worker.pid === pid)?.mb);
    const seen = series.filter((mb): mb is number => mb !== undefined);
    const note =
      pid === killed ? ' (killed)' : samples[0]?.workers.some((w) => w.pid === pid) ? '' : ' (replacement)';
    return `| ${pid}${note} | ${series.map((mb) => mb ?? '-').join(' → ')} | ${seen[0] ?? '-'} → ${seen.at(-1) ?? '-'} |`;
  });
  const failures = Object.entries(report.failures)
    .map(([kind, count]) => `${kind}: ${count}`)
    .join(', ');
  const section = [
    '<!-- soak:start -->',
    '## Soak: two processes, ten minutes, one worker killed',
    '',
    `Measured with \`node bench/soak.bench.ts\` (BENCH_SECONDS=${soakSeconds}) on ${new Date().toISOString().slice(0, 10)}, ${dialect}, demo catalog (2,400 products), \`SHOP_PROCESSES=2\`, NODE_ENV=production; the shoppers run in a process of their own. The 1-minute load average was ${load} when it began.`,
    '',
    `- Peak: 16 shoppers, each starting the next action when the last ended, for ${peakSeconds} s: **${peakRate.toFixed(1)} actions/s** (${(peak.requests / peak.seconds).toFixed(0)} requests/s). An action is a page (60 %: product, category, store home), a search (15 %: the search page or the search API), a cart sync (20 %: two lines and a coupon) or a whole checkout (5 %: cart, shopper, shipping, payment, place-order).`,
    `- Soak: **${rate} actions/s** on a clock (half the peak) for ${soakSeconds} s: ${report.actions} actions, ${report.requests} requests, latency p50 ${report.latencies.p50} ms, p99 ${report.latencies.p99} ms, max ${report.latencies.max} ms.`,
    `- Worker ${killed ?? '(none)'} killed with SIGKILL at ${Math.ceil(soakSeconds / 2 / sampleEverySeconds) * sampleEverySeconds} s; the start process replaced it.`,
    `- Orders: **${report.orders.length} acknowledged, ${report.failedOrders} failed, ${lost} lost** (acknowledged but not in the database afterwards).`,
    `- Requests tried again by the shoppers (a connection cut or a 503 while a process was replaced): ${report.retried}. Error answers and connection errors, each try counted: ${failures || 'none'}.`,
    '',
    `Resident memory (MB) of each worker every ${sampleEverySeconds} s:`,
    '',
    '| Worker | RSS MB | First → last |',
    '|---|---|---|',
    ...memoryRows,
    '<!-- soak:end -->',
  ].join('\n');
  const results = readFileSync(resultsFile, 'utf8');
  const marked = /<!-- soak:start -->[\s\S]*<!-- soak:end -->/;
  writeFileSync(
    resultsFile,
    marked.test(results) ? results.replace(marked, section) : `${results.trimEnd()}\n\n${section}\n`,
  );
  log('written to bench/RESULTS.md');
} finally {
  if (shop) {
    await stopShopProcess(shop);
  }
  rmSync(folder, { recursive: true, force: true });
}
