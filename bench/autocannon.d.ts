/** The part of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  interface AutocannonRequest {
    readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    readonly path?: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string;
  }

  interface AutocannonOptions {
    readonly url: string;
    readonly connections?: number;
    readonly duration?: number;
    readonly pipelining?: number;
    readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string;
    readonly requests?: readonly AutocannonRequest[];
    /** Called with each connection's client as it is made. */
    readonly setupClient?: (client: AutocannonClient) => void;
  }

  /** The part of a connection's client that the catalog bench touches. */
  interface AutocannonClient {
    readonly pipelinedRequests: { addBody(data: Buffer): void };
  }

  interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly p50: number;
    readonly p90: number;
    readonly p99: number;
    readonly max: number;
    readonly total: number;
  }

  interface AutocannonResult {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
  }

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
