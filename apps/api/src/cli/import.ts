import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportReport } from '@shop/contracts/admin-imports';
import { commandLineActor } from '../admin/audit.ts';
import {
  checkImportFile,
  type ImportDeps,
  queueImport,
  runImport,
} from '../admin/imports/import-products.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const usage = `Usage: npm run import -- <products.csv> [--dry-run]

  Imports products, prices and stock from a CSV file (the columns are in the README), one row
  per SKU: a SKU the shop has is updated, another one is created. The whole file is checked
  first; with any error nothing is written, and every error is printed with its row and column
  (row 1 is the first row under the header). --dry-run checks and prints what would change.

The database is the one the shop uses (DATABASE_URL, default ./data/shop.db); it is migrated first.`;

const say = (message: string) => process.stderr.write(`[import] ${message}\n`);

function printReport(report: ImportReport): void {
  for (const error of report.errors) {
    process.stdout.write(`row ${error.row}${error.column ? `, ${error.column}` : ''}: ${error.message}\n`);
  }
  if (report.errors_truncated) process.stdout.write('... more errors: the first 1,000 are listed\n');
  for (const change of report.products) {
    process.stdout.write(`${change.action} ${change.sku}: ${change.fields.join(', ')}\n`);
  }
  if (report.products_truncated)
    process.stdout.write(`... and ${report.changes - report.products.length} more\n`);
  process.stdout.write(
    `${report.rows} rows, ${report.errors.length} errors: ${report.created} to create, ${report.updated} to update, ${report.unchanged} unchanged\n`,
  );
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    process.stderr.write(`${usage}\n`);
    return values.help ? 0 : 2;
  }
  const text = readFileSync(file, 'utf8');
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    const deps: ImportDeps = {
      database,
      now: () => new Date(),
      log: {
        info: (data, message) => say(`${message} ${JSON.stringify(data)}`),
        error: (data, message) => say(`${message}: ${data.err instanceof Error ? data.err.message : ''}`),
      },
    };
    let lastShown = 0;
    const checked = await checkImportFile(deps, text, (planned, total) => {
      if (planned === total || Date.now() - lastShown > 1000) {
        lastShown = Date.now();
        say(`checked ${planned} of ${total} rows`);
      }
    });
    printReport(checked.report);
    if (checked.report.errors.length > 0) {
      say('nothing was written: correct the rows above and import again');
      return 1;
    }
    if (values['dry-run']) {
      say('dry run: nothing was written');
      return 0;
    }
    const request = { fileName: basename(file), actor: commandLineActor, checked };
    const job = await queueImport(deps, request);
    const started = Date.now();
    const finished = await runImport(deps, job.id, request, ({ processed, total }) => {
      const seconds = (Date.now() - started) / 1000;
      say(
        `written ${processed} of ${total} rows (${Math.round(processed / Math.max(seconds, 0.001))} rows/s)`,
      );
    });
    if (finished.status !== 'succeeded') {
      say(`import ${finished.id} failed: ${finished.error}`);
      return 1;
    }
    say(
      `import ${finished.id} done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${finished.created} created, ${finished.updated} updated, ${finished.unchanged} unchanged`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    say(
      error instanceof ConfigError
        ? error.message
        : `failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  });
