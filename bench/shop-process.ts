import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout: the shop the benches start unless told another. */
export const thisCheckout = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ShopProcess {
  readonly child: ChildProcess;
  readonly url: string;
}

export interface ShopProcessOptions {
  /** Settings on top of the production defaults (NODE_ENV=production, any free port, logs at error). */
  readonly env: Readonly<Record<string, string>>;
  /** The checkout whose server starts (built); this one by default. */
  readonly checkout?: string;
  /**
   * Whether the shop must say it renders with React's production build (true by default). Code
   * from before issue 19 does not say it; NODE_ENV=production still gives it production React.
   */
  readonly saysProductionReact?: boolean;
  /** Node's own options before the server script (`--inspect=...`). */
  readonly nodeArguments?: readonly string[];
}

/**
 * Starts a shop as `npm start` runs it, in a process of its own, and answers once it is ready:
 * listening, and /readyz answering 200 (a first start migrates and seeds while it listens).
 */
export async function startShopProcess({
  env,
  checkout = thisCheckout,
  saysProductionReact = true,
  nodeArguments = [],
}: ShopProcessOptions): Promise<ShopProcess> {
  const child = spawn(process.execPath, [...nodeArguments, join(checkout, 'apps/server/src/start.ts')], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      UV_THREADPOOL_SIZE: '8',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const pause = () => new Promise((done) => setTimeout(done, 100));
  for (let attempt = 0; attempt < 6000; attempt += 1) {
    const found = /shop running at http:\/\/localhost:(\d+)/.exec(output);
    if (found) {
      const url = `http://127.0.0.1:${found[1]}`;
      for (let wait = 0; wait < 6000; wait += 1) {
        if ((await fetch(`${url}/readyz`).catch(() => null))?.status === 200) {
          if (saysProductionReact && !output.includes("React's production build")) {
            throw new Error(`not production React in ${checkout}:\n${output}`);
          }
          return { child, url };
        }
        if (child.exitCode !== null) break;
        await pause();
      }
    }
    if (child.exitCode !== null) throw new Error(`the shop in ${checkout} stopped:\n${output}`);
    await pause();
  }
  throw new Error(`the shop in ${checkout} did not start:\n${output}`);
}

export async function stopShopProcess(shop: ShopProcess): Promise<void> {
  if (shop.child.exitCode !== null) return;
  shop.child.kill('SIGTERM');
  await new Promise((done) => shop.child.once('exit', done));
}
