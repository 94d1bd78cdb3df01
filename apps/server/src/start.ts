// First: settles NODE_ENV before anything loads React (issue 19, production-mode.ts).
import './production-mode.ts';
import cluster from 'node:cluster';
import { rotateStaffTotpSecrets } from '@shop/api/admin/staff-totp-rotation';
import { type AppConfig, ConfigError, loadConfig } from '@shop/api/config';
import { openDatabase, type ShopDatabase } from '@shop/api/db/database';
import { UnknownMigrationError } from '@shop/api/db/migrate';
import { prepareBusyTimeoutMs, prepareDatabase } from '@shop/api/db/prepare-database';
import { createInjectTransport } from '@shop/api/http/inject-transport';
import { startMailSender } from '@shop/api/mail/deliver-outbox';
import { createSmtpTransport } from '@shop/api/mail/smtp-transport';
import { deleteExpiredRows } from '@shop/api/maintenance/retention';
import { aggregateWorkerMetrics } from '@shop/api/operations/metrics';
import { createReadiness } from '@shop/api/operations/readiness';
import { activeDemoStaff } from '@shop/api/seed/commerce/customers.seed';
import { runDueSubscriptions } from '@shop/api/subscriptions/run-due-subscriptions';
import { sql } from 'kysely';
import { loadedReactBuild } from './node-env.ts';
import { createShopServer, warmStorefront } from './server.ts';
import {
  adminBuildDirectory,
  buildAdmin,
  buildWeb,
  hasAdminBuild,
  hasWebBuild,
  isAdminBuildStale,
  isWebBuildStale,
  loadWebBuild,
} from './web-build.ts';

/**
 * `npm start`: build when no build exists, migrate, seed on first run, serve. With
 * SHOP_PROCESSES=N (or auto) this process prepares the database and then runs N server processes
 * that share the port (node:cluster), replacing any that dies; SIGTERM stops them all gracefully.
 */
function progress(message: string): void {
  process.stderr.write(`[shop] ${message}\n`);
}

async function start(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) {
    await serve(config, openDatabase(config.database));
    return;
  }
  // The database first: a wrong DATABASE_URL is told before minutes of building.
  const database = await openReachableDatabase(config);
  buildWhenStale();
  if (config.processes === 1) {
    // The one process listens while it migrates: /readyz answers 503 until the database is ready.
    // Serving has a connection of its own: preparing waits long for another machine's lock.
    const address = await serve(config, openDatabase(config.database), () =>
      prepare(config, database).finally(() => database.close()),
    );
    progress(`shop running at http://localhost:${new URL(address).port}`);
    return;
  }
  // Migrations and the seed run here, once, before any server process starts (issue 18).
  try {
    await prepare(config, database);
  } finally {
    await database.close();
  }
  if (config.metricsToken) aggregateWorkerMetrics();
  supervise(config.processes, config.shutdownDrainSeconds);
}

/** Builds the storefront and the back office when they changed since their build (or have none). */
function buildWhenStale(): void {
  if (isWebBuildStale()) {
    progress(
      hasWebBuild()
        ? 'the storefront changed since its build: building it again'
        : 'no storefront build found: building it (once)',
    );
    buildWeb();
  }
  if (isAdminBuildStale()) {
    progress(
      hasAdminBuild()
        ? 'the back office changed since its build: building it again'
        : 'no back-office build found: building it (once)',
    );
    buildAdmin();
  }
}

/**
 * Migrates, syncs the strings and seeds a new database: once, even when several machines start at
 * the same moment (prepareDatabase).
 */
async function prepare(config: AppConfig, database: ShopDatabase): Promise<void> {
  progress(`database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}`);
  await prepareDatabase(database, {
    progress,
    ...(config.seedDemo
      ? { seed: { products: config.seedProducts, secret: config.secret, seller: config.seller } }
      : {}),
  });
  await warnOfDemoStaff(config, database);
  await rotateTwoFactorSecrets(config, database);
}

