import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer encoded once and kept in the catalog cache: the JSON bytes, and each compressed form
 * the first time a client asks for it. A cached product page then costs the server a buffer
 * write, not a serialization and a compression per request.
 */
export interface EncodedJson {
  readonly identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export function encodeJson(value: unknown): EncodedJson {
  return { identity: Buffer.from(JSON.stringify(value)) };
}

/** Below this size compression saves less than it costs. */
const compressFrom = 1024;

type Encoding = 'br' | 'gzip' | undefined;

// Clients send a handful of distinct accept-encoding headers: each is parsed once.
const parsedHeaders = new Map<string, Encoding>();

/** The best encoding the client accepts (q > 0): br, then gzip, else none. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return undefined;
  const known = parsedHeaders.get(header);
  if (known !== undefined || parsedHeaders.has(header)) return known;
  const encoding = parseAcceptEncoding(header);
  if (parsedHeaders.size < 100) parsedHeaders.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(
        ([, ...parameters]) => !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter)),
      )
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compressed(encoded: EncodedJson, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    encoded.br ??= brotliCompressSync(encoded.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: encoded.identity.length,
      },
    });
    return encoded.br;
  }
  encoded.gzip ??= gzipSync(encoded.identity, { level: 6 });
  return encoded.gzip;
}

/** Sends JSON that is already encoded, compressed when the client accepts it. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, encoded: EncodedJson): FastifyReply {
  const encoding =
    encoded.identity.length >= compressFrom
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.headers(jsonHeaders).send(encoded.identity);
  return reply.headers(encoding === 'br' ? brotliHeaders : gzipHeaders).send(compressed(encoded, encoding));
}

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' };
const brotliHeaders = { ...jsonHeaders, 'content-encoding': 'br' };
const gzipHeaders = { ...jsonHeaders, 'content-encoding': 'gzip' };
