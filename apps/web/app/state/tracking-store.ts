import { searchProvider } from '../lib/search.api.ts';
import { createStore, useStore } from './create-store.ts';
import { recommendationStore } from './recommendation-store.ts';

/**
 * Spec 3, Other state: tracking holds userID, searchProvider and recommendationProvider. Spec 7:
 * the search and recommendation provider identifiers are each one constant. The user id is the
 * recommendation provider's (persisted there); this store mirrors it for analytics payloads.
 */
export const recommendationProviderId = 'shop';

export interface TrackingState {
  readonly userID: string | null;
  readonly searchProvider: string;
  readonly recommendationProvider: string;
}

export const trackingStore = createStore<TrackingState>({
  userID: recommendationStore.getState().userID,
  searchProvider,
  recommendationProvider: recommendationProviderId,
});

recommendationStore.subscribe(() => {
  trackingStore.setState({ userID: recommendationStore.getState().userID });
});

export function useTracking<Selected>(selector: (state: TrackingState) => Selected): Selected {
  return useStore(trackingStore, selector);
}
