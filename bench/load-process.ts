import autocannon, { type AutocannonRequest } from 'autocannon';
import type { LoadJob } from './load.ts';

/**
 * One autocannon load in a process of its own (bench/load.ts starts it): reads a LoadJob as JSON
 * on stdin, runs it, and writes autocannon's result as JSON on stdout.
 */
async function readJob(): Promise<LoadJob> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadJob;
}

/** Each request sent takes the next of the job's turns, whichever connection sends it. */
function inTurns(job: LoadJob): AutocannonRequest[] {
  const { turns } = job;
  if (!turns || turns.length === 0) return [...(job.requests ?? [])];
  let turn = 0;
  const template: AutocannonRequest = {
    ...(job.method ? { method: job.method } : {}),
    ...(job.headers ? { headers: job.headers } : {}),
  };
  return [
    {
      ...template,
      setupRequest: (request) => {
        const next = turns[turn++ % turns.length];
        return { ...request, ...next };
      },
    },
  ];
}

const job = await readJob();
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  ...(job.duration === undefined ? {} : { duration: job.duration }),
  ...(job.amount === undefined ? {} : { amount: job.amount }),
  ...(job.timeout === undefined ? {} : { timeout: job.timeout }),
  requests: inTurns(job),
  // autocannon decodes every answer's body into a string that nothing here reads
  // (bench/catalog.bench.ts measured what that costs the load generator).
  setupClient: (client) => {
    client.pipelinedRequests.addBody = () => {};
  },
});
process.stdout.write(JSON.stringify(result));
