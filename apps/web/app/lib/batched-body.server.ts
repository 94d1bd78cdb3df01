import { Transform } from 'node:stream';

/**
 * The page's bytes, one chunk per batch React writes (issue 19). React writes a page in pieces
 * of at most 4 KB and calls `flush()` when a batch is complete (the shell, then each boundary
 * that resolves). Each piece went on its own through the web stream of the Response, the
 * Node stream Fastify sends and the compressor; now a page is one to three chunks. Streaming is
 * unchanged: a batch goes out as soon as React says it is complete.
 */
export function batchedBody(onEnd: () => void): Transform & { flush(): void } {
  let pending: Buffer[] = [];
  const sendBatch = () => {
    if (pending.length === 0) return;
    body.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      callback();
    },
    flush(callback) {
      sendBatch();
      callback();
    },
    final(callback) {
      onEnd();
      callback();
    },
  });
  return Object.assign(body, { flush: sendBatch });
}
