import { createStore, useStore } from './create-store.ts';
import { isRecord, persistStore, pickNumber, pickString } from './persisted-state.ts';

/**
 * Spec 4, Authentication: the account login (its token is global) and the order login (a
 * single-order guest, scope my-order). Spec 3, User / auth: name, order_id, access_token,
 * refresh_token, scope.
 */
export type LoginStrategy = 'account' | 'order';

export interface AuthUser {
  readonly name: string;
  readonly scope: string;
  /** Set for a single-order guest login. */
  readonly order_id: string | null;
  /** Spec 6: a customer may have a discount per discount category. */
  readonly discounts: Readonly<Record<string, number>>;
}

export interface AuthState {
  readonly strategy: LoginStrategy | null;
  readonly access_token: string | null;
  readonly refresh_token: string | null;
  /** Epoch milliseconds; spec 9: tokens last 3600 s. */
  readonly expires_at: number | null;
  readonly user: AuthUser | null;
}

export const anonymousAuth: AuthState = {
  strategy: null,
  access_token: null,
  refresh_token: null,
  expires_at: null,
  user: null,
};

export const authStore = createStore<AuthState>(anonymousAuth);

function loadUser(value: unknown): AuthUser | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.scope !== 'string') return null;
  const discounts: Record<string, number> = {};
  if (isRecord(value.discounts)) {
    for (const [category, discount] of Object.entries(value.discounts)) {
      if (typeof discount === 'number') discounts[category] = discount;
    }
  }
  return { name: value.name, scope: value.scope, order_id: pickString(value.order_id, null), discounts };
}

function loadLogin(stored: unknown, expected: LoginStrategy): AuthState | null {
  if (!isRecord(stored) || stored.strategy !== expected) return null;
  const accessToken = pickString(stored.access_token, null);
  if (!accessToken) return null;
  return {
    strategy: expected,
    access_token: accessToken,
    refresh_token: pickString(stored.refresh_token, null),
    expires_at: pickNumber(stored.expires_at, null),
    user: loadUser(stored.user),
  };
}

/**
 * Spec 4: the account token is global (local storage, shared by the tabs); the order token is
 * not (session storage, this tab only). Each area keeps only its own strategy's login, and an
 * area without one leaves a login of the other strategy alone.
 */
function persistLogin(strategy: LoginStrategy, area: 'local' | 'session'): void {
  persistStore<AuthState>({
    name: 'auth',
    area,
    store: authStore,
    save: (state) => (state.strategy === strategy ? state : null),
    load: (stored) => {
      const current = authStore.getState();
      return loadLogin(stored, strategy) ?? (current.strategy === strategy ? anonymousAuth : current);
    },
  });
}

persistLogin('account', 'local');
persistLogin('order', 'session');

/** Replaces the login (either strategy) with new tokens and user. */
export function signIn(state: AuthState): void {
  authStore.replaceState(state);
}

export function useAuth<Selected>(selector: (state: AuthState) => Selected): Selected {
  return useStore(authStore, selector);
}

export function signOut(): void {
  authStore.replaceState(anonymousAuth);
}

/** Spec 2, Login entry: where the account entry leads a shopper. */
export type AccountEntryTarget =
  | { readonly kind: 'login-dialog' }
  | { readonly kind: 'my-order'; readonly orderId: string }
  | { readonly kind: 'account-orders'; readonly name: string };

export function accountEntryTarget(state: AuthState): AccountEntryTarget {
  const user = state.user;
  if (!state.access_token || !user) return { kind: 'login-dialog' };
  if (user.scope === 'my-order' && user.order_id) return { kind: 'my-order', orderId: user.order_id };
  return { kind: 'account-orders', name: user.name };
}
