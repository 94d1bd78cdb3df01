import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, mayReloadAfterChunkFailure } from './chunk-reload.ts';

describe('chunk loading (spec 4 and 9)', () => {
  it('reloads at most once per 60 seconds', () => {
    expect(mayReloadAfterChunkFailure(null, 1_000)).toBe(true);
    expect(mayReloadAfterChunkFailure(1_000, 60_999)).toBe(false);
    expect(mayReloadAfterChunkFailure(1_000, 61_000)).toBe(true);
  });

  it('recognises the browsers\u2019 messages for a chunk that did not load', () => {
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
