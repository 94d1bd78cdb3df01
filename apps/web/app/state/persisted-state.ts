import type { Store } from './create-store.ts';

/** Spec 4 (Persistence) and spec 9: everything the shop keeps in the browser lives under td02. */
export const storageKey = 'td02';

/**
 * local: cart, auth, history, recommendation-provider and product-purchase state (spec 4);
 * session: discount and experiment state, which last as long as the tab.
 */
export type StorageArea = 'local' | 'session';

export interface PersistOptions<State extends object> {
  /** The slice's key inside the td02 object. */
  readonly name: string;
  readonly area: StorageArea;
  readonly store: Store<State>;
  /** What of the state is kept; defaults to all of it. */
  readonly save?: (state: State) => unknown;
  /**
   * The state from what storage held. Storage is outside our control (older versions, manual
   * edits), so this validates and falls back to the initial state field by field.
   */
  readonly load: (stored: unknown, initial: State) => State;
}

function storageOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Blocked storage (cookies disabled, some private modes) throws on access.
    return null;
  }
}

function readArea(area: StorageArea): Record<string, unknown> {
  const raw = storageOf(area)?.getItem(storageKey);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const pendingWrites = new Map<StorageArea, Map<string, unknown>>();

function scheduleWrite(area: StorageArea, name: string, value: unknown): void {
  let pending = pendingWrites.get(area);
  if (!pending) {
    pending = new Map();
    pendingWrites.set(area, pending);
    // Several changes in one task are written once.
    queueMicrotask(() => flushWrites(area));
  }
  pending.set(name, value);
}

function flushWrites(area: StorageArea): void {
  const pending = pendingWrites.get(area);
  pendingWrites.delete(area);
  if (!pending) return;
  const storage = storageOf(area);
  if (!storage) return;
  // Read, merge, write: slices of other modules (and other versions) stay untouched.
  const current = readArea(area);
  for (const [name, value] of pending) current[name] = value;
  try {
    storage.setItem(storageKey, JSON.stringify(current));
  } catch {
    // A full or blocked storage loses persistence, never the shop.
  }
}

/**
 * Keeps a store in td02. In the browser the stored state is restored at once, when the module
 * loads (before hydration): hydration still renders the server snapshot, and the stored state
 * follows in the next render. On the server this does nothing.
 */
export function persistStore<State extends object>(options: PersistOptions<State>): void {
  if (typeof window === 'undefined') return;
  const { name, area, store, load } = options;
  const save = options.save ?? ((state: State) => state);
  const restore = () => {
    const stored = readArea(area)[name];
    if (stored !== undefined) store.replaceState(load(stored, store.initialState));
  };
  restore();
  let lastSaved = JSON.stringify(save(store.getState()));
  store.subscribe(() => {
    const value = save(store.getState());
    const text = JSON.stringify(value);
    if (text === lastSaved) return;
    lastSaved = text;
    scheduleWrite(area, name, value);
  });
  if (area === 'local') {
    // Another tab changed td02: follow it, so two tabs never overwrite each other's cart.
    window.addEventListener('storage', (event) => {
      if (event.key !== storageKey) return;
      const stored = readArea('local')[name];
      const next = stored === undefined ? store.initialState : load(stored, store.initialState);
      lastSaved = JSON.stringify(save(next));
      store.replaceState(next);
    });
  }
}

// --- small validators for `load` ------------------------------------------------------------

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function pickString(value: unknown, fallback: string): string;
export function pickString(value: unknown, fallback: string | null): string | null;
export function pickString(value: unknown, fallback: string | null): string | null {
  return typeof value === 'string' ? value : fallback;
}

export function pickBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function pickNumber(value: unknown, fallback: number): number;
export function pickNumber(value: unknown, fallback: number | null): number | null;
export function pickNumber(value: unknown, fallback: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
