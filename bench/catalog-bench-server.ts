import { createApiPlugin } from '@shop/api/app';
import { loadConfig } from '@shop/api/config';
import { openDatabase } from '@shop/api/db/database';
import Fastify from 'fastify';

/**
 * The API on the bench database, in its own process so that autocannon does not share its
 * event loop. It also serves a trivial JSON route: the ceiling the catalog routes are compared to.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: node bench/catalog-bench-server.ts <sqlite file>');
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: file, LOG_LEVEL: 'silent' });
const database = openDatabase(config.database);
const app = Fastify({ logger: false });
app.get('/bench/trivial', async () => ({ ok: true, service: 'catalog-bench' }));
// The server's own CPU time, so the bench can report CPU per request whatever else runs.
app.get('/bench/cpu', async () => {
  const usage = process.cpuUsage();
  return { micros: usage.user + usage.system };
});
await app.register(createApiPlugin({ database, config }), { prefix: '/api' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ address })}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
