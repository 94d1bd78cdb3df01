import { createStore, useStore } from './create-store.ts';
import { isRecord, persistStore, pickNumber, pickString } from './persisted-state.ts';

/**
 * Recommendation-provider state (spec 4, Persistence): the tracking user id the retail tracking
 * call handed out (spec 7, used as user_id of POST /api/product-recommendations) and when it was
 * fetched. Persisted in td02 so a returning shopper keeps one id.
 */
export interface RecommendationState {
  readonly userID: string | null;
  readonly fetchedAt: number | null;
}

export const recommendationStore = createStore<RecommendationState>({ userID: null, fetchedAt: null });

persistStore({
  name: 'recommendation',
  area: 'local',
  store: recommendationStore,
  load: (stored, initial) =>
    isRecord(stored)
      ? { userID: pickString(stored.userID, null), fetchedAt: pickNumber(stored.fetchedAt, null) }
      : initial,
});

export function useRecommendationState<Selected>(
  selector: (state: RecommendationState) => Selected,
): Selected {
  return useStore(recommendationStore, selector);
}

export function setRecommendationUserId(userID: string): void {
  recommendationStore.setState({ userID, fetchedAt: Date.now() });
}
