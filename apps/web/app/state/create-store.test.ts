import { describe, expect, it } from 'vitest';
import { createStore } from './create-store.ts';

describe('createStore', () => {
  it('merges patches, notifies subscribers, and skips updates that change nothing', () => {
    const store = createStore({ open: false, count: 0 });
    let notified = 0;
    const unsubscribe = store.subscribe(() => {
      notified += 1;
    });
    store.setState({ open: true });
    store.setState((state) => ({ count: state.count + 1 }));
    store.setState({ open: true });
    expect(store.getState()).toEqual({ open: true, count: 1 });
    expect(notified).toBe(2);
    unsubscribe();
    store.setState({ count: 5 });
    expect(notified).toBe(2);
    expect(store.initialState).toEqual({ open: false, count: 0 });
  });
});
