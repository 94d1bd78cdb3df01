import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadInOwnProcess } from './load.ts';
import { type ShopProcess, startShopProcess, stopShopProcess, thisCheckout } from './shop-process.ts';

/**
 * Issue 19: what one rendered (uncached) page costs the server, side by side with another checkout
 * of the shop, for example the code as it was when the issue measured its figures:
 *
 *   git worktree add /tmp/shop-before <commit> && (cd /tmp/shop-before && npm install && npm run build)
 *   node bench/render-cpu.bench.ts /tmp/shop-before [rounds]
 *
 * Each checkout runs as `npm start` runs it (NODE_ENV=production, one process, SQLite, the demo
 * catalog of 2,400 products, PAGE_CACHE=false, logs off) on its own database. The two take turns,
 * `rounds` times each (default 3), so that the machine's other work falls on both alike. Each
 * turn sends the product page 300 times to warm up, then 2,000 times over 10 connections with
 * `accept-encoding: br` (autocannon in a process of its own). The figure is the server process's
 * CPU time (user + system, all its threads: rendering, compression, garbage collection) over the
 * 2,000 answers, read from /proc: it counts what a page costs, not how the machine was shared.
 */

const here = dirname(fileURLToPath(import.meta.url));
const [otherArgument, roundsArgument] = process.argv.slice(2);
if (!otherArgument) {
  process.stderr.write('usage: node bench/render-cpu.bench.ts <other checkout, built> [rounds]\n');
  process.exit(2);
}
const other = resolve(otherArgument);
const rounds = Number(roundsArgument ?? 3);
const page = process.env.BENCH_PAGE ?? '/sv/produkt/skarm-iphone-17-pro-oled';
const answers = 2000;
const log = (line: string) => process.stdout.write(`[render-cpu] ${line}\n`);

/** A checkout's shop as `npm start` runs it, rendering every page (no page cache). */
function startShop(checkout: string, database: string): Promise<ShopProcess> {
  return startShopProcess({
    checkout,
    saysProductionReact: checkout === thisCheckout,
    env: {
      DATABASE_URL: database,
      SEED_PRODUCTS: '2400',
      ACCESS_LOG: 'false',
      PAGE_CACHE: 'false',
      SUBSCRIPTIONS_EVERY_SECONDS: '0',
    },
  });
}

/** User + system CPU time of a process so far, in milliseconds (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(checkout: string, database: string): Promise<{ cpuMs: number; perSecond: number }> {
  const shop = await startShop(checkout, database);
  try {
    const headers = { 'accept-encoding': 'br' };
    const status = (await fetch(`${shop.url}${page}`, { headers })).status;
    if (status !== 200) throw new Error(`${page} answered ${status} in ${checkout}`);
    await loadInOwnProcess({
      url: `${shop.url}${page}`,
      connections: 10,
      amount: 300,
      requests: [{ headers }],
    });
    const pid = shop.child.pid as number;
    const before = cpuMsOf(pid);
    const result = await loadInOwnProcess({
      url: `${shop.url}${page}`,
      connections: 10,
      amount: answers,
      requests: [{ headers }],
    });
    const cpuMs = (cpuMsOf(pid) - before) / answers;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`failed answers in ${checkout}`);
    return { cpuMs, perSecond: result.requests.average };
  } finally {
    await stopShopProcess(shop);
  }
}

const folder = mkdtempSync(join(tmpdir(), 'render-cpu-'));
const started = loadavg()[0]?.toFixed(1);
const figures: Record<'this' | 'other', { cpuMs: number; perSecond: number }[]> = { this: [], other: [] };
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, checkout] of [
      ['other', other],
      ['this', thisCheckout],
    ] as const) {
      const figure = await measure(checkout, join(folder, `${name}.db`));
      figures[name].push(figure);
      log(
        `round ${round}, ${name} (${checkout}): ${figure.cpuMs.toFixed(2)} ms of CPU per page, ${Math.round(figure.perSecond)}/s`,
      );
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const thisCpu = median(figures.this.map((figure) => figure.cpuMs));
const otherCpu = median(figures.other.map((figure) => figure.cpuMs));
log(
  `${page}: this checkout ${thisCpu.toFixed(2)} ms of CPU per rendered page, the other ${otherCpu.toFixed(2)} ms: ${(otherCpu / thisCpu).toFixed(2)}x fewer (medians of ${rounds})`,
);
log(`1-minute load average ${started} when it began and ${loadavg()[0]?.toFixed(1)} when it ended`);

const otherCommit = execFileSync('git', ['-C', other, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' })
  .trim()
  .slice(0, 90);
const rows = (['other', 'this'] as const).map((name) => {
  const cpu = figures[name].map((figure) => figure.cpuMs.toFixed(2)).join(', ');
  const rate = figures[name].map((figure) => Math.round(figure.perSecond)).join(', ');
  const label = name === 'this' ? 'this checkout' : `the other checkout (\`${otherCommit}\`)`;
  return `| ${label} | ${cpu} | ${rate} |`;
});
const section = [
  '<!-- render-cpu:start -->',
  '## Rendered pages: CPU per page against an earlier checkout (issue 19)',
  '',
  `Run ${new Date().toISOString().slice(0, 10)} with \`node bench/render-cpu.bench.ts <other checkout> ${rounds}\`: both checkouts as \`npm start\` runs them`,
  '(NODE_ENV=production, one process, SQLite, demo catalog of 2,400 products, PAGE_CACHE=false), taking turns;',
  `per turn 2,000 answers of \`${page}\` over 10 connections with \`accept-encoding: br\` after 300 to warm up;`,
  "the figure is the server process's CPU time (user + system, all threads) per answer.",
  `1-minute load average ${started} when it began and ${loadavg()[0]?.toFixed(1)} when it ended.`,
  '',
  '| Checkout | ms of CPU per page, each round | pages/s at 10 connections, each round |',
  '|---|---|---|',
  ...rows,
  '',
  `Median: **${thisCpu.toFixed(2)} ms** against ${otherCpu.toFixed(2)} ms, ${(otherCpu / thisCpu).toFixed(2)}x fewer (issue 19 asks for 3x).`,
  '<!-- render-cpu:end -->',
].join('\n');
const resultsFile = join(here, 'RESULTS.md');
const results = readFileSync(resultsFile, 'utf8');
const marked = /<!-- render-cpu:start -->[\s\S]*<!-- render-cpu:end -->/;
writeFileSync(
  resultsFile,
  marked.test(results)
    ? results.replace(marked, section)
    : results.replace('<!-- import-bench:start -->', `${section}\n\n<!-- import-bench:start -->`),
);
log('written to bench/RESULTS.md');