/** After a rotation of SHOP_SECRET, the staff's two-factor secrets move to the new one (or are named). */
async function rotateTwoFactorSecrets(config: AppConfig, database: ShopDatabase): Promise<void> {
  if (!config.previousSecret) return;
  const { reencrypted, unreadable } = await rotateStaffTotpSecrets(database.db, config);
  if (reencrypted > 0) {
    progress(
      `SHOP_SECRET_PREVIOUS: ${reencrypted} staff two-factor secret(s) now encrypted with SHOP_SECRET`,
    );
  }
  if (unreadable.length > 0) {
    progress(
      `SHOP_SECRET_PREVIOUS: neither secret reads the two-factor secret of ${unreadable.join(', ')}; ` +
        'they set up two-factor again after npm run staff -- reset-totp --email <address>',
    );
  }
}

/** A shop that other machines can reach, with the README's demo staff passwords, is open to anyone. */
async function warnOfDemoStaff(config: AppConfig, database: ShopDatabase): Promise<void> {
  if (['127.0.0.1', 'localhost', '::1'].includes(config.host)) return;
  const demo = await activeDemoStaff(database.db);
  if (demo.length === 0) return;
  progress('!'.repeat(72));
  progress(`WARNING: the demo staff accounts (${demo.join(', ')}) can sign in to /admin`);
  progress(`with the passwords printed in the README, and this shop listens on ${config.host}.`);
  progress('Give them new passwords or remove them (npm run staff -- set-password / list) before');
  progress('anyone else can reach this machine, or set HOST=127.0.0.1.');
  progress('!'.repeat(72));
}

/** Opens the database and asks it one question; one that cannot be reached stops the start, named. */
async function openReachableDatabase(config: AppConfig): Promise<ShopDatabase> {
  // Preparing waits long for another process's write lock (SQLite); serving keeps the default.
  const database = openDatabase(config.database, { busyTimeoutMs: prepareBusyTimeoutMs });
  try {
    await sql`select 1`.execute(database.db);
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    const where =
      config.database.kind === 'postgres'
        ? `PostgreSQL at ${new URL(config.database.url).host || 'the default host'}`
        : `the SQLite file ${config.database.file}`;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([`DATABASE_URL: cannot reach ${where}: ${reason}`]);
  }
}

/**
 * One server process: listens, looks for due subscriptions, and stops gracefully. Returns its
 * address. With `prepare`, it listens first and is ready (GET /readyz) once that finished.
 */
async function serve(
  config: AppConfig,
  database: ShopDatabase,
  prepare?: () => Promise<void>,
): Promise<string> {
  const readiness = createReadiness(prepare ? 'starting' : 'ready');
  const server = await createShopServer({
    config,
    database,
    web: await loadWebBuild(),
    adminDirectory: adminBuildDirectory,
    readiness,
  });
  const address = await server.listen({ port: config.port, host: config.host });
  if (prepare) {
    progress(`listening on port ${new URL(address).port}: /readyz answers 503 until the database is ready`);
    await prepare();
    readiness.markReady();
  }
  // Spec 7: the categories and layout content load now, not on each store's first page.
  void warmStorefront(server).catch((error: unknown) =>
    server.log.warn({ err: error }, 'loading the stores’ categories and layout failed'),
  );

  // Every process looks for due subscriptions; the claim in the database makes each order once.
  const scheduler =
    config.subscriptionsEverySeconds > 0
      ? setInterval(() => {
          runDueSubscriptions({
            db: database.db,
            secret: config.secret,
            transport: createInjectTransport(server),
            log: server.log,
          }).catch((error: unknown) => server.log.error({ err: error }, 'subscription scheduler failed'));
        }, config.subscriptionsEverySeconds * 1000)
      : undefined;

  // Rows that only serve a moment (abandoned carts, login attempts...) are deleted hourly.
  const sweep = setInterval(
    () => {
      deleteExpiredRows(database.db, new Date())
        .then((deleted) => server.log.info({ deleted }, 'retention sweep'))
        .catch((error: unknown) => server.log.error({ err: error }, 'retention sweep failed'));
    },
    60 * 60 * 1000,
  );

  // Mail waits in the outbox until an SMTP server took it (decision 009); without SMTP_URL it
  // stays there and in the log.
  const mailSender = config.mail
    ? startMailSender(
        {
          db: database.db,
          transport: createSmtpTransport(config.mail.smtpUrl, config.mail.from),
          log: server.log,
        },
        config.mail.everySeconds,
      )
    : undefined;
  // Said once: by the only process, or by the first of several.
  if (cluster.isPrimary || cluster.worker?.id === 1) {
    progress(
      config.mail ? `mail: over SMTP (${new URL(config.mail.smtpUrl).host})` : 'mail: outbox table and log',
    );
    progress(`pages rendered with React's ${loadedReactBuild()} build (NODE_ENV=${process.env.NODE_ENV})`);
  }

  let stopping = false;
  let endDrain: (() => void) | undefined;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second signal while draining: close now.
      endDrain?.();
      return;
    }
    stopping = true;
    readiness.markStopping();
    clearInterval(scheduler);
    clearInterval(sweep);
    mailSender?.stop();
    if (config.shutdownDrainSeconds > 0) {
      // Not ready, still serving: a load balancer that polls /readyz takes this process out before
      // its port closes, and the answers meanwhile close their connections (server.ts).
      if (cluster.isPrimary) {
        progress(
          `${signal}: /readyz answers 503; serving ${config.shutdownDrainSeconds} s more (SHUTDOWN_DRAIN_SECONDS)`,
        );
      }
      await new Promise<void>((done) => {
        const timer = setTimeout(done, config.shutdownDrainSeconds * 1000);
        endDrain = () => {
          clearTimeout(timer);
          done();
        };
      });
    }
    if (cluster.isPrimary) progress(`${signal}: finishing in-flight requests`);
    // Keep-alive connections that finish their last request while we wait are closed as they go
    // idle; after 10 s whatever is left is cut, so a stuck client cannot keep the process alive.
    const idleSweep = setInterval(() => server.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.server.closeAllConnections(), 10_000);
    await server.close();
    clearInterval(idleSweep);
    clearTimeout(deadline);
    await database.close();
    if (cluster.isPrimary) progress('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return address;
}

