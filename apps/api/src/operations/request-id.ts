import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id in and out (issue 18). */
export const requestIdHeader = 'x-request-id';

/**
 * An id a proxy or a caller chose is kept, so one id follows a request through every log; only a
 * short one of safe characters, so a header cannot forge log lines or grow them without bound.
 */
const acceptedRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(incoming: string | readonly string[] | undefined): string {
  const value = typeof incoming === 'string' ? incoming : incoming?.[0];
  return value !== undefined && acceptedRequestId.test(value) ? value : randomUUID();
}

/** Fastify's genReqId: the incoming x-request-id when it is acceptable, else a new UUID. */
export function generateRequestId(request: IncomingMessage): string {
  return requestIdFrom(request.headers[requestIdHeader]);
}
