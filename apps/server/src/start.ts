import { ConfigError, loadConfig } from '@shop/api/config';
import { openDatabase } from '@shop/api/db/database';
import { migrateToLatest } from '@shop/api/db/migrate';
import { createInjectTransport } from '@shop/api/http/inject-transport';
import { startMailSender } from '@shop/api/mail/deliver-outbox';
import { createSmtpTransport } from '@shop/api/mail/smtp-transport';
import { isSeeded, seedDatabase } from '@shop/api/seed/seed';
import { runDueSubscriptions } from '@shop/api/subscriptions/run-due-subscriptions';
import { createShopServer } from './server.ts';
import { buildWeb, hasWebBuild, loadWebBuild } from './web-build.ts';

/** `npm start`: build when no build exists, migrate, seed on first run, serve. */
function progress(message: string): void {
  process.stderr.write(`[shop] ${message}\n`);
}

async function start(): Promise<void> {
  const config = loadConfig();
  if (!hasWebBuild()) {
    progress('no storefront build found: building it (once)');
    buildWeb();
  }
  const database = openDatabase(config.database);
  progress(`database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}`);
  await migrateToLatest(database.db, database.dialect, progress);
  if (config.seedDemo && !(await isSeeded(database))) {
    progress(`first run: seeding the demo shop (${config.seedProducts} products)`);
    await seedDatabase(database, { products: config.seedProducts, progress });
  }
  const server = await createShopServer({ config, database, web: await loadWebBuild() });
  const address = await server.listen({ port: config.port, host: config.host });
  progress(`shop running at http://localhost:${new URL(address).port}`);

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
  progress(
    config.mail ? `mail: over SMTP (${new URL(config.mail.smtpUrl).host})` : 'mail: outbox table and log',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    progress(`${signal}: finishing in-flight requests`);
    clearInterval(scheduler);
    mailSender?.stop();
    // Keep-alive connections that finish their last request while we wait are closed as they go
    // idle; after 10 s whatever is left is cut, so a stuck client cannot keep the process alive.
    const idleSweep = setInterval(() => server.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.server.closeAllConnections(), 10_000);
    await server.close();
    clearInterval(idleSweep);
    clearTimeout(deadline);
    await database.close();
    progress('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`[shop] ${error.message}\n`);
  } else {
    process.stderr.write(
      `[shop] start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
