import { createStore, useStore } from './create-store.ts';
import { isRecord, persistStore, pickString } from './persisted-state.ts';

/**
 * Spec 2 and 4: a discount code from the `disc` query (or the /rabatt path) is stored for the
 * session; the cart re-syncs with it (issue 7 reads `code` when it syncs).
 */
export interface DiscountState {
  readonly code: string | null;
}

export const discountStore = createStore<DiscountState>({ code: null });

persistStore({
  name: 'discount',
  area: 'session',
  store: discountStore,
  load: (stored, initial) => (isRecord(stored) ? { code: pickString(stored.code, null) } : initial),
});

export function useDiscountCode(): string | null {
  return useStore(discountStore, (state) => state.code);
}

export function setDiscountCode(code: string | null): void {
  discountStore.setState({ code });
}
