import { createStore, useStore } from './create-store.ts';
import { isRecord, persistStore } from './persisted-state.ts';

/**
 * Product-purchase state (spec 4, Persistence): what the shopper chose on a product page and
 * has not bought yet, so a return to the page (or a reload) keeps it. Keyed by product id.
 */
export interface ProductPurchaseChoice {
  readonly quantity: number;
  /** The chosen variation of a Variant product. */
  readonly variationId: number | null;
}

export interface ProductPurchaseState {
  readonly choices: Readonly<Record<string, ProductPurchaseChoice>>;
}

/** Enough for the pages a shopper moves between; the oldest choices go first. */
const maxRememberedProducts = 20;

export const productPurchaseStore = createStore<ProductPurchaseState>({ choices: {} });

persistStore({
  name: 'productPurchase',
  area: 'local',
  store: productPurchaseStore,
  load: (stored, initial) => {
    if (!isRecord(stored) || !isRecord(stored.choices)) return initial;
    const choices: Record<string, ProductPurchaseChoice> = {};
    for (const [productId, choice] of Object.entries(stored.choices)) {
      if (isRecord(choice) && typeof choice.quantity === 'number') {
        choices[productId] = {
          quantity: choice.quantity,
          variationId: typeof choice.variationId === 'number' ? choice.variationId : null,
        };
      }
    }
    return { choices };
  },
});

export function useProductPurchaseChoice(productId: number): ProductPurchaseChoice | undefined {
  return useStore(productPurchaseStore, (state) => state.choices[String(productId)]);
}

export function rememberProductPurchaseChoice(productId: number, choice: ProductPurchaseChoice): void {
  productPurchaseStore.setState((state) => {
    const key = String(productId);
    const rest = Object.entries(state.choices).filter(([id]) => id !== key);
    const kept = rest.slice(Math.max(0, rest.length - (maxRememberedProducts - 1)));
    return { choices: Object.fromEntries([...kept, [key, choice]]) };
  });
}

export function forgetProductPurchaseChoice(productId: number): void {
  productPurchaseStore.setState((state) => {
    const { [String(productId)]: _removed, ...choices } = state.choices;
    return { choices };
  });
}
