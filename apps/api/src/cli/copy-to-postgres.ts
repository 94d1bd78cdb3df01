import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { CopyRefused, copyToPostgres } from '../db/copy-to-postgres.ts';
import { openDatabase } from '../db/database.ts';

const usage = `Usage: DATABASE_URL=postgres://... npm run copy-to-postgres -- <shop.db>

  Copies a shop from its SQLite file into the PostgreSQL database of DATABASE_URL, which is
  migrated first and must hold no shop yet (no products, orders, customers or staff). The whole
  copy is one transaction: on any failure PostgreSQL is left as it was. The SQLite file is only
  read; stop the shop first, or what it writes after the copy's snapshot stays behind.`;

const say = (message: string) => process.stderr.write(`[copy] ${message}\n`);

function sourceFileOf(positionals: readonly string[]): string {
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new CopyRefused(`name one SQLite file to copy from\n${usage}`);
  const path = resolve(file);
  // Opening a file that is not there would create an empty database at that path.
  const found = statSync(path, { throwIfNoEntry: false });
  if (!found?.isFile()) throw new CopyRefused(`no SQLite file at ${path}`);
  return path;
}

/**
 * The embedded shop keeps its generated secret beside its file (config.ts, embeddedSecret); staff
 * two-factor secrets are stored encrypted with it, so the PostgreSQL shop needs the same SHOP_SECRET.
 * The copy does not use it: a different one is only told, not refused.
 */
function warnOfAnotherSecret(file: string, secret: string): void {
  const secretFile = resolve(dirname(file), 'secret');
  const statted = statSync(secretFile, { throwIfNoEntry: false });
  if (!statted?.isFile() || readFileSync(secretFile, 'utf8').trim() === secret) return;
  say(
    `note: SHOP_SECRET is not the SQLite shop's secret (${secretFile}); staff two-factor secrets are encrypted with that one: run the PostgreSQL shop with SHOP_SECRET="$(cat ${secretFile})"`,
  );
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    process.stderr.write(`${usage}\n`);
    return 0;
  }
  const file = sourceFileOf(positionals);
  // Checked before loadConfig: on an SQLite DATABASE_URL (or none) it would write a secret file.
  if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL?.trim() ?? ''))
    throw new CopyRefused(
      'DATABASE_URL must name the PostgreSQL database to copy into (postgres://...); the SQLite file is the argument',
    );
  const config = loadConfig();
  if (config.database.kind !== 'postgres')
    throw new CopyRefused('DATABASE_URL must name a PostgreSQL database');
  say(`from ${file} to PostgreSQL`);
  warnOfAnotherSecret(file, config.secret);
  const source = openDatabase({ kind: 'sqlite', file });
  const target = openDatabase(config.database);
  try {
    const result = await copyToPostgres(source, target, { progress: say });
    say(
      `copied ${result.tables.length} tables, ${result.rows} rows in ${(result.milliseconds / 1000).toFixed(1)} s; every table's row count matches`,
    );
    return 0;
  } finally {
    await source.close();
    await target.close();
  }
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    const known = error instanceof ConfigError || error instanceof CopyRefused;
    say(
      known
        ? `refused: ${error.message}`
        : `failed, PostgreSQL is left as it was: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  });
