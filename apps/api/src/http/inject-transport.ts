import { type ApiTransport, toQueryString } from '@shop/contracts/transport';
import type { FastifyInstance } from 'fastify';

/**
 * The in-process transport for server rendering: the request goes through the same routes,
 * contracts and error handler as over HTTP, without a socket.
 */
export function createInjectTransport(
  app: FastifyInstance,
  forwarded: Readonly<Record<string, string>> = {},
): ApiTransport {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: `${request.path}${toQueryString(request.query)}`,
      headers: { accept: 'application/json', ...forwarded, ...request.headers },
      ...(request.body === undefined
        ? {}
        : {
            payload: JSON.stringify(request.body),
            headers: { 'content-type': 'application/json', ...forwarded, ...request.headers },
          }),
    });
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      headers[name] = Array.isArray(value)
        ? value.join(', ')
        : value === undefined
          ? undefined
          : String(value);
    }
    return {
      status: response.statusCode,
      headers,
      body: response.body ? JSON.parse(response.body) : undefined,
    };
  };
}
