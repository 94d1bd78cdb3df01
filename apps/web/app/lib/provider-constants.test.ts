import { searchProviderId } from '@shop/contracts/search';
import { describe, expect, it } from 'vitest';
import { recommendationProviderId, trackingStore } from '../state/tracking-store.ts';
import type { ApiCall } from './api-client.ts';
import { fetchUpsellingOffer } from './cart.api.ts';
import { searchProducts } from './search.api.ts';

/** A provider that records each request and answers with `answer`. */
function recordingCall(answer: (request: { path: string }) => unknown) {
  const requests: { path: string; query?: Record<string, unknown> }[] = [];
  const call = (async (request: { path: string; query?: Record<string, unknown> }) => {
    requests.push(request);
    return { body: answer(request), headers: { 'x-be-records': '0' } };
  }) as unknown as ApiCall;
  return { requests, call };
}

const failing = (async () => {
  throw new Error('provider down');
}) as unknown as ApiCall;

describe('spec 7: the provider identifiers are each one constant', () => {
  it('every search sends the one search provider identifier the API documents', async () => {
    const { requests, call } = recordingCall(() => ({ products: [], categories: [] }));
    await searchProducts(call, 'skärm', 12);
    await searchProducts(call, 'kabel', 48, true);
    expect(requests.map((request) => request.query?.provider)).toEqual([searchProviderId, searchProviderId]);
  });

  it('the tracking state (spec 3) names the same search provider and the one recommendation provider', () => {
    expect(trackingStore.getState()).toMatchObject({
      searchProvider: searchProviderId,
      recommendationProvider: recommendationProviderId,
    });
  });
});

describe('spec 7 and 8: GET /api/products/{id}/upselling', () => {
  it('a truthy body is an offer, false none', async () => {
    const offer = { id: 3, name: 'Screen protector' };
    expect(await fetchUpsellingOffer(recordingCall(() => offer).call, 1)).toEqual(offer);
    expect(await fetchUpsellingOffer(recordingCall(() => false).call, 1)).toBeNull();
  });

  it('a failure means none (upselling lookup failure is treated as empty)', async () => {
    await expect(fetchUpsellingOffer(failing, 1)).resolves.toBeNull();
  });
});
