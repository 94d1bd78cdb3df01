import { describe, expect, it } from 'vitest';
import { batchedBody } from './batched-body.server.ts';

describe('issue 19: a rendered page leaves in one chunk per batch React writes', () => {
  it('pieces written before a flush come out as one chunk, in order', async () => {
    let ended = 0;
    const body = batchedBody(() => {
      ended += 1;
    });
    const chunks: string[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    body.write('<html>');
    body.write('<body>');
    body.flush();
    expect(chunks).toEqual(['<html><body>']);
    body.write('<main>');
    body.write('</main>');
    body.end('</body></html>');
    await new Promise((done) => body.on('end', done));
    expect(chunks).toEqual(['<html><body>', '<main></main></body></html>']);
    expect(ended).toBe(1);
  });

  it('a flush with nothing written sends nothing (no empty chunk)', () => {
    const body = batchedBody(() => {});
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.flush();
    expect(chunks).toEqual([]);
  });
});
