import { describe, expect, it } from 'vitest';
import { catalogCacheFor, createCatalogCache } from './catalog-cache.ts';

describe('catalog cache', () => {
  it('loads a key once and answers from the cache after', async () => {
    const cache = createCatalogCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent readers of a key', async () => {
    const cache = createCatalogCache();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('answers an expired entry once more while it reloads in the background (stale-while-revalidate)', async () => {
    let time = 0;
    const cache = createCatalogCache({ ttlMs: 100, now: () => time });
    await cache.get('a', async () => 'old');
    time = 99;
    expect(cache.peek('a')).toBe('old');
    time = 100;
    expect(cache.peek('a')).toBeUndefined();
    let loads = 0;
    const reload = async () => {
      loads++;
      return 'new';
    };
    expect(await cache.get('a', reload)).toBe('old');
    expect(await cache.get('a', reload)).toBe('new');
    expect(loads).toBe(1);
  });

  it('waits for the load once an entry is past twice its time to live', async () => {
    let time = 0;
    const cache = createCatalogCache({ ttlMs: 100, now: () => time });
    await cache.get('a', async () => 'old');
    time = 200;
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('drops everything on invalidate and bumps the version', async () => {
    const cache = createCatalogCache();
    await cache.get('a', async () => 1);
    cache.set('b', 2);
    const before = cache.version;
    cache.invalidate();
    expect(cache.version).toBe(before + 1);
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 3)).toBe(3);
  });

  it('does not store a load that started before an invalidation (it may have read old data)', async () => {
    const cache = createCatalogCache();
    let release: (value: string) => void = () => {};
    const pending = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('stale');
    expect(await pending).toBe('stale');
    expect(cache.peek('a')).toBeUndefined();
  });

  it('does not keep a failed load', async () => {
    const cache = createCatalogCache();
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = createCatalogCache({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe(3);
  });

  it('gives each database connection its own cache', () => {
    const one = {};
    const two = {};
    expect(catalogCacheFor(one)).toBe(catalogCacheFor(one));
    expect(catalogCacheFor(one)).not.toBe(catalogCacheFor(two));
  });

  it('tells each lookup once for /metrics: hit, stale while it reloads, or miss', async () => {
    let time = 0;
    const results: string[] = [];
    const cache = createCatalogCache({
      ttlMs: 100,
      now: () => time,
      onLookup: (result) => results.push(result),
    });
    await cache.get('a', async () => 1);
    await cache.get('a', async () => 2);
    time = 150;
    await cache.get('a', async () => 3);
    expect(results).toEqual(['miss', 'hit', 'stale']);
    results.length = 0;
    // The peek-then-set path of cart lines and product cards: a miss counted at the set.
    expect(cache.peek('b')).toBeUndefined();
    cache.set('b', 'loaded');
    expect(cache.peek('b')).toBe('loaded');
    expect(results).toEqual(['miss', 'hit']);
  });
});
