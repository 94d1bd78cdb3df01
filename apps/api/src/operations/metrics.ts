import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database.ts';

/**
 * The process's Prometheus metrics (GET /metrics, issue 18). One registry per process; under
 * SHOP_PROCESSES>1 (node:cluster) the server process that is asked collects every process's
 * registry through the primary (prom-client's AggregatorRegistry), so one scrape sees the machine.
 */
export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: 'shop_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const ordersPlaced = new Counter({
  name: 'shop_orders_placed_total',
  help: 'Orders placed (not counting a repeated place-order of the same checkout), by store',
  labelNames: ['store'] as const,
  registers: [metricsRegistry],
});

export const cartSyncs = new Counter({
  name: 'shop_cart_syncs_total',
  help: 'Cart syncs (POST /api/sync-cart) answered, by store',
  labelNames: ['store'] as const,
  registers: [metricsRegistry],
});

export type CatalogCacheResult = 'hit' | 'stale' | 'miss';

export const catalogCacheLookups = new Counter({
  name: 'shop_catalog_cache_lookups_total',
  help: 'Catalog cache lookups: hit (fresh), stale (answered while it reloads) or miss (loaded)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export type PageCacheResult = 'hit' | 'stale' | 'miss';

/** Issue 19: the page cache of the storefront (apps/server/src/page-cache.ts). */
export const pageCacheLookups = new Counter({
  name: 'shop_page_cache_lookups_total',
  help: 'Page cache lookups of anonymous pages: hit (sent from the cache), stale (kept but out of date: rendered again) or miss (rendered)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

/** The page caches of this process (one in production; tests may start several servers). */
const pageCaches = new Set<() => { entries: number; bytes: number }>();

new Gauge({
  name: 'shop_page_cache_bytes',
  help: 'Bytes the page cache keeps (brotli, gzip and plain copies of every page)',
  registers: [metricsRegistry],
  collect() {
    let bytes = 0;
    for (const stats of pageCaches) bytes += stats().bytes;
    this.set(bytes);
  },
});

new Gauge({
  name: 'shop_page_cache_entries',
  help: 'Pages the page cache keeps',
  registers: [metricsRegistry],
  collect() {
    let entries = 0;
    for (const stats of pageCaches) entries += stats().entries;
    this.set(entries);
  },
});

/** Reports a page cache's size in /metrics until the returned function is called. */
export function observePageCache(stats: () => { entries: number; bytes: number }): () => void {
  pageCaches.add(stats);
  return () => pageCaches.delete(stats);
}

/** The PostgreSQL pools of this process (one in production; tests may open several). */
const pools = new Set<() => PoolStats>();

new Gauge({
  name: 'shop_db_pool_connections',
  help: 'PostgreSQL pool connections: total, idle, and queries waiting for one (none on SQLite)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    if (pools.size === 0) return;
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const stats of pools) {
      const now = stats();
      sum.total += now.total;
      sum.idle += now.idle;
      sum.waiting += now.waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

/** Reports a database's pool in /metrics until the returned function is called. */
export function observePool(poolStats: (() => PoolStats) | undefined): () => void {
  if (!poolStats) return () => {};
  pools.add(poolStats);
  return () => pools.delete(poolStats);
}

let processMetricsStarted = false;

/** Node's own metrics (event-loop lag, memory, CPU, handles), once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
  if (cluster.isWorker) {
    // Answers the primary's collection rounds with this registry (prom-client's cluster protocol).
    AggregatorRegistry.setRegistries([metricsRegistry]);
    new AggregatorRegistry();
  }
}

/**
 * A route pattern as a label: never the raw URL, which would make a series per product. Pages all
 * run through the storefront's catch-all, and each built file is a route of its own: they are
 * grouped.
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return 'unmatched';
  if (pattern === '/*') return 'page';
  if (pattern === '/admin' || pattern.startsWith('/admin/')) return '/admin/*';
  if (pattern.startsWith('/api/') || ['/healthz', '/readyz', '/metrics', '/captuerr'].includes(pattern)) {
    return pattern;
  }
  return 'static';
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export const metricsContentType = metricsRegistry.contentType;

const requestType = 'shop:metrics-request';
const answerType = 'shop:metrics-answer';
let nextRequest = 0;

/** This process's metrics, or under node:cluster those of every server process, summed by the primary. */
export async function readMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsRegistry.metrics();
  const id = nextRequest++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('the primary process did not answer within 6 s')), 6000);
    const onMessage = (message: unknown) => {
      if (!isMessage(message, answerType) || message.id !== id) return;
      finish(typeof message.error === 'string' ? new Error(message.error) : null, String(message.text));
    };
    function finish(error: Error | null, text = '') {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text);
    }
    process.on('message', onMessage);
    process.send?.({ type: requestType, id });
  });
}

/** In the cluster's primary: answers a server process that was asked for /metrics with the sum of all. */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message, requestType)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: answerType, id: message.id, text }),
      (error: unknown) =>
        worker.send({
          type: answerType,
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  });
}

function isMessage(
  message: unknown,
  type: string,
): message is { type: string; id: number; [key: string]: unknown } {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === type &&
    'id' in message &&
    typeof message.id === 'number'
  );
}
