import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupRefused, backupSqlite } from '../db/backup-sqlite.ts';

/**
 * `npm run backup -- FILE [--force]`: an online copy of the embedded SQLite database while the shop
 * runs (db/backup-sqlite.ts). PostgreSQL has its own tools for that: pg_dump.
 */
const usage = 'usage: npm run backup -- FILE [--force]';

function say(message: string): void {
  process.stderr.write(`[backup] ${message}\n`);
}

function parseArguments(args: readonly string[]): { target: string; force: boolean } {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  const unknown = files.find((arg) => arg.startsWith('-'));
  if (unknown) throw new BackupRefused(`unknown option ${unknown}; ${usage}`);
  if (files.length !== 1 || !files[0])
    throw new BackupRefused(`name one file to write the copy to; ${usage}`);
  return { target: resolve(files[0]), force };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function backup(): Promise<void> {
  if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL?.trim() ?? '')) {
    throw new BackupRefused(
      'DATABASE_URL points at PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom --file=shop.dump "$DATABASE_URL"',
    );
  }
  const { target, force } = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  if (config.database.kind !== 'sqlite')
    throw new BackupRefused('only the SQLite database is backed up here');
  say(`database: ${config.database.file}`);
  let shown = -1;
  const result = await backupSqlite({
    source: config.database.file,
    target,
    force,
    onProgress: ({ totalPages, remainingPages }) => {
      const percent = totalPages === 0 ? 100 : Math.floor(((totalPages - remainingPages) / totalPages) * 100);
      if (shown === -1 || percent >= shown + 10) {
        shown = percent;
        say(`${percent}% (${totalPages - remainingPages} of ${totalPages} pages)`);
      }
    },
  });
  say(
    `wrote ${target}: ${megabytes(result.bytes)} (${result.pages} pages) in ${(result.milliseconds / 1000).toFixed(2)} s; integrity_check ok`,
  );
}

backup().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupRefused;
  say(
    known
      ? error.message
      : `failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
