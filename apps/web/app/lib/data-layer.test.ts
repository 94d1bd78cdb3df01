import { allowAllConsent } from '@shop/domain/consent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentStore } from '../state/consent-store.ts';
import { pushDataLayerEvent } from './data-layer.ts';

const search = { event: 'search', search_term: 'skärm' } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  consentStore.setState({ flags: null });
});

describe('the data layer (spec 4, 8 and 9)', () => {
  it('pushes an event only under analytics consent', () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer });
    consentStore.setState({ flags: null });
    expect(pushDataLayerEvent(search)).toBe(false);
    consentStore.setState({ flags: allowAllConsent() });
    expect(pushDataLayerEvent(search)).toBe(true);
    expect(dataLayer).toEqual([search]);
  });

  it('spec 8: an analytics failure is silently ignored', () => {
    const broken = {
      push: () => {
        throw new Error('tag manager failed');
      },
    };
    vi.stubGlobal('window', { dataLayer: broken });
    consentStore.setState({ flags: allowAllConsent() });
    expect(() => pushDataLayerEvent(search)).not.toThrow();
    expect(pushDataLayerEvent(search)).toBe(false);
  });
});
