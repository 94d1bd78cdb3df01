import type { ProfileResponse, TokensResponse, UpdateProfileRequest } from '@shop/contracts/auth';
import { clearCheckout } from '@shop/domain/cart';
import { anonymousAuth, authStore, type LoginStrategy, signIn, signOut } from '../state/auth-store.ts';
import { cartStore } from '../state/cart-store.ts';
import type { AccountResult, ChangePasswordRequest, LoginRequest } from './account-hooks.ts';
import { type ApiCall, ApiError } from './api-client.ts';
import {
  changeAccountPassword,
  confirmPasswordReset,
  exchangeLinkToken,
  failureStatus,
  fetchOrderInfo,
  fetchProfile,
  loginAccount,
  loginOrder,
  logoutAccount,
  type OrderLoginRequest,
  refreshTokens,
  updateProfile,
} from './auth.api.ts';

type Translate = (key: string) => string;

function expiresAt(tokens: TokensResponse): number {
  return Date.now() + tokens.expires_in * 1000;
}

function accountUser(profile: ProfileResponse) {
  return { name: profile.name, scope: profile.scope, order_id: null, discounts: profile.discounts };
}

/** Spec 7 answers as the dialogs' messages: 401 wrong password, 429 rate limit, 403 unconfirmed. */
function loginFailure(error: unknown, t: Translate): AccountResult {
  const status = failureStatus(error);
  const key =
    status === 401
      ? 'account.login.wrongPassword'
      : status === 429
        ? 'account.login.rateLimited'
        : status === 403
          ? 'account.login.unconfirmed'
          : status === 400
            ? 'account.login.invalid'
            : 'account.error.failed';
  return { ok: false, message: t(key) };
}

export async function logIn(call: ApiCall, request: LoginRequest, t: Translate): Promise<AccountResult> {
  try {
    const tokens = await loginAccount(call, request.email, request.password);
    const profile = await fetchProfile(call, tokens.access_token);
    signIn({
      strategy: 'account',
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_at: expiresAt(tokens),
      user: accountUser(profile),
    });
    return { ok: true };
  } catch (error: unknown) {
    return loginFailure(error, t);
  }
}

/**
 * Spec 2: `?token=` logs in as the my-account login and clears the checkout state. Spec 4:
 * tokens last 3600 s, with refresh: the link's token is traded for a session of its own, so
 * the login refreshes like one made in the dialog.
 */
export async function logInWithToken(call: ApiCall, token: string): Promise<boolean> {
  try {
    const tokens = await exchangeLinkToken(call, token);
    const profile = await fetchProfile(call, tokens.access_token);
    signIn({
      strategy: 'account',
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_at: expiresAt(tokens),
      user: accountUser(profile),
    });
    cartStore.setState((state) => clearCheckout(state));
    return true;
  } catch {
    return false;
  }
}

/** The guest's login to one order (scope my-order); its token stays in this tab. */
export async function logInToOrder(
  call: ApiCall,
  request: OrderLoginRequest,
  t: Translate,
): Promise<AccountResult & { readonly orderId?: string }> {
  try {
    const tokens = await loginOrder(call, request);
    const info = await fetchOrderInfo(call, tokens.access_token);
    const orderId = String(info.order_id);
    signIn({
      strategy: 'order',
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_at: expiresAt(tokens),
      user: { name: info.name, scope: info.scope, order_id: orderId, discounts: {} },
    });
    return { ok: true, orderId };
  } catch (error: unknown) {
    const status = failureStatus(error);
    const key =
      status === 401 || status === 404 || status === 400
        ? 'account.orderLogin.notFound'
        : status === 429
          ? 'account.login.rateLimited'
          : 'account.error.failed';
    return { ok: false, message: t(key) };
  }
}

export async function changePassword(
  call: ApiCall,
  request: ChangePasswordRequest,
  t: Translate,
): Promise<AccountResult> {
  try {
    if (request.reset_token) {
      await confirmPasswordReset(call, request.reset_token, request.password);
      return { ok: true };
    }
    const token = authStore.getState().access_token;
    if (!token || authStore.getState().strategy !== 'account') {
      return { ok: false, message: t('account.changePassword.loginFirst') };
    }
    await changeAccountPassword(call, token, request.current_password ?? '', request.password);
    return { ok: true };
  } catch (error: unknown) {
    const status = failureStatus(error);
    const key = request.reset_token
      ? status === 400
        ? 'account.changePassword.linkInvalid'
        : 'account.error.failed'
      : status === 401
        ? 'account.changePassword.wrongCurrent'
        : status === 400
          ? 'account.changePassword.invalid'
          : 'account.error.failed';
    return { ok: false, message: t(key) };
  }
}

/**
 * New tokens before the old ones expire, or after the provider refused the access token. A refused refresh (expired, or revoked because an old
 * refresh token was reused) ends the login; a network failure keeps it for the next try.
 */
export async function refreshLogin(call: ApiCall): Promise<void> {
  const state = authStore.getState();
  const strategy: LoginStrategy | null = state.strategy;
  if (!strategy) return;
  // A login without a refresh token (one kept from before links were traded for sessions) ends
  // once the provider refuses its token.
  if (!state.refresh_token) {
    signOut();
    return;
  }
  try {
    const tokens = await refreshTokens(call, strategy, state.refresh_token);
    // Another tab may have logged out meanwhile; only the login that asked gets the tokens.
    if (authStore.getState().refresh_token !== state.refresh_token) return;
    authStore.setState({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_at: expiresAt(tokens),
    });
  } catch (error: unknown) {
    const status = failureStatus(error);
    if (status === 400 || status === 401) signOut();
  }
}

/** Spec 2: the logout revokes the refresh token; the shopper is logged out whatever it answers. */
export async function logOut(call: ApiCall): Promise<void> {
  const { strategy, refresh_token } = authStore.getState();
  authStore.replaceState(anonymousAuth);
  if (strategy === 'account' && refresh_token)
    await logoutAccount(call, refresh_token).catch(() => undefined);
}

export type SaveProfileResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: number | null; readonly issues: unknown };

/**
 * Saves the customer's name and phone number; the account menu shows the new name at once. A
 * refused access token asks for new tokens, as the account pages' loads do.
 */
export async function saveProfile(call: ApiCall, changes: UpdateProfileRequest): Promise<SaveProfileResult> {
  const { strategy, access_token } = authStore.getState();
  if (strategy !== 'account' || !access_token) return { ok: false, status: 401, issues: undefined };
  try {
    const profile = await updateProfile(call, access_token, changes);
    if (authStore.getState().access_token !== null) authStore.setState({ user: accountUser(profile) });
    return { ok: true };
  } catch (error: unknown) {
    const status = failureStatus(error);
    if (status === 401) void refreshLogin(call);
    const issues =
      error instanceof ApiError ? (error.body as { issues?: unknown } | null)?.issues : undefined;
    return { ok: false, status, issues };
  }
}
