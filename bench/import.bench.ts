import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLineActor } from '../apps/api/src/admin/audit.ts';
import {
  checkImportFile,
  type ImportDeps,
  queueImport,
  runImport,
} from '../apps/api/src/admin/imports/import-products.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, type ShopDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seedCatalog } from '../apps/api/src/seed/catalog/catalog.seed.ts';

/**
 * Issue 17: "100,000 rows import in minutes, not hours". Generates a CSV of 100,000 new products
 * (names in five languages, brands, categories, prices in five stores with tiers and campaigns,
 * stock) and imports it the way `npm run import` does, on SQLite and on PostgreSQL:
 *
 *   1. the dry run (the check every import starts with),
 *   2. the import itself (check, then the job: batches of 500 rows in transactions, each with
 *      the search entries of its products, and the change announced),
 *   3. the same file again (nothing changes),
 *   4. a file that changes the stock and Swedish price of every row.
 *
 *   node bench/import.bench.ts [rows] [sqlite|postgres]
 *
 * rows defaults to 100000; PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL is set,
 * in a schema of its own. Naming one database runs only it and keeps the other's rows of the
 * table in bench/RESULTS.md.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = join(root, 'bench/RESULTS.md');
const rows = Number(process.argv[2] ?? 100_000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const only = process.argv[3];

class SkipSqlite extends Error {}

function log(message: string): void {
  process.stderr.write(`[import-bench] ${message}\n`);
}

const quiet: ImportDeps['log'] = {
  info: () => {},
  error: (data, message) => log(`${message} ${String(data.err)}`),
};

/** The bench's file: every row a new product; `round` changes stock and the Swedish price. */
function generateCsv(
  count: number,
  brands: readonly string[],
  categories: readonly string[],
  round: number,
): string {
  const header =
    'sku,type,kind,name_sv,name_no,name_da,name_fi,name_nl,brand,categories,vat_class,price_sv,campaign_sv,price_no,campaign_no,price_da,campaign_da,price_fi,campaign_fi,price_nl,campaign_nl,stock,stock_status,estimated_at';
  const lines = [header];
  for (let index = 1; index <= count; index += 1) {
    const number = String(index).padStart(6, '0');
    const sek = 99 + (index % 900) + round * 10;
    const euro = (sek / 10).toFixed(2);
    const tiers = index % 3 === 0 ? `|5:${(sek * 0.9).toFixed(2)}` : '';
    const campaign = index % 7 === 0 ? (sek * 0.8).toFixed(2) : '';
    const euroCampaign = index % 7 === 0 ? (sek * 0.08).toFixed(2) : '';
    const brand = brands[index % brands.length] ?? '';
    const category = categories[index % categories.length] ?? '';
    const other = categories[(index * 7) % categories.length] ?? '';
    const stock = (index * 13 + round) % 200;
    lines.push(
      [
        `BENCH-${number}`,
        'standard',
        index % 2 === 0 ? 'display' : 'battery',
        `Benchdel ${number}`,
        `Benchdel ${number} no`,
        `Benchdel ${number} dk`,
        `Testiosa ${number}`,
        `Testonderdeel ${number}`,
        brand,
        other === category ? category : `${category}|${other}`,
        'standard',
        `${sek}.00${tiers}`,
        campaign,
        `${sek}.00`,
        '',
        `${Math.round(sek * 0.7)}.00`,
        '',
        euro,
        euroCampaign,
        euro,
        '',
        String(stock),
        stock > 0 ? 'in-stock' : 'back-order',
        '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

interface Step {
  readonly name: string;
  readonly seconds: number;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
}

async function importFile(deps: ImportDeps, name: string, csv: string, dryRun: boolean): Promise<Step> {
  const started = performance.now();
  const checked = await checkImportFile(deps, csv);
  if (checked.report.errors.length > 0)
    throw new Error(`${name}: ${JSON.stringify(checked.report.errors.slice(0, 5))}`);
  if (dryRun) {
    const seconds = (performance.now() - started) / 1000;
    log(`${name}: ${seconds.toFixed(1)} s`);
    return { name, seconds, ...checked.report };
  }
  const request = { fileName: `${name}.csv`, actor: commandLineActor, checked };
  const job = await queueImport(deps, request);
  let shown = 0;
  const finished = await runImport(deps, job.id, request, ({ processed, total }) => {
    if (processed - shown >= 20_000 || processed === total) {
      shown = processed;
      log(`${name}: ${processed} of ${total} rows, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  });
  if (finished.status !== 'succeeded') throw new Error(`${name}: ${finished.error}`);
  const seconds = (performance.now() - started) / 1000;
  log(`${name}: ${seconds.toFixed(1)} s`);
  return {
    name,
    seconds,
    created: finished.created,
    updated: finished.updated,
    unchanged: finished.unchanged,
  };
}

async function benchDatabase(database: ShopDatabase): Promise<{ steps: Step[]; bytes: number }> {
  await migrateToLatest(database.db, database.dialect);
  // The demo catalog's brands and categories (and a few products) for the file to name.
  await seedCatalog(database.db, { products: 60, now: new Date(), progress: () => {} });
  const brands = (await database.db.selectFrom('brands').select('code').execute()).map((row) => row.code);
  const categories = (await database.db.selectFrom('categories').select('code').execute()).map(
    (row) => row.code,
  );
  const deps: ImportDeps = { database, now: () => new Date(), log: quiet };
  const first = generateCsv(rows, brands, categories, 0);
  const second = generateCsv(rows, brands, categories, 1);
  const steps = [
    await importFile(deps, 'dry run', first, true),
    await importFile(deps, 'import (new products)', first, false),
    await importFile(deps, 'same file again', first, false),
    await importFile(deps, 'stock and price of every row', second, false),
  ];
  return { steps, bytes: Buffer.byteLength(first) };
}

const results: { kind: string; steps: Step[]; bytes: number }[] = [];
const load = loadavg()[0]?.toFixed(1);

const folder = mkdtempSync(join(tmpdir(), 'import-bench-'));
try {
  if (only === 'postgres') throw new SkipSqlite();
  log(`SQLite: ${rows} rows`);
  const sqlite = openDatabase(
    loadConfig({ NODE_ENV: 'test', DATABASE_URL: join(folder, 'shop.db') }).database,
  );
  try {
    results.push({ kind: 'SQLite (WAL)', ...(await benchDatabase(sqlite)) });
  } finally {
    await sqlite.close();
  }
} catch (error) {
  if (!(error instanceof SkipSqlite)) throw error;
} finally {
  rmSync(folder, { recursive: true, force: true });
}

if (postgresUrl && only !== 'sqlite') {
  log(`PostgreSQL: ${rows} rows`);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: postgresUrl });
  const schema = `bench_import_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase(config.database);
  await admin.db.schema.createSchema(schema).execute();
  const postgres = openDatabase(config.database, { schema });
  try {
    results.push({ kind: 'PostgreSQL', ...(await benchDatabase(postgres)) });
  } finally {
    await postgres.close();
    await admin.db.schema.dropSchema(schema).cascade().execute();
    await admin.close();
  }
} else log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');

/** The table rows of the databases this run left out, from the section as it stands. */
function keptRows(): string[] {
  const current = /<!-- import-bench:start -->[\s\S]*<!-- import-bench:end -->/.exec(
    readFileSync(resultsFile, 'utf8'),
  )?.[0];
  const ran = new Set(results.map((result) => result.kind));
  return (current ?? '')
    .split('\n')
    .filter((line) => /^\| (SQLite|PostgreSQL)/.test(line))
    .filter((line) => !ran.has(line.split('|')[1]?.trim() ?? ''));
}

const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
const section = [
  '<!-- import-bench:start -->',
  '## CSV import of products (issue 17)',
  '',
  `Run ${new Date().toISOString().slice(0, 10)} with \`node bench/import.bench.ts ${rows}${only ? ` ${only}` : ''}\` on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}; 1-minute load average ${load} at the start (other work shares the machine).`,
  `A generated file of ${rows.toLocaleString('en')} new products (${(
    (results[0]?.bytes ?? 0) / 1024 / 1024
  ).toFixed(
    1,
  )} MB: names in five languages, brand, one or two categories, prices in five stores with tiers on a third and campaigns on a seventh, stock), imported as \`npm run import\` does: the whole file checked first, then written in batches of 500 rows, each in its own transaction with the search documents of its rows, and the change announced at the end. Times include the check. A run of one database keeps the other's rows from its last run.`,
  '',
  '| Database | Step | Time | Rows/s | Created | Updated | Unchanged |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...keptRows(),
  ...results.flatMap((result) =>
    result.steps.map(
      (step) =>
        `| ${result.kind} | ${step.name} | ${step.seconds.toFixed(1)} s (${minutes(step.seconds)}) | ${Math.round(rows / step.seconds).toLocaleString('en')} | ${step.created} | ${step.updated} | ${step.unchanged} |`,
    ),
  ),
  '<!-- import-bench:end -->',
].join('\n');
const existing = readFileSync(resultsFile, 'utf8');
const marked = /<!-- import-bench:start -->[\s\S]*<!-- import-bench:end -->/;
writeFileSync(
  resultsFile,
  marked.test(existing) ? existing.replace(marked, section) : `${existing.trimEnd()}\n\n${section}\n`,
);
log('written to bench/RESULTS.md');
