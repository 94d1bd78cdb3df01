/**
 * How the storefront reaches the provider. In the browser it is fetch over HTTP; during
 * server-side rendering the server hands the storefront an in-process transport, so a page
 * render makes no HTTP hop (DESIGN.md, apps/web).
 */
export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export interface ApiRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under the API, e.g. /api/strings. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ApiResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: unknown;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

export function toQueryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The browser's transport: fetch against the same origin. */
export function createFetchTransport(baseUrl = ''): ApiTransport {
  return async (request) => {
    const response = await fetch(`${baseUrl}${request.path}${toQueryString(request.query)}`, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const text = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      headers[key] = value;
    });
    return { status: response.status, headers, body: text ? JSON.parse(text) : undefined };
  };
}
