/**
 * The API alone in its own process, on the database DATABASE_URL names (migrated here, not
 * seeded), for the fault test and the cart bench: `node order-server.script.ts`. It prints
 * `listening {url}` once it takes requests.
 */
import Fastify from 'fastify';
import { createApiPlugin } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';

const config = loadConfig();
const database = openDatabase(config.database);
await migrateToLatest(database.db, database.dialect);
const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
await app.register(createApiPlugin({ database, config }), { prefix: '/api' });
const address = await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
