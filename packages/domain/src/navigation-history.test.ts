import { describe, expect, it } from 'vitest';
import { NAVIGATION_HISTORY_MAX, previousTarget, pushNavigationHistory } from './navigation-history.ts';

describe('navigation history', () => {
  it('navigation history keeps at most 5 entries', () => {
    let history: readonly string[] = [];
    for (const target of ['/a', '/b', '/c', '/d', '/e', '/f'])
      history = pushNavigationHistory(history, target);
    expect(NAVIGATION_HISTORY_MAX).toBe(5);
    expect(history).toEqual(['/b', '/c', '/d', '/e', '/f']);
  });

  it('ignores a repeat of the last target', () => {
    const history = ['/a', '/b'];
    expect(pushNavigationHistory(history, '/b')).toBe(history);
    expect(pushNavigationHistory(history, '/a')).toEqual(['/a', '/b', '/a']);
  });

  it('tells the target before the current one', () => {
    expect(previousTarget(['/a', '/b'])).toBe('/a');
    expect(previousTarget(['/a'])).toBeNull();
  });
});
