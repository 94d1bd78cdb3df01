import { describe, expect, it } from 'vitest';
import { signCallback, verifyCallback } from './callback-signature.ts';

const secret = 'test-secret-test-secret-test-secret-0000';
const payload = { session_id: 'abc', status: 'approved', amount: 39800, currency: 'SEK' } as const;

describe('the test provider signs its callbacks', () => {
  it('verifies its own signature', () => {
    expect(verifyCallback(secret, payload, signCallback(secret, payload))).toBe(true);
  });

  it('refuses another secret, a changed field, or no signature', () => {
    expect(verifyCallback(secret, payload, signCallback(`${secret}x`, payload))).toBe(false);
    expect(verifyCallback(secret, { ...payload, amount: 1 }, signCallback(secret, payload))).toBe(false);
    expect(verifyCallback(secret, { ...payload, status: 'declined' }, signCallback(secret, payload))).toBe(
      false,
    );
    expect(verifyCallback(secret, payload, '')).toBe(false);
    expect(verifyCallback(secret, payload, 'not hex at all')).toBe(false);
  });
});
