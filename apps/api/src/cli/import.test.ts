import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type ShopDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { insertTestProducts } from '../orders/testing/commerce-fixtures.ts';

const script = resolve(import.meta.dirname, 'import.ts');

/*
 * `npm run import -- products.csv [--dry-run]` (issue 17): the same checks and writes as the back
 * office's import, with progress on the command line. On SQLite only: the command reads
 * DATABASE_URL, and the PostgreSQL suites live in schemas of their own that a URL cannot name;
 * the flow it runs is the one the API suite tests on both databases.
 */
describe('npm run import', () => {
  let folder: string;
  let file: string;
  let database: ShopDatabase;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'import-cli-'));
    file = join(folder, 'shop.db');
    database = openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: file }).database);
    await migrateToLatest(database.db, database.dialect);
    await insertTestProducts(database.db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const run = (csv: string, args: string[] = []) => {
    const path = join(folder, 'products.csv');
    writeFileSync(path, csv);
    return spawnSync(process.execPath, [script, path, ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: file, NODE_ENV: 'test' },
    });
  };
  const stockOf = async (sku: string) =>
    (await database.db.selectFrom('products').select('stock').where('sku', '=', sku).executeTakeFirst())
      ?.stock;

  // CABLE-1 keeps its names (empty cells) and its Swedish price (the same).
  const good =
    'sku,stock,name_sv,name_no,name_da,name_fi,name_nl,price_sv\nCABLE-1,55,,,,,,49.00\nCLI-NEW,3,Ny,Ny,Ny,Uusi,Nieuw,100\n';

  it('prints every error with its row and column, exits 1 and writes nothing', async () => {
    const result = run('sku,stock,price_sv\nCABLE-1,-4,\nCASE-1,7,12;50\n');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('row 1, stock: stock cannot be negative');
    expect(result.stdout).toContain('row 2, price_sv: "12;50" is not a price');
    expect(result.stderr).toContain('nothing was written');
    expect(await stockOf('CABLE-1')).toBe(100);
    expect(await stockOf('CASE-1')).toBe(3);
  });

  it('--dry-run prints what would change and writes nothing', async () => {
    const result = run(good, ['--dry-run']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('update CABLE-1: stock');
    expect(result.stdout).toContain('create CLI-NEW:');
    expect(result.stdout).toContain('2 rows, 0 errors: 1 to create, 1 to update, 0 unchanged');
    expect(await stockOf('CABLE-1')).toBe(100);
    expect(await stockOf('CLI-NEW')).toBeUndefined();
  });

  it('imports with progress, as a job audited as the command line; the second run changes nothing', async () => {
    const result = run(good);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/written 2 of 2 rows \(\d+ rows\/s\)/);
    expect(result.stderr).toMatch(/import \d+ done in [\d.]+ s: 1 created, 1 updated, 0 unchanged/);
    expect(await stockOf('CABLE-1')).toBe(55);
    expect(await stockOf('CLI-NEW')).toBe(3);
    const audit = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalog.import')
      .execute();
    expect(audit.map((entry) => entry.actor)).toEqual(['command line']);

    const again = run(good);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('2 rows, 0 errors: 0 to create, 0 to update, 2 unchanged');
    const jobs = await database.db
      .selectFrom('import_jobs')
      .select(['status', 'created_count'])
      .orderBy('id')
      .execute();
    expect(jobs).toEqual([
      { status: 'succeeded', created_count: 1 },
      { status: 'succeeded', created_count: 0 },
    ]);
  });
});
