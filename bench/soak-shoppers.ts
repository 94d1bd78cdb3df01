/**
 * The soak bench's shoppers, in a process of their own (bench/soak.bench.ts starts it): reads a
 * SoakJob as JSON on stdin, sends its mix of shopper actions for the job's seconds, and writes a
 * SoakReport as JSON on stdout.
 *
 * `rate` actions a second are started on a clock (an open load: a slow answer does not slow the
 * shoppers down, as real shoppers would not wait for each other); `rate: 0` runs `shoppers`
 * actions at a time instead, each starting when the last ended (a closed load, to find the peak).
 * An action is one page, one search call, one cart sync, or a whole checkout (a cart, the
 * shopper, shipping, payment, place-order).
 */

export interface SoakJob {
  readonly url: string;
  readonly seconds: number;
  readonly rate: number;
  readonly shoppers: number;
  readonly pages: readonly string[];
  readonly searches: readonly string[];
  readonly skus: readonly string[];
}

export interface SoakReport {
  readonly actions: number;
  readonly requests: number;
  readonly seconds: number;
  /** Requests answered with an error status or not answered at all, by what went wrong. */
  readonly failures: Readonly<Record<string, number>>;
  /** Checkouts whose order was acknowledged (201 or 200 from place-order). */
  readonly orders: readonly { readonly id: number; readonly number: number }[];
  /** Checkouts that ended without an acknowledged order, even after retrying. */
  readonly failedOrders: number;
  /** Requests tried again after a connection error or a 503 (a process stopping or replaced). */
  readonly retried: number;
  readonly latencies: { readonly p50: number; readonly p99: number; readonly max: number };
}

const sv = 'locale=sv&sid=1';

async function readJob(): Promise<SoakJob> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as SoakJob;
}

const job = await readJob();
const failures: Record<string, number> = {};
const orders: { id: number; number: number }[] = [];
const latencies: number[] = [];
let requests = 0;
let retried = 0;
let failedOrders = 0;
let actions = 0;
let serial = 0;

function fail(kind: string): void {
  failures[kind] = (failures[kind] ?? 0) + 1;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

/**
 * One request, as a browser would send it. A connection error or a 503 (the process that took
 * the connection was stopped or killed and is being replaced) is tried again up to three times,
 * as a shopper would reload; every try counts as a request.
 */
async function send(path: string, init: RequestInit = {}): Promise<Response | undefined> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (attempt > 0) {
      retried += 1;
      await new Promise((done) => setTimeout(done, 200 * attempt));
    }
    const started = performance.now();
    requests += 1;
    try {
      const response = await fetch(`${job.url}${path}`, {
        ...init,
        headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json', ...init.headers },
      });
      const body = await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status === 503) {
        fail('503');
        continue;
      }
      if (response.status >= 400) {
        fail(`${response.status} ${path.split('?')[0]?.replace(/\d+/g, ':n')}`);
        return undefined;
      }
      return new Response(body, { status: response.status, headers: response.headers });
    } catch (error) {
      fail(`network: ${(error as Error & { cause?: { code?: string } }).cause?.code ?? 'error'}`);
    }
  }
  return undefined;
}

function post(path: string, body: unknown, method = 'POST'): Promise<Response | undefined> {
  return send(path, { method, body: JSON.stringify(body) });
}

async function cartSync(): Promise<void> {
  await post(`/api/sync-cart?${sv}`, {
    items: [
      { sku: pick(job.skus), quantity: 1 },
      { sku: pick(job.skus), quantity: 2 },
    ],
    coupons: ['SAVE10'],
    checkout_order_id: null,
  });
}

async function checkout(): Promise<void> {
  const index = ++serial;
  const cart = await post(`/api/sync-cart?${sv}`, {
    items: [
      { sku: pick(job.skus), quantity: 1 },
      { sku: pick(job.skus), quantity: 1 },
    ],
    coupons: [],
    checkout_order_id: null,
  });
  const id = cart?.headers.get('x-checkout-order-id');
  const steps = id && [
    () =>
      post(
        `/api/checkout/${id}/customer?${sv}`,
        {
          email: `soak${process.pid}-${index}@example.se`,
          phone: '0701234567',
          first_name: 'Soak',
          last_name: `Shopper ${index}`,
          street: 'Storgatan 1',
          postal_code: '111 22',
          city: 'Stockholm',
        },
        'PUT',
      ),
    () => post(`/api/checkout/${id}/shipping?${sv}`, { shipping_method: 'postnord-home' }, 'PUT'),
    () => post(`/api/checkout/${id}/payment?${sv}`, { payment_method: 'invoice' }, 'PUT'),
  ];
  let ready = Boolean(steps);
  for (const step of steps || []) if (ready) ready = (await step()) !== undefined;
  // place-order is idempotent: a retry after a lost answer gets the same order (200).
  const placed = ready ? await post(`/api/checkout/${id}/place-order?${sv}`, {}) : undefined;
  if (!placed) {
    failedOrders += 1;
    return;
  }
  const order = (await placed.json()) as { order_id: number; order_number: number };
  orders.push({ id: order.order_id, number: order.order_number });
}

/** The mix: mostly pages, as a shop's traffic is; one action in twenty is a whole checkout. */
function action(): Promise<unknown> {
  actions += 1;
  const roll = Math.random();
  if (roll < 0.6) return send(pick(job.pages));
  if (roll < 0.75) return send(pick(job.searches));
  if (roll < 0.95) return cartSync();
  return checkout();
}

async function closedLoad(until: number): Promise<void> {
  await Promise.all(
    Array.from({ length: job.shoppers }, async () => {
      while (performance.now() < until) await action();
    }),
  );
}

async function openLoad(until: number): Promise<void> {
  const running = new Set<Promise<unknown>>();
  const interval = 1000 / job.rate;
  let next = performance.now();
  while (next < until) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const started = action().finally(() => running.delete(started));
    running.add(started);
    next += interval;
  }
  await Promise.all(running);
}

function percentile(sorted: readonly number[], share: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
}

const started = performance.now();
const until = started + job.seconds * 1000;
await (job.rate > 0 ? openLoad(until) : closedLoad(until));
const sorted = latencies.sort((a, b) => a - b);
const report: SoakReport = {
  actions,
  requests,
  seconds: (performance.now() - started) / 1000,
  failures,
  orders,
  failedOrders,
  retried,
  latencies: {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: Math.round(sorted.at(-1) ?? 0),
  },
};
process.stdout.write(JSON.stringify(report));
