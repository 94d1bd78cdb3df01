import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupRefused, backupSqlite } from './backup-sqlite.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  folders.push(folder);
  return folder;
}

/** A shop-like file in WAL mode: orders, each written with its three lines in one transaction. */
function createShopFile(file: string, orders: number): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // The test's own setup need not wait for the disk.
  db.pragma('synchronous = OFF');
  db.exec(`create table orders (id integer primary key, note text not null);
           create table order_lines (order_id integer not null, line integer not null, text text not null)`);
  const place = placeOrder(db);
  for (let index = 0; index < orders; index += 1) place();
  return db;
}

function placeOrder(db: Database.Database): () => void {
  const order = db.prepare('insert into orders (note) values (?)');
  const line = db.prepare('insert into order_lines (order_id, line, text) values (?, ?, ?)');
  return db.transaction(() => {
    const id = Number(order.run('x'.repeat(200)).lastInsertRowid);
    for (let index = 1; index <= 3; index += 1) line.run(id, index, 'y'.repeat(300));
  });
}

describe('npm run backup (issue 18)', () => {
  it('copies the database while the shop writes to it: the copy opens, is whole, and holds every order with all its lines', async () => {
    const folder = tempFolder();
    const source = join(folder, 'shop.db');
    const shop = createShopFile(source, 3000);
    const before = (shop.prepare('select count(*) as n from orders').get() as { n: number }).n;
    // The shop keeps placing orders on its own connection while the copy runs, step by step.
    const place = placeOrder(shop);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        place();
        written += 1;
        await new Promise((done) => setImmediate(done));
      }
    })();
    const progress: number[] = [];
    const result = await backupSqlite({
      source,
      target: join(folder, 'copy.db'),
      pagesPerStep: 20,
      onProgress: ({ remainingPages }) => progress.push(remainingPages),
    });
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(1);
    expect(result.bytes).toBeGreaterThan(0);

    const copy = new Database(join(folder, 'copy.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    const orders = (copy.prepare('select count(*) as n from orders').get() as { n: number }).n;
    expect(orders).toBeGreaterThanOrEqual(before);
    // A consistent moment: no order without its lines, no line without its order.
    const torn = copy
      .prepare(
        `select count(*) as n from orders o
         left join (select order_id, count(*) as lines from order_lines group by order_id) l on l.order_id = o.id
         where coalesce(l.lines, 0) <> 3`,
      )
      .get() as { n: number };
    expect(torn.n).toBe(0);
    expect((copy.prepare('select count(*) as n from order_lines').get() as { n: number }).n).toBe(orders * 3);
    copy.close();
    shop.close();
    expect(existsSync(join(folder, 'copy.db.partial'))).toBe(false);
  });

  it('never overwrites an existing file unless asked to (--force)', async () => {
    const folder = tempFolder();
    const source = join(folder, 'shop.db');
    createShopFile(source, 10).close();
    const target = join(folder, 'kept.db');
    writeFileSync(target, 'an older backup');
    await expect(backupSqlite({ source, target })).rejects.toThrow(BackupRefused);
    expect(readFileSync(target, 'utf8')).toBe('an older backup');
    await backupSqlite({ source, target, force: true });
    const copy = new Database(target, { readonly: true });
    expect((copy.prepare('select count(*) as n from orders').get() as { n: number }).n).toBe(10);
    copy.close();
  });

  it('refuses a source that does not exist, creating nothing', async () => {
    const folder = tempFolder();
    await expect(
      backupSqlite({ source: join(folder, 'none.db'), target: join(folder, 'copy.db') }),
    ).rejects.toThrow(/There is no SQLite database/);
    expect(existsSync(join(folder, 'none.db'))).toBe(false);
  });

  const cli = resolve(import.meta.dirname, '../cli/backup.ts');
  const runCli = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    });

  it('the command prints its progress, the size and the time, and refuses to overwrite without --force', () => {
    const folder = tempFolder();
    const source = join(folder, 'shop.db');
    createShopFile(source, 200).close();
    const target = join(folder, 'copy.db');
    const first = runCli([target], { DATABASE_URL: source });
    expect(first.status).toBe(0);
    expect(first.stderr).toMatch(/\[backup\] \d+% \(\d+ of \d+ pages\)/);
    expect(first.stderr).toMatch(
      /wrote .*copy\.db: \d+\.\d MB \(\d+ pages\) in \d+\.\d\d s; integrity_check ok/,
    );
    const again = runCli([target], { DATABASE_URL: source });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('--force');
    expect(runCli([target, '--force'], { DATABASE_URL: source }).status).toBe(0);
  });

  it('on PostgreSQL the command says to use pg_dump, naming DATABASE_URL', () => {
    const answer = runCli([join(tempFolder(), 'copy.db')], {
      DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
    });
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain('DATABASE_URL points at PostgreSQL');
    expect(answer.stderr).toContain('pg_dump');
  });
});
