import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'shop-config-'));
  folders.push(folder);
  return folder;
}

describe('configuration is read once and validated', () => {
  it('defaults to port 3000 and the embedded SQLite file ./data/shop.db', () => {
    const cwd = tempFolder();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: join(cwd, 'data/shop.db') });
    expect(config.logLevel).toBe('warn');
  });

  it('PAGE_CACHE is on by default with 64 MB; PAGE_CACHE=false turns it off; a wrong value or size stops the start (issue 19)', () => {
    expect(loadConfig({}, tempFolder()).pageCache).toEqual({ enabled: true, maxBytes: 64 * 1024 * 1024 });
    expect(loadConfig({ PAGE_CACHE: 'false' }, tempFolder()).pageCache.enabled).toBe(false);
    expect(loadConfig({ PAGE_CACHE_MB: '8' }, tempFolder()).pageCache.maxBytes).toBe(8 * 1024 * 1024);
    expect(() => loadConfig({ PAGE_CACHE: 'off' }, tempFolder())).toThrow(/PAGE_CACHE/);
    expect(() => loadConfig({ PAGE_CACHE_MB: '0' }, tempFolder())).toThrow(
      /PAGE_CACHE_MB: must be at least 1/,
    );
    expect(() => loadConfig({ PAGE_CACHE_MB: 'lots' }, tempFolder())).toThrow(/PAGE_CACHE_MB/);
  });

  it('DATABASE_URL=postgres://... switches to PostgreSQL, which needs SHOP_SECRET outside tests', () => {
    const url = 'postgres://shop@db.internal:5432/shop';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/SHOP_SECRET/);
    const config = loadConfig({ DATABASE_URL: url, SHOP_SECRET: 'a3f9c2e71b4d8e06f5a2c9b13d7e4f80' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url,
      listenUrl: url,
      poolSize: 10,
      statementTimeoutMs: 15_000,
      idleTimeoutMs: 30_000,
    });
  });

  it('DATABASE_LISTEN_URL: the LISTEN session of the change feed goes there (past PgBouncer), else to DATABASE_URL', () => {
    const secret = { SHOP_SECRET: 'a3f9c2e71b4d8e06f5a2c9b13d7e4f80' };
    const config = loadConfig({
      ...secret,
      DATABASE_URL: 'postgres://shop@pgbouncer.internal:6432/shop',
      DATABASE_LISTEN_URL: 'postgres://shop@db.internal:5432/shop',
    });
    expect(config.database.kind === 'postgres' && config.database.listenUrl).toBe(
      'postgres://shop@db.internal:5432/shop',
    );
    expect(() =>
      loadConfig({ ...secret, DATABASE_URL: 'postgres://db/shop', DATABASE_LISTEN_URL: 'db.internal:5432' }),
    ).toThrow(/DATABASE_LISTEN_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'postgres://db/shop' }, tempFolder())).toThrow(
      /DATABASE_LISTEN_URL: applies only with a postgres:\/\/ DATABASE_URL/,
    );
  });

  it('SHOP_SECRET must be a secret: not padded with spaces to length, not one character repeated (issue 22)', () => {
    const url = 'postgres://shop@db.internal:5432/shop';
    expect(() => loadConfig({ DATABASE_URL: url, SHOP_SECRET: ' '.repeat(32) })).toThrow(
      /SHOP_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, SHOP_SECRET: `   ${'ab12'.repeat(7)}   ` })).toThrow(
      /SHOP_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, SHOP_SECRET: 'x'.repeat(40) })).toThrow(
      /SHOP_SECRET: must be random/,
    );
  });

  it('tests on PostgreSQL get a random secret, never a written-down one (issue 22)', () => {
    const url = 'postgres://shop@db.internal:5432/shop';
    const first = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }).secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }).secret).not.toBe(first);
  });

  it('demo data by default only on the embedded SQLite demo, never on PostgreSQL unless SEED_DEMO=true (issue 18)', () => {
    const url = 'postgres://shop@db.internal:5432/shop';
    const secret = 'a3f9c2e71b4d8e06f5a2c9b13d7e4f80';
    expect(loadConfig({}, tempFolder()).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: url, SHOP_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SHOP_SECRET: secret, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }, tempFolder()).seedDemo).toBe(false);
  });

  it('issue 22.5: test-mode payments are on by default on the embedded SQLite demo, off on PostgreSQL, and TEST_PAYMENTS decides', () => {
    const cwd = tempFolder();
    const postgres = {
      DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
      SHOP_SECRET: 'a3f9c2e71b4d8e06f5a2c9b13d7e4f80',
    };
    expect(loadConfig({}, cwd).testPayments).toBe(true);
    expect(loadConfig({ TEST_PAYMENTS: 'false' }, cwd).testPayments).toBe(false);
    expect(loadConfig(postgres).testPayments).toBe(false);
    expect(loadConfig({ ...postgres, TEST_PAYMENTS: 'true' }).testPayments).toBe(true);
    expect(() => loadConfig({ TEST_PAYMENTS: 'yes' }, cwd)).toThrow(/TEST_PAYMENTS/);
  });

  it('the embedded default generates a secret on first run and keeps it', () => {
    const cwd = tempFolder();
    const first = loadConfig({}, cwd);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(cwd, 'data/secret'), 'utf8').trim()).toBe(first.secret);
    expect(loadConfig({}, cwd).secret).toBe(first.secret);
  });

  it('reads the store domains from SHOP_DOMAIN_SV ... SHOP_DOMAIN_NL', () => {
    const config = loadConfig(
      { SHOP_DOMAIN_FI: 'Puhelinosat.Test', SHOP_DOMAIN_NL: 'telefoononderdelen.test' },
      tempFolder(),
    );
    expect(config.domains).toEqual({
      sv: undefined,
      no: undefined,
      da: undefined,
      fi: 'puhelinosat.test',
      nl: 'telefoononderdelen.test',
    });
  });

  it('spec 7: a store has a retail tracking provider only with both its URL and website id', () => {
    expect(loadConfig({}, tempFolder()).retailTracking).toEqual({});
    const config = loadConfig(
      { RETAIL_TRACKING_URL_FI: 'https://tracking.example/visitor', RETAIL_TRACKING_WEBSITE_FI: 'site-fi' },
      tempFolder(),
    );
    expect(config.retailTracking).toEqual({
      fi: { url: 'https://tracking.example/visitor', websiteUuid: 'site-fi' },
    });
    expect(() =>
      loadConfig({ RETAIL_TRACKING_URL_SV: 'https://tracking.example/visitor' }, tempFolder()),
    ).toThrow(/RETAIL_TRACKING_WEBSITE_SV: is required/);
    expect(() =>
      loadConfig(
        { RETAIL_TRACKING_URL_SV: 'ftp://tracking.example', RETAIL_TRACKING_WEBSITE_SV: 'x' },
        tempFolder(),
      ),
    ).toThrow(/RETAIL_TRACKING_URL_SV: must be an http\(s\) URL/);
  });

  it('SHOP_PROCESSES: one process by default, a number, or auto for one per core', () => {
    const cwd = tempFolder();
    expect(loadConfig({}, cwd).processes).toBe(1);
    expect(loadConfig({ SHOP_PROCESSES: '4' }, cwd).processes).toBe(4);
    expect(loadConfig({ SHOP_PROCESSES: 'auto' }, cwd).processes).toBe(availableParallelism());
    for (const wrong of ['0', 'two', '-1', '65', '1.5'])
      expect(() => loadConfig({ SHOP_PROCESSES: wrong }, cwd)).toThrow(/SHOP_PROCESSES: must be/);
  });

  it('lists every wrong value, each named', () => {
    try {
      loadConfig({ PORT: '-1', SEED_DEMO: 'maybe', SHOP_SECRET: 'short' }, tempFolder());
      expect.unreachable('the configuration is wrong');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('SEED_DEMO');
      expect(message).toContain('SHOP_SECRET: must be at least 32 characters');
    }
  });

  it('creates nothing when the configuration is wrong', () => {
    const cwd = tempFolder();
    expect(() => loadConfig({ PORT: 'x' }, cwd)).toThrow(ConfigError);
    expect(existsSync(join(cwd, 'data'))).toBe(false);
  });

  it('mail goes over SMTP only when SMTP_URL is set, from MAIL_FROM', () => {
    expect(loadConfig({}, tempFolder()).mail).toBeNull();
    const config = loadConfig(
      {
        SMTP_URL: 'smtp://shop:secret@mail.example.com:587',
        MAIL_FROM: 'Mobildelar <order@mobildelar.example>',
      },
      tempFolder(),
    );
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://shop:secret@mail.example.com:587',
      from: 'Mobildelar <order@mobildelar.example>',
      everySeconds: 15,
    });
  });

  it('a wrong SMTP_URL or MAIL_FROM stops the start with a message naming it', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:25', MAIL_FROM: 'a@b.se' }, tempFolder())).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() =>
      loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.se' }, tempFolder()),
    ).toThrow(/SMTP_URL/);
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'nobody' }, tempFolder()),
    ).toThrow(/MAIL_FROM: must be an e-mail address/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' }, tempFolder())).toThrow(
      /MAIL_FROM: is required when SMTP_URL is set/,
    );
    expect(() => loadConfig({ MAIL_EVERY_SECONDS: '0' }, tempFolder())).toThrow(/MAIL_EVERY_SECONDS/);
  });

  it('SHUTDOWN_DRAIN_SECONDS: 0 by default (the port closes at once), whole seconds up to 300', () => {
    expect(loadConfig({}, tempFolder()).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '15' }, tempFolder()).shutdownDrainSeconds).toBe(15);
    for (const wrong of ['-1', '301', '2.5', 'soon']) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: wrong }, tempFolder())).toThrow(
        /SHUTDOWN_DRAIN_SECONDS/,
      );
    }
  });

  it('SHOP_SECRET_PREVIOUS follows the rules of SHOP_SECRET and differs from it (issue 18, rotation)', () => {
    const url = 'postgres://shop@db.internal:5432/shop';
    const secret = 'a3f9c2e71b4d8e06f5a2c9b13d7e4f80';
    expect(loadConfig({ DATABASE_URL: url, SHOP_SECRET: secret }).previousSecret).toBeNull();
    const previous = '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e';
    expect(
      loadConfig({ DATABASE_URL: url, SHOP_SECRET: secret, SHOP_SECRET_PREVIOUS: previous }).previousSecret,
    ).toBe(previous);
    expect(() =>
      loadConfig({ DATABASE_URL: url, SHOP_SECRET: secret, SHOP_SECRET_PREVIOUS: 'short' }),
    ).toThrow(/SHOP_SECRET_PREVIOUS: must be at least 32 characters/);
    expect(() =>
      loadConfig({ DATABASE_URL: url, SHOP_SECRET: secret, SHOP_SECRET_PREVIOUS: secret }),
    ).toThrow(/SHOP_SECRET_PREVIOUS: must differ from SHOP_SECRET/);
  });

  it('ACCESS_LOG is on by default; METRICS_TOKEN is off by default and at least 16 characters (issue 18)', () => {
    const cwd = tempFolder();
    expect(loadConfig({}, cwd)).toMatchObject({ accessLog: true, metricsToken: null });
    expect(loadConfig({ ACCESS_LOG: 'false' }, cwd).accessLog).toBe(false);
    expect(() => loadConfig({ ACCESS_LOG: 'off' }, cwd)).toThrow(/ACCESS_LOG/);
    expect(loadConfig({ METRICS_TOKEN: 'f00dfeedf00dfeed' }, cwd).metricsToken).toBe('f00dfeedf00dfeed');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, cwd)).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: 'with a space inside it' }, cwd)).toThrow(
      /METRICS_TOKEN: must be printable/,
    );
  });
});