/**
 * A replacement that dies before it listens is started again after this many milliseconds: 1 s,
 * doubling with each failure in a row, at most 30 s. A brief failure (the database restarting, a
 * full disk being cleared) is outlived; a lasting one does not spin.
 */
function restartDelayMs(failuresInARow: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failuresInARow - 1));
}

/**
 * Runs `count` server processes. One that dies is replaced; a replacement that dies before it
 * listened is retried with a growing delay (restartDelayMs). Only when none of the first
 * processes could ever listen (a port in use, a broken database at start) does the shop stop:
 * that is a setting to fix, not a failure to outlive. The primary itself is kept alive by the
 * machine's supervisor (the README's systemd unit).
 */
function supervise(count: number, drainSeconds: number): void {
  let stopping = false;
  let served = false;
  let failuresInARow = 0;
  const listened = new Set<number>();
  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    failuresInARow = 0;
    if (!served && listened.size === count) {
      served = true;
      progress(`shop running at http://localhost:${address.port} (${count} processes)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const running = Object.keys(cluster.workers ?? {}).length;
    const how = signal ?? `exit code ${code}`;
    if (stopping) {
      if (running === 0) {
        progress('stopped');
        process.exit();
      }
      return;
    }
    if (listened.has(worker.id)) {
      progress(`server process ${worker.process.pid} stopped (${how}): starting another`);
      cluster.fork();
      return;
    }
    if (!served && listened.size === 0) {
      progress(`a server process stopped before it served (${how}): stopping`);
      stop('the failed start', 1);
      return;
    }
    failuresInARow += 1;
    const delay = restartDelayMs(failuresInARow);
    progress(`a new server process stopped before it served (${how}): starting another in ${delay / 1000} s`);
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, delay);
  });
  const stop = (reason: string, exitCode = 0) => {
    const workers = Object.values(cluster.workers ?? {});
    if (stopping) {
      // A second signal: processes still draining (SHUTDOWN_DRAIN_SECONDS) close now.
      for (const worker of workers) worker?.process.kill('SIGTERM');
      return;
    }
    stopping = true;
    process.exitCode = exitCode;
    progress(
      drainSeconds > 0
        ? `${reason}: /readyz answers 503; serving ${drainSeconds} s more (SHUTDOWN_DRAIN_SECONDS), then finishing in-flight requests`
        : `${reason}: finishing in-flight requests`,
    );
    if (workers.length === 0) process.exit();
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let index = 0; index < count; index += 1) cluster.fork();
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof UnknownMigrationError) {
    process.stderr.write(`[shop] ${error.message}\n`);
  } else {
    process.stderr.write(
      `[shop] start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
