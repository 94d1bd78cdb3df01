import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { encodeJson, preferredEncoding, sendJson } from './send-json.ts';

describe('sending cached JSON', () => {
  it('picks br, then gzip, from accept-encoding, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('BR')).toBe('br');
  });

  it('sends the same JSON plain, brotli or gzip, and says so in the headers', async () => {
    const app = Fastify({ logger: false });
    const value = { products: Array.from({ length: 100 }, (_unused, id) => ({ id, name: `Skärm ${id}` })) };
    const encoded = encodeJson(value);
    app.get('/page', async (request, reply) => sendJson(request, reply, encoded));
    const plain = await app.inject({ url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(value);
    const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(value);
    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(value);
    // Each compressed form is made once and kept.
    expect(encoded.br).toBeDefined();
    expect(encoded.gzip).toBeDefined();
    await app.close();
  });

  it('leaves small answers uncompressed', async () => {
    const app = Fastify({ logger: false });
    app.get('/small', async (request, reply) => sendJson(request, reply, encodeJson({ ok: true })));
    const answer = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
