import type { FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';

/** 429 with Retry-After: the client knows when to try again. */
export function rateLimited(reply: FastifyReply, retryAfterSeconds: number): AppError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new AppError('RATE_LIMITED', 429, `Too many requests: try again in ${retryAfterSeconds} seconds`);
}
