import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'shop-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(script: 'migrate' | 'seed', env: Record<string, string>) {
  return spawnSync(process.execPath, [resolve(import.meta.dirname, `${script}.ts`)], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
}

describe('npm run migrate and npm run seed (issue 18: they pointed at files that did not exist)', () => {
  const database = join(folder, 'shop.db');

  it('migrate brings a new database to the newest schema, with progress, and seeds nothing', () => {
    const migrated = run('migrate', { DATABASE_URL: database });
    expect(migrated.status).toBe(0);
    expect(migrated.stderr).toContain('migration 0001-foundation: Success');
    expect(migrated.stderr).toContain('the schema is up to date');
    const db = new Database(database, { readonly: true });
    expect(db.prepare('select count(*) as n from products').get()).toEqual({ n: 0 });
    db.close();
  });

  it('seed adds the demo shop once', () => {
    const first = run('seed', { DATABASE_URL: database, SEED_PRODUCTS: '100' });
    expect(first.status).toBe(0);
    const db = new Database(database, { readonly: true });
    expect(
      (db.prepare('select count(*) as n from products where parent_id is null').get() as { n: number }).n,
    ).toBe(100);
    db.close();
    const again = run('seed', { DATABASE_URL: database, SEED_PRODUCTS: '100' });
    expect(again.status).toBe(0);
    expect(again.stderr).toContain('nothing to do');
  });

  it('a wrong setting stops with its name', () => {
    const wrong = run('migrate', { DATABASE_URL: 'mysql://nowhere/shop' });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('DATABASE_URL');
  });
});
