import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const startScript = resolve(import.meta.dirname, 'start.ts');
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

function startShop(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [startScript], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SEED_PRODUCTS: '100', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function waitForPort(started: Started): Promise<number> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const found = /shop running at http:\/\/localhost:(\d+)/.exec(started.output());
    if (found) return Number(found[1]);
    if (started.child.exitCode !== null) throw new Error(`the shop stopped:\n${started.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the shop did not start:\n${started.output()}`);
}

/** The processes the given process started (Linux: read from /proc). */
function childrenOf(pid: number | undefined): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The field after the parenthesized command name: state, then the parent's pid.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('npm start', () => {
  it('migrates and seeds a new SQLite database in WAL mode, serves, and on SIGTERM finishes in-flight requests and closes the database cleanly', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-start-'));
    folders.push(folder);
    const database = join(folder, 'shop.db');
    const shop = startShop({ PORT: '0', DATABASE_URL: database });
    const port = await waitForPort(shop);
    // Issue 19: the README's plain `npm start` (no NODE_ENV) renders with React's production build.
    expect(shop.output()).toContain("pages rendered with React's production build (NODE_ENV=production)");
    expect(shop.output()).toContain('migration 0001-foundation: Success');
    expect(shop.output()).toContain('first run: seeding the demo shop');
    // Listening on every interface (HOST's default) with the README's demo staff: said loudly.
    expect(shop.output()).toContain('WARNING: the demo staff accounts');
    expect(existsSync(`${database}-wal`)).toBe(true);

    // Ten pages asked at once; the signal comes when the first has its head (its handler runs), so
    // at least that one is in flight. Whatever was being handled finishes whole; what arrived after
    // the signal is refused with 503; nothing is cut off mid-page.
    const pages = Array.from({ length: 10 }, () => fetch(`http://127.0.0.1:${port}/sv`));
    await Promise.race(pages);
    shop.child.kill('SIGTERM');
    const answers = await Promise.all(
      pages.map(async (page) => {
        const response = await page;
        return { status: response.status, text: await response.text() };
      }),
    );
    const served = answers.filter((answer) => answer.status === 200);
    expect(served.length).toBeGreaterThan(0);
    for (const answer of served) {
      expect(answer.text).toContain('data-route-name="index"');
      expect(answer.text.trimEnd().endsWith('</html>')).toBe(true);
    }
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);

    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('SIGTERM: finishing in-flight requests');
    expect(shop.output()).toContain('stopped');
    // A clean close checkpoints the write-ahead log into the database file and removes it.
    expect(existsSync(`${database}-wal`)).toBe(false);
  });

  it('runs production React whatever NODE_ENV says, unless it is explicitly development (issue 19)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-start-'));
    folders.push(folder);
    const database = join(folder, 'shop.db');
    for (const [given, build] of [
      ['test', 'production'],
      ['staging', 'production'],
      ['development', 'development'],
    ] as const) {
      const shop = startShop({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database, NODE_ENV: given });
      await waitForPort(shop);
      expect(shop.output(), given).toContain(
        `pages rendered with React's ${build} build (NODE_ENV=${build})`,
      );
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    }
  });

  it('SHOP_PROCESSES=2 serves from two processes on one port, replaces one that dies, and SIGTERM stops them all', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-start-'));
    folders.push(folder);
    const shop = startShop({ PORT: '0', DATABASE_URL: join(folder, 'shop.db'), SHOP_PROCESSES: '2' });
    const port = await waitForPort(shop);
    expect(shop.output()).toContain('(2 processes)');
    const first = childrenOf(shop.child.pid);
    expect(first).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);

    process.kill(first[0] ?? 0, 'SIGKILL');
    await waitFor(() => shop.output().includes('starting another'), 'a replacement process');
    await waitFor(() => {
      const now = childrenOf(shop.child.pid);
      return now.length === 2 && !now.includes(first[0] ?? 0);
    }, 'two processes again');
    expect((await fetch(`http://127.0.0.1:${port}/fi`)).status).toBe(200);

    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('SIGTERM: finishing in-flight requests');
    expect(childrenOf(shop.child.pid)).toEqual([]);
  });

  it('listens while it migrates and seeds: /readyz answers 503 until the database is ready, /healthz 200 (issue 18)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-start-'));
    folders.push(folder);
    const shop = startShop({ PORT: '0', DATABASE_URL: join(folder, 'shop.db') });
    let port = 0;
    await waitFor(() => {
      port = Number(/listening on port (\d+)/.exec(shop.output())?.[1] ?? 0);
      return port > 0;
    }, 'the early listener');
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 600 && !seen.has('readyz 200'); attempt += 1) {
      const [ready, health] = await Promise.all([
        fetch(`http://127.0.0.1:${port}/readyz`).then((answer) => answer.status),
        fetch(`http://127.0.0.1:${port}/healthz`).then((answer) => answer.status),
      ]);
      seen.add(`readyz ${ready}`);
      seen.add(`healthz ${health}`);
      await new Promise((done) => setTimeout(done, 20));
    }
    expect([...seen].sort()).toEqual(['healthz 200', 'readyz 200', 'readyz 503']);
    await waitForPort(shop);
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  });

  it('SHUTDOWN_DRAIN_SECONDS: after SIGTERM /readyz answers 503 while pages are still served, each closing its connection; a second SIGTERM stops at once', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-start-'));
    folders.push(folder);
    // Far longer than the test may take: only the second signal can end it in time.
    const shop = startShop({
      PORT: '0',
      DATABASE_URL: join(folder, 'shop.db'),
      SHUTDOWN_DRAIN_SECONDS: '300',
    });
    const port = await waitForPort(shop);
    const readyz = () => fetch(`http://127.0.0.1:${port}/readyz`).then((answer) => answer.status);
    expect(await readyz()).toBe(200);

    shop.child.kill('SIGTERM');
    await waitFor(async () => (await readyz()) === 503, '/readyz to answer 503');
    // Still serving, a second after the signal: without the drain the port would be closed.
    await new Promise((done) => setTimeout(done, 1000));
    const page = await fetch(`http://127.0.0.1:${port}/sv`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-route-name="index"');
    expect(page.headers.get('connection')).toBe('close');
    expect(shop.output()).toContain(
      'SIGTERM: /readyz answers 503; serving 300 s more (SHUTDOWN_DRAIN_SECONDS)',
    );

    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('SIGTERM: finishing in-flight requests');
  });

  it('SHOP_PROCESSES=2 with METRICS_TOKEN: /metrics sums the requests of both processes (issue 18)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-start-'));
    folders.push(folder);
    const token = 'cluster-metrics-token-01';
    const shop = startShop({
      PORT: '0',
      DATABASE_URL: join(folder, 'shop.db'),
      SHOP_PROCESSES: '2',
      METRICS_TOKEN: token,
    });
    const port = await waitForPort(shop);
    // A new connection each: the primary deals connections to the processes in turn.
    for (let index = 0; index < 20; index += 1) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/strings?locale=sv&sid=s1`, {
        headers: { connection: 'close' },
      });
      await answer.arrayBuffer();
    }
    const scrape = async () => {
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${token}`, connection: 'close' },
      });
      expect(answer.status).toBe(200);
      return answer.text();
    };
    for (const text of [await scrape(), await scrape()]) {
      const series = text
        .split('\n')
        .filter(
          (line) => line.startsWith('shop_http_requests_total{') && line.includes('route="/api/strings"'),
        );
      const total = series.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
      expect(total).toBe(20);
    }
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  });

  it('a replacement killed before it listens is started again, and the shop keeps serving (issue 22, point 10)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-start-'));
    folders.push(folder);
    const shop = startShop({ PORT: '0', DATABASE_URL: join(folder, 'shop.db'), SHOP_PROCESSES: '2' });
    const port = await waitForPort(shop);
    const first = childrenOf(shop.child.pid);
    process.kill(first[0] ?? 0, 'SIGKILL');
    // The replacement, killed as soon as it exists: long before it could listen.
    let replacement = 0;
    await waitFor(() => {
      replacement = childrenOf(shop.child.pid).find((pid) => !first.includes(pid)) ?? 0;
      return replacement !== 0;
    }, 'a replacement process');
    process.kill(replacement, 'SIGKILL');
    await waitFor(
      () => shop.output().includes('stopped before it served (SIGKILL): starting another in 1 s'),
      'the retry',
    );
    expect(shop.child.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    await waitFor(() => {
      const now = childrenOf(shop.child.pid);
      return now.length === 2 && !now.includes(replacement);
    }, 'two processes again');
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  });

  it('a server process that cannot start stops the shop instead of restarting in a loop', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-start-'));
    folders.push(folder);
    const first = startShop({ PORT: '0', DATABASE_URL: join(folder, 'shop.db') });
    const port = await waitForPort(first);
    // The port is taken by the first shop: the second one's server processes cannot listen.
    const second = startShop({
      PORT: String(port),
      DATABASE_URL: join(folder, 'shop.db'),
      SHOP_PROCESSES: '2',
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('stopped before it served');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('an unreachable PostgreSQL stops the start at once, naming DATABASE_URL and the host, before any build (issue 18)', async () => {
    const shop = startShop({
      PORT: '0',
      DATABASE_URL: 'postgres://shop@nohost.invalid:5432/shop',
      SHOP_SECRET: 'a3f9c2e71b4d8e06f5a2c9b13d7e4f80',
    });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toContain('DATABASE_URL: cannot reach PostgreSQL at nohost.invalid:5432');
    expect(shop.output()).not.toContain('building');
    expect(shop.output()).not.toMatch(/\n\s+at /);
  });

  it('does not seed again on the second start', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-start-'));
    folders.push(folder);
    const env = { PORT: '0', DATABASE_URL: join(folder, 'shop.db') };
    const first = startShop(env);
    await waitForPort(first);
    first.child.kill('SIGTERM');
    await first.exited;
    const second = startShop(env);
    await waitForPort(second);
    expect(second.output()).not.toContain('seeding');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  // Runs where CI provides PostgreSQL (TEST_DATABASE_URL); the reporter counts it as a [postgres] test.
  it.runIf(postgresUrl)(
    '[postgres] DATABASE_URL=postgres://... runs the same migrations and serves',
    async () => {
      const shop = startShop({
        PORT: '0',
        DATABASE_URL: postgresUrl ?? '',
        SHOP_SECRET: 'ci-secret-ci-secret-ci-secret-ci-secret',
        // PostgreSQL gets no demo data unless asked for (issue 18); this test serves the demo.
        SEED_DEMO: 'true',
      });
      const port = await waitForPort(shop);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
      const page = await fetch(`http://127.0.0.1:${port}/fi`);
      expect(page.status).toBe(200);
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    },
  );

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/shop' }],
    ['SHOP_DOMAIN_FI', { SHOP_DOMAIN_FI: 'https://puhelinosat.test/' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SHOP_PROCESSES', { SHOP_PROCESSES: 'many' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com:25', MAIL_FROM: 'order@shop.example' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://mail.example.com:25' }],
  ])('a wrong %s stops the start with a message naming it', async (name, env) => {
    const shop = startShop({ PORT: '0', DATABASE_URL: join(tmpdir(), 'never-created', 'shop.db'), ...env });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toContain('Invalid configuration');
    expect(shop.output()).toContain(name);
  });
});
