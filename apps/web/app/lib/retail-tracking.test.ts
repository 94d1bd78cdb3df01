import { allowAllConsent, ConsentFlag } from '@shop/domain/consent';
import { describe, expect, it } from 'vitest';
import { retailTrackingId, retailTrackingKey } from './retail-tracking.ts';

const setting = { url: 'https://tracking.example/visitor', websiteUuid: 'site-fi' };

/** A provider that answers one id and records what it was sent. */
function provider(answer: { status?: number; body?: unknown } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(answer.body ?? { id: 'visitor-7' }), { status: answer.status ?? 200 });
  }) as typeof fetch;
  return { calls, fetchFn };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the retail tracking call (spec 7)', () => {
  it('posts {websiteUUid} to the store URL and keeps the id it answers as the tracking user id', async () => {
    const { calls, fetchFn } = provider();
    const storage = memoryStorage();
    const id = await retailTrackingId(setting, allowAllConsent(), { fetch: fetchFn, storage });
    expect(id).toBe('visitor-7');
    expect(calls).toEqual([{ url: setting.url, body: { websiteUUid: 'site-fi' } }]);
    expect(storage.values.get(retailTrackingKey(setting))).toBe('visitor-7');
    // Asked once: the kept id serves the next pages.
    expect(await retailTrackingId(setting, allowAllConsent(), { fetch: fetchFn, storage })).toBe('visitor-7');
    expect(calls).toHaveLength(1);
  });

  it('sends nothing without a configured provider', async () => {
    const { calls, fetchFn } = provider();
    expect(await retailTrackingId(null, allowAllConsent(), { fetch: fetchFn, storage: null })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends nothing without consent to analytics storage', async () => {
    const { calls, fetchFn } = provider();
    expect(await retailTrackingId(setting, null, { fetch: fetchFn, storage: null })).toBeNull();
    expect(
      await retailTrackingId(setting, ConsentFlag.Necessary, { fetch: fetchFn, storage: null }),
    ).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a failing or odd answer gives no id and keeps nothing', async () => {
    const storage = memoryStorage();
    for (const answer of [{ status: 500 }, { body: { id: null } }, { body: ['x'] }]) {
      const { fetchFn } = provider(answer);
      expect(await retailTrackingId(setting, allowAllConsent(), { fetch: fetchFn, storage })).toBeNull();
    }
    const offline = (async () => {
      throw new TypeError('network down');
    }) as typeof fetch;
    expect(await retailTrackingId(setting, allowAllConsent(), { fetch: offline, storage })).toBeNull();
    expect(storage.values.size).toBe(0);
  });
});
