import { isLocaleCode, type LocaleCode } from '@shop/domain/locales';
import { pushNavigationHistory } from '@shop/domain/navigation-history';
import { addRecentlyViewed, type RecentlyViewedItem } from '@shop/domain/recently-viewed';
import { createStore, useStore } from './create-store.ts';
import { isRecord, persistStore } from './persisted-state.ts';

/**
 * A recently viewed product (spec 3: sku, images and a thumb), with what a list needs to show
 * and link it, and main_sku for the recommendation call (spec 7).
 */
export interface RecentlyViewedProduct extends RecentlyViewedItem {
  readonly main_sku: string;
  readonly name: string;
  /** The product page's path in its store, without the locale prefix. */
  readonly url_fragment: string;
}

/**
 * Spec 3 and 4: navigation history (at most 5, a repeat of the last target ignored) and the
 * recently viewed products (at most 5, newest first, per store: names are in the store's
 * language). Persisted in td02 as "history" (spec 4, Persistence).
 */
export interface HistoryState {
  readonly navigation: readonly string[];
  readonly recentlyViewed: Readonly<Partial<Record<LocaleCode, readonly RecentlyViewedProduct[]>>>;
}

export const historyStore = createStore<HistoryState>({ navigation: [], recentlyViewed: {} });

function isRecentlyViewedProduct(value: unknown): value is RecentlyViewedProduct {
  return (
    isRecord(value) &&
    typeof value.sku === 'string' &&
    typeof value.main_sku === 'string' &&
    typeof value.name === 'string' &&
    typeof value.url_fragment === 'string' &&
    Array.isArray(value.images)
  );
}

persistStore({
  name: 'history',
  area: 'local',
  store: historyStore,
  load: (stored, initial) => {
    if (!isRecord(stored)) return initial;
    const navigation = Array.isArray(stored.navigation)
      ? stored.navigation.filter((entry): entry is string => typeof entry === 'string')
      : [];
    const recentlyViewed: Partial<Record<LocaleCode, readonly RecentlyViewedProduct[]>> = {};
    if (isRecord(stored.recentlyViewed)) {
      for (const [locale, list] of Object.entries(stored.recentlyViewed)) {
        if (isLocaleCode(locale) && Array.isArray(list)) {
          recentlyViewed[locale] = list.filter(isRecentlyViewedProduct);
        }
      }
    }
    return { navigation, recentlyViewed };
  },
});

const noProducts: readonly RecentlyViewedProduct[] = [];

/** Records a navigation target (the shell does this on every navigation). */
export function recordNavigation(target: string): void {
  historyStore.setState((state) => ({ navigation: pushNavigationHistory(state.navigation, target) }));
}

/** Records a product page view (the product screen calls this). */
export function recordRecentlyViewed(locale: LocaleCode, product: RecentlyViewedProduct): void {
  historyStore.setState((state) => ({
    recentlyViewed: {
      ...state.recentlyViewed,
      [locale]: addRecentlyViewed(state.recentlyViewed[locale] ?? noProducts, product),
    },
  }));
}

/** The store's recently viewed products; empty on the server and during hydration. */
export function useRecentlyViewed(locale: LocaleCode): readonly RecentlyViewedProduct[] {
  return useStore(historyStore, (state) => state.recentlyViewed[locale] ?? noProducts);
}

export function useNavigationHistory(): readonly string[] {
  return useStore(historyStore, (state) => state.navigation);
}
