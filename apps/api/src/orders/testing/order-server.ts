import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
