import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppConfig, loadConfig } from '../../config.ts';
import { openDatabase, type ShopDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { httpClient } from '../../testing/test-api.ts';
import type { ApiClient } from './commerce-fixtures.ts';

const script = join(dirname(fileURLToPath(import.meta.url)), 'order-server.script.ts');

/** The API running in a process of its own, as the tests that kill it or run several see it. */
export interface OrderServer {
  readonly process: ChildProcess;
  readonly client: ApiClient;
  readonly url: string;
  /** The exit signal or code. */
  readonly exited: Promise<NodeJS.Signals | number | null>;
}

/** Starts the API in its own process on the SQLite file, and waits until it listens. */
export async function startOrderServer(file: string): Promise<OrderServer> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: file, PORT: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ?? code));
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', () => reject(new Error(`The server stopped before it listened:\n${output}`)));
  });
  return { process: child, client: httpClient(url), url, exited };
}

/**
 * Several API processes on one new SQLite file, as SHOP_PROCESSES > 1 runs them: the file is
 * migrated and prepared first, then the processes start. Requests spread over them by index.
 */
export interface ProcessesOnOneFile {
  readonly database: ShopDatabase;
  readonly config: AppConfig;
  /** The client of process `index` modulo their number. */
  server(index: number): ApiClient;
  /** Stops the processes, closes the file and removes its folder. */
  close(): Promise<void>;
}

export async function startProcessesOnOneFile(
  prepare: (database: ShopDatabase) => Promise<void>,
  count = 3,
): Promise<ProcessesOnOneFile> {
  const folder = mkdtempSync(join(tmpdir(), 'shop-processes-'));
  const file = join(folder, 'shop.db');
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: file });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db, database.dialect);
  await prepare(database);
  const servers = await Promise.all(Array.from({ length: count }, () => startOrderServer(file)));
  return {
    database,
    config,
    server(index) {
      const found = servers[index % servers.length];
      if (!found) throw new Error('no server started');
      return found.client;
    },
    async close() {
      for (const server of servers) server.process.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
