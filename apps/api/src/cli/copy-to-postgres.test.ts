import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type ShopDatabase } from '../db/database.ts';
import type { Database as Schema } from '../db/schema.ts';

/*
 * `npm run copy-to-postgres` as an owner runs it (decision 029): the logic is tested in
 * db/copy-to-postgres.test.ts; here the command's own part. A refusal exits 1 with a message
 * naming what is wrong and writes nothing; a copy exits 0 with its summary; a SHOP_SECRET other
 * than the SQLite shop's own is told, since staff two-factor keys are encrypted with it.
 */

const script = resolve(import.meta.dirname, 'copy-to-postgres.ts');

function run(args: readonly string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
}

const count = async (db: Kysely<Schema>, table: 'products' | 'orders' | 'staff') =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n);

describe.runIf(process.env.TEST_DATABASE_URL)('npm run copy-to-postgres (decision 029) [postgres]', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-copy-cli-'));
  const file = join(folder, 'shop.db');
  const name = `shop_copy_${randomBytes(5).toString('hex')}`;
  const targetUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
  targetUrl.pathname = `/${name}`;
  let admin: ShopDatabase;
  let target: ShopDatabase;
  let secret = '';

  beforeAll(async () => {
    const seeded = spawnSync(process.execPath, [resolve(import.meta.dirname, 'seed.ts')], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: file, SEED_PRODUCTS: '100' },
      encoding: 'utf8',
    });
    expect(seeded.status, seeded.stderr).toBe(0);
    secret = readFileSync(join(folder, 'secret'), 'utf8').trim();
    admin = openDatabase(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' }).database,
    );
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    target = openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: targetUrl.toString() }).database);
  }, 120_000);
  afterAll(async () => {
    await target?.close();
    if (admin) {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    }
    rmSync(folder, { recursive: true, force: true });
  });

  const onPostgres = { DATABASE_URL: targetUrl.toString() };

  it('refuses without a file, with a missing file and with an SQLite DATABASE_URL, exiting 1 and naming what is wrong', () => {
    const none = run([], { ...onPostgres, SHOP_SECRET: secret });
    expect([none.status, none.stderr]).toEqual([
      1,
      expect.stringContaining('name one SQLite file to copy from'),
    ]);
    const missing = run([join(folder, 'nowhere.db')], { ...onPostgres, SHOP_SECRET: secret });
    expect([missing.status, missing.stderr]).toEqual([1, expect.stringContaining('no SQLite file at')]);
    expect(existsSync(join(folder, 'nowhere.db'))).toBe(false);
    const sqliteTarget = run([file], { DATABASE_URL: join(folder, 'other.db') });
    expect([sqliteTarget.status, sqliteTarget.stderr]).toEqual([
      1,
      expect.stringContaining('DATABASE_URL must name the PostgreSQL database to copy into'),
    ]);
    // Refused before the configuration is read: no secret file appears beside that path.
    expect(existsSync(join(folder, 'other.db'))).toBe(false);
  });

  it('copies the shop with its summary and exit 0; run again, it refuses the filled target and tells of a secret that is not the shop’s', async () => {
    const copied = run([file], { ...onPostgres, SHOP_SECRET: secret });
    expect(copied.status, copied.stderr).toBe(0);
    expect(copied.stderr).toMatch(
      /\[copy\] copied \d+ tables, \d+ rows in [\d.]+ s; every table's row count matches/,
    );
    expect(copied.stderr).not.toContain('note: SHOP_SECRET');
    const source = new Database(file, { readonly: true });
    const inSqlite = (table: string) =>
      (source.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    expect([
      await count(target.db, 'products'),
      await count(target.db, 'orders'),
      await count(target.db, 'staff'),
    ]).toEqual([inSqlite('products'), inSqlite('orders'), inSqlite('staff')]);
    source.close();

    const again = run([file], { ...onPostgres, SHOP_SECRET: randomBytes(32).toString('hex') });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('note: SHOP_SECRET is not the SQLite shop');
    expect(again.stderr).toContain('refused: the target database holds a shop already (products:');
    expect(await count(target.db, 'products')).toBe(
      new Database(file, { readonly: true }).prepare('select count(*) as n from products').pluck().get(),
    );
  });
});
