/** The part of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  export interface AutocannonRequest {
    readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    readonly path?: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string;
    /** Called before each request is sent: answers the request to send. */
    readonly setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  export interface AutocannonOptions {
    readonly url: string;
    readonly connections?: number;
    readonly duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    readonly amount?: number;
    /** Seconds before a request counts as timed out (autocannon's default is 10). */
    readonly timeout?: number;
    readonly pipelining?: number;
    readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string;
    readonly requests?: readonly AutocannonRequest[];
    /** Called with each connection's client as it is made. */
    readonly setupClient?: (client: AutocannonClient) => void;
  }

  /** The part of a connection's client that the benches touch. */
  export interface AutocannonClient {
    readonly pipelinedRequests: { addBody(data: Buffer): void };
  }

  export interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly p50: number;
    readonly p90: number;
    readonly p99: number;
    readonly max: number;
    readonly total: number;
  }

  export interface AutocannonResult {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    /** How many answers came with each status code. */
    readonly statusCodeStats?: Readonly<Record<string, { readonly count: number }>>;
  }

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
