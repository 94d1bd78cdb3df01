import { createStore, useStore } from './create-store.ts';

/**
 * Spec 3, Other state, merchandising flags the shell sets: the current deal's product slug
 * (spec 4: cleared when the deal fails to load) and the chosen phone model.
 */
export interface MerchandisingState {
  readonly dealProductSlug: string | null;
  readonly phoneModel: string | null;
  readonly categoryPhoneModel: string | null;
}

export const merchandisingStore = createStore<MerchandisingState>({
  dealProductSlug: null,
  phoneModel: null,
  categoryPhoneModel: null,
});

export function useMerchandising<Selected>(selector: (state: MerchandisingState) => Selected): Selected {
  return useStore(merchandisingStore, selector);
}
