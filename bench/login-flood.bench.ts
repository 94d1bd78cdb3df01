import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadInOwnProcess } from './load.ts';
import { startShopProcess, stopShopProcess } from './shop-process.ts';

/**
 * Issue 22, point 4: a flood of failed logins must not stall compressed answers. argon2 and
 * gzip/brotli share libuv's thread pool; unbounded, 200 parallel failed logins made a gzipped
 * /api/strings wait 44.7 s. Now hashing is bounded (apps/api/src/auth/passwords.ts: 2 at once, 24
 * waiting, 429 past that) and `npm start` gives the pool 8 threads.
 *
 *   node bench/login-flood.bench.ts
 *
 * The shop runs in its own process (one server process, SQLite, TRUST_PROXY so every login comes
 * from an address of its own and the per-address limit does not stop the flood before the hash);
 * autocannon sends the flood from another. Meanwhile this process asks for /api/strings gzipped,
 * one request after the other, and records how long each took. Each pool size runs once, the
 * same way, side by side. Target: every compressed answer during the flood within 1 s.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = join(root, 'bench/RESULTS.md');
const floodSize = 200;
const stringsPath = '/api/strings?locale=sv&sid=1';

function log(message: string): void {
  process.stderr.write(`[login flood] ${message}\n`);
}

/** One gzipped /api/strings: milliseconds until its last byte. */
async function timedStrings(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${stringsPath}`, { headers: { 'accept-encoding': 'gzip' } });
  if (response.headers.get('content-encoding') !== 'gzip') throw new Error('/api/strings was not gzipped');
  await response.arrayBuffer();
  return performance.now() - started;
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

interface Run {
  readonly poolSize: string;
  readonly quiet: readonly number[];
  readonly during: readonly number[];
  readonly floodSeconds: number;
  readonly statuses: Readonly<Record<string, number>>;
}

async function run(poolSize: string): Promise<Run> {
  const folder = mkdtempSync(join(tmpdir(), 'login-flood-'));
  try {
    const shop = await startShopProcess({
      env: {
        DATABASE_URL: join(folder, 'shop.db'),
        SEED_PRODUCTS: '200',
        TRUST_PROXY: 'true',
        UV_THREADPOOL_SIZE: poolSize,
      },
    });
    const { url } = shop;
    try {
      const quiet: number[] = [];
      for (let index = 0; index < 20; index += 1) quiet.push(await timedStrings(url));
      const turns = Array.from({ length: floodSize }, (_, index) => ({
        body: JSON.stringify({ email: `flood-${index}@example.se`, password: `wrong-${index}` }),
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.7`,
        },
      }));
      const started = performance.now();
      const flood = loadInOwnProcess({
        url: `${url}/api/auth/login?locale=sv&sid=1`,
        connections: floodSize,
        amount: floodSize,
        timeout: 120,
        method: 'POST',
        turns,
      });
      let finished = false;
      const floodDone = flood.then((result) => {
        finished = true;
        return result;
      });
      const during: number[] = [];
      // Give the flood a moment to arrive, then measure until it is over.
      await new Promise((done) => setTimeout(done, 300));
      while (!finished) during.push(await timedStrings(url));
      const result = await floodDone;
      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
      );
      return { poolSize, quiet, during, floodSeconds: (performance.now() - started) / 1000, statuses };
    } finally {
      await stopShopProcess(shop);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function describe(run: Run): string {
  const ms = (value: number) => value.toFixed(0);
  const statuses = Object.entries(run.statuses)
    .map(([code, count]) => `${count}× ${code}`)
    .join(', ');
  return `| ${run.poolSize} | ${ms(percentile(run.quiet, 0.5))} | ${run.during.length} | ${ms(percentile(run.during, 0.5))} | ${ms(Math.max(...run.during))} | ${run.floodSeconds.toFixed(1)} | ${statuses} |`;
}

const load = loadavg()[0]?.toFixed(1);
const runs: Run[] = [];
for (const poolSize of ['8', '4']) {
  log(`thread pool ${poolSize}: starting the shop`);
  runs.push(await run(poolSize));
  log(describe(runs.at(-1) as Run));
}
const worst = Math.max(...runs.map((each) => Math.max(...each.during)));
const section = [
  '<!-- login-flood:start -->',
  '## Provider: compressed answers during a login flood',
  '',
  `Measured with \`node bench/login-flood.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: one server`,
  `process on SQLite, ${floodSize} failed logins at once from ${floodSize} addresses (autocannon in`,
  'a process of its own), and meanwhile gzipped `/api/strings` one after the other. "Pool" is',
  'UV_THREADPOOL_SIZE: 8 as `npm start` sets it, 4 as libuv has by default.',
  `The 1-minute load average was ${load} when the runs began.`,
  '',
  '| Pool | Quiet p50 ms | Asked during flood | During p50 ms | During max ms | Flood s | Login answers |',
  '|---|---|---|---|---|---|---|',
  ...runs.map(describe),
  '',
  worst <= 1000
    ? 'Target met: every compressed answer during the flood came within 1 s.'
    : `Target missed: the slowest compressed answer during the flood took ${worst.toFixed(0)} ms.`,
  '<!-- login-flood:end -->',
].join('\n');
const results = readFileSync(resultsFile, 'utf8');
const marked = /<!-- login-flood:start -->[\s\S]*<!-- login-flood:end -->/;
writeFileSync(
  resultsFile,
  marked.test(results) ? results.replace(marked, section) : `${results.trimEnd()}\n\n${section}\n`,
);
log(`written to bench/RESULTS.md (slowest compressed answer during a flood: ${worst.toFixed(0)} ms)`);
