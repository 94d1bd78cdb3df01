import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AutocannonRequest, AutocannonResult } from 'autocannon';

/** An autocannon load, as plain data: it runs in a process of its own. */
export interface LoadJob {
  readonly url: string;
  readonly connections: number;
  readonly duration?: number;
  /** Stop after this many requests instead of after `duration`. */
  readonly amount?: number;
  /** Seconds before a request counts as timed out (autocannon's default is 10). */
  readonly timeout?: number;
  /** Each connection sends these in turn. */
  readonly requests?: readonly AutocannonRequest[];
  /**
   * Or: every request sent, from any connection, takes the next of these (path, body, and
   * headers in place of `headers`), with `method`; after the last one the first comes again.
   */
  readonly turns?: readonly {
    readonly path?: string;
    readonly body?: string;
    readonly headers?: Readonly<Record<string, string>>;
  }[];
  readonly method?: AutocannonRequest['method'];
  readonly headers?: Readonly<Record<string, string>>;
}

const script = join(dirname(fileURLToPath(import.meta.url)), 'load-process.ts');

/**
 * Runs the load with autocannon in a new process and answers its result.
 *
 * The load generator gets a process of its own, fresh for each load, because the benches seed a
 * database and build their request data first: autocannon running in that process measured that
 * process's garbage collection along with every answer. Measured with the cart bench's load (2
 * server processes): with about 60 MB kept in the load generator's process, as the bench process
 * keeps after seeding, sync-cart p99 was 38 to 42 ms; in a fresh process, at the same server, 18
 * to 21 ms, and the load generator spent 60 instead of 100 µs of CPU per request.
 */
export function loadInOwnProcess(job: LoadJob): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`the load process stopped with code ${code}`));
        return;
      }
      resolve(JSON.parse(Buffer.concat(output).toString('utf8')) as AutocannonResult);
    });
    child.stdin.end(JSON.stringify(job));
  });
}
