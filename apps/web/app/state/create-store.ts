import { useSyncExternalStore } from 'react';

/**
 * A small external store (DESIGN.md: client state in small stores). React reads it through
 * useSyncExternalStore, whose server snapshot is always the initial state: the server never
 * sees a shopper's storage, so the first client render matches the HTML and the stored state
 * arrives in a second render after hydration.
 */
export interface Store<State extends object> {
  getState(): State;
  readonly initialState: State;
  setState(update: Partial<State> | ((state: State) => Partial<State>)): void;
  /** Replaces the whole state, e.g. with what storage held. */
  replaceState(state: State): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<State extends object>(initialState: State): Store<State> {
  let state = initialState;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    initialState,
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const changed = (Object.keys(patch) as (keyof State)[]).some(
        (key) => !Object.is(patch[key], state[key]),
      );
      if (!changed) return;
      state = { ...state, ...patch };
      notify();
    },
    replaceState(next) {
      if (next === state) return;
      state = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reads a slice of a store. The selector must return a primitive or a reference the state
 * already holds (never a new object), or React re-renders without end.
 * `serverValue` replaces the initial state's value during SSR and hydration when the server
 * knows better (a cookie, the root loader).
 */
export function useStore<State extends object, Selected>(
  store: Store<State>,
  selector: (state: State) => Selected,
  serverValue?: Selected,
): Selected {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => (serverValue === undefined ? selector(store.initialState) : serverValue),
  );
}
