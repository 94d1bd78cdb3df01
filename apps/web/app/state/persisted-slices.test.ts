import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Spec 4, Persistence: history, recommendation-provider and product-purchase state live in
 * localStorage under td02, experiment picks in sessionStorage under td02. Each store module is
 * loaded fresh in a "browser" whose storage the test holds, so what it restores and writes is
 * read from the storage itself.
 */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let local: MemoryStorage;
let session: MemoryStorage;
/** The `storage` listeners the stores registered: how another tab's change reaches this one. */
let storageListeners: ((event: { key: string | null }) => void)[];
const td02 = (storage: MemoryStorage) =>
  JSON.parse(storage.getItem('td02') ?? '{}') as Record<string, unknown>;
/** The writes of one task land together, in a microtask. */
const written = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  vi.resetModules();
  local = new MemoryStorage();
  session = new MemoryStorage();
  // Another module's slice, which no store here may lose.
  local.setItem('td02', JSON.stringify({ cart: { items: [] } }));
  storageListeners = [];
  // The browser's window as the stores use it: the two storages, and the storage event of other tabs.
  vi.stubGlobal('window', {
    localStorage: local,
    sessionStorage: session,
    addEventListener(type: string, listener: (event: { key: string | null }) => void) {
      if (type === 'storage') storageListeners.push(listener);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('spec 4: what the shop keeps in td02', () => {
  it('history: the navigation and recently viewed products are kept in localStorage and restored', async () => {
    const history = await import('./history-store.ts');
    history.recordNavigation('/sv/produkt/skarm');
    await written();
    expect(td02(local)).toMatchObject({
      cart: { items: [] },
      history: { navigation: ['/sv/produkt/skarm'] },
    });
    expect(session.getItem('td02')).toBeNull();

    vi.resetModules();
    const reloaded = await import('./history-store.ts');
    expect(reloaded.historyStore.getState().navigation).toEqual(['/sv/produkt/skarm']);
  });

  it('recommendation provider: the tracking user id is kept in localStorage and restored', async () => {
    const recommendation = await import('./recommendation-store.ts');
    recommendation.setRecommendationUserId('user-42');
    await written();
    expect(td02(local)).toMatchObject({ recommendation: { userID: 'user-42' } });

    vi.resetModules();
    const reloaded = await import('./recommendation-store.ts');
    expect(reloaded.recommendationStore.getState().userID).toBe('user-42');
  });

  it('product purchase: the chosen quantity and variation are kept in localStorage and restored', async () => {
    const purchase = await import('./product-purchase-store.ts');
    purchase.rememberProductPurchaseChoice(7, { quantity: 3, variationId: 70 });
    await written();
    expect(td02(local)).toMatchObject({
      productPurchase: { choices: { 7: { quantity: 3, variationId: 70 } } },
    });

    vi.resetModules();
    const reloaded = await import('./product-purchase-store.ts');
    expect(reloaded.productPurchaseStore.getState().choices['7']).toEqual({ quantity: 3, variationId: 70 });
  });

  it('experiments: a pick is kept in sessionStorage (per session), not in localStorage', async () => {
    const { ACCESSORIES_EXPERIMENT: name } = await import('@shop/domain/experiments');
    const experiments = await import('./experiment-store.ts');
    experiments.onExperimentPicked(() => {});
    const variant = experiments.experimentVariant(name);
    await written();
    expect(td02(session)).toEqual({ experiments: { picks: { [name]: variant } } });
    expect(td02(local)).not.toHaveProperty('experiments');

    vi.resetModules();
    const reloaded = await import('./experiment-store.ts');
    reloaded.onExperimentPicked(() => {
      throw new Error('a remembered pick is not picked (nor reported) again');
    });
    expect(reloaded.experimentVariant(name)).toBe(variant);
  });

  it('a stored slice of the wrong shape restores the initial state', async () => {
    local.setItem('td02', JSON.stringify({ history: { navigation: 'not a list' }, recommendation: [1] }));
    const history = await import('./history-store.ts');
    const recommendation = await import('./recommendation-store.ts');
    expect(history.historyStore.getState().navigation).toEqual([]);
    expect(recommendation.recommendationStore.getState()).toEqual({ userID: null, fetchedAt: null });
  });

  it('another tab that changes td02 is followed, so two tabs never overwrite each other', async () => {
    const history = await import('./history-store.ts');
    history.recordNavigation('/sv');
    await written();
    // The other tab writes its own history; the browser tells this tab with a storage event.
    local.setItem(
      'td02',
      JSON.stringify({ ...td02(local), history: { navigation: ['/fi'], recentlyViewed: {} } }),
    );
    for (const listener of storageListeners) listener({ key: 'td02' });
    expect(history.historyStore.getState().navigation).toEqual(['/fi']);
    // An event for another key changes nothing.
    local.setItem('td02', JSON.stringify({ history: { navigation: ['/nl'] } }));
    for (const listener of storageListeners) listener({ key: 'other' });
    expect(history.historyStore.getState().navigation).toEqual(['/fi']);
  });
});
