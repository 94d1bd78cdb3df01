import { describe, expect, it } from 'vitest';
import type { ApiCall } from './api-client.ts';
import { COUPON_CACHE_MS, syncCoupons } from './cart.api.ts';

/** A provider that answers every sync-coupons call and counts them. */
function countingCall() {
  const bodies: unknown[] = [];
  const call = (async (request: { body?: unknown }) => {
    bodies.push(request.body);
    return { status: 200, headers: {}, body: [{ code: 'SAVE10', applied: true }] };
  }) as unknown as ApiCall;
  return { bodies, call };
}

const cart = [{ uuid: 'a', sku: 'SCREEN-1', quantity: 1 }] as never;

describe('spec 7: sync-coupons answers are cached 300000 ms, the cache ignored by default', () => {
  it('by default every sync asks the server', async () => {
    const { bodies, call } = countingCall();
    await syncCoupons(call, ['SAVE10'], cart, { now: 1_000 });
    await syncCoupons(call, ['SAVE10'], cart, { now: 2_000 });
    expect(bodies).toHaveLength(2);
  });

  it('with the cache, the same codes and cart are answered from it for 300000 ms', async () => {
    const { bodies, call } = countingCall();
    await syncCoupons(call, ['SAVE10'], cart, { now: 10_000 });
    const cached = await syncCoupons(call, ['SAVE10'], cart, {
      useCache: true,
      now: 10_000 + COUPON_CACHE_MS - 1,
    });
    expect(cached).toEqual([{ code: 'SAVE10', applied: true }]);
    expect(bodies).toHaveLength(1);
    // Another cart, or the time is up: the server again.
    await syncCoupons(call, ['SAVE10'], [], { useCache: true, now: 10_001 });
    await syncCoupons(call, ['SAVE10'], [], { useCache: true, now: 10_001 + COUPON_CACHE_MS });
    expect(bodies).toHaveLength(3);
    expect(COUPON_CACHE_MS).toBe(300_000);
  });
});
