import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { describeEachDatabase, type TestDatabaseKind } from '../testing/test-databases.ts';
import { openDatabase } from './database.ts';

const seedScript = resolve(import.meta.dirname, '../cli/seed.ts');

/** A new, empty database: an SQLite file, or a PostgreSQL database of its own. */
async function emptyDatabase(kind: TestDatabaseKind): Promise<{ url: string; cleanup: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'shop-prepare-'));
    return {
      url: join(folder, 'shop.db'),
      cleanup: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `shop_prepare_${randomBytes(5).toString('hex')}`;
  const admin = openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: serverUrl }).database);
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}

/** `npm run seed` in a process of its own: migrations, strings and the demo seed. */
function runSeed(url: string): Promise<{ code: number | null; output: string }> {
  const child: ChildProcess = spawn(process.execPath, [seedScript], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: url, SEED_PRODUCTS: '100' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

describeEachDatabase('two processes preparing one empty database at the same moment (issue 18)', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('migrate it once and seed it once; both finish, with the whole schema and one demo shop', async () => {
    const { url, cleanup } = await emptyDatabase(kind);
    cleanups.push(cleanup);
    const runs = await Promise.all([runSeed(url), runSeed(url)]);
    const output = runs.map((run) => run.output).join('\n');
    expect(
      runs.map((run) => run.code),
      output,
    ).toEqual([0, 0]);
    const count = (line: string) => output.split('\n').filter((text) => text === `[seed] ${line}`).length;
    expect(count('migration 0001-foundation: Success')).toBe(1);
    expect(count('migration 0016-shared-state: Success')).toBe(1);
    expect(count('seed complete')).toBe(1);
    expect(count('the database holds the demo shop already: nothing to do')).toBe(1);

    const database = openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }).database);
    try {
      const { db } = database;
      const main = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow();
      expect(Number(main.count)).toBe(100);
      const doubled = await db
        .selectFrom('strings')
        .select(['locale', 'key'])
        .groupBy(['locale', 'key'])
        .having((eb) => eb.fn.countAll(), '>', 1)
        .execute();
      expect(doubled).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
