import type { ApiRequest } from '@shop/contracts/transport';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousAuth, authStore } from '../state/auth-store.ts';
import { changePassword, logIn, logInWithToken, logOut, refreshLogin } from './account-session.ts';
import { type ApiAnswer, type ApiCall, ApiError } from './api-client.ts';

type Answer = { readonly status: number; readonly body?: unknown };

/** A provider that answers by path, and remembers what it was asked. */
function fakeProvider(answers: Readonly<Record<string, Answer>>) {
  const asked: ApiRequest[] = [];
  const call: ApiCall = async <Result>(request: ApiRequest): Promise<ApiAnswer<Result>> => {
    asked.push(request);
    const answer = answers[request.path] ?? { status: 404 };
    if (answer.status >= 400) throw new ApiError(answer.status, answer.body, request.path);
    return { body: answer.body as Result, headers: {} };
  };
  return { call, asked };
}

const t = (key: string) => key;
const tokens = (suffix: string) => ({
  access_token: `access-${suffix}`,
  refresh_token: `refresh-${suffix}`,
  token_type: 'Bearer',
  expires_in: 3600,
  scope: 'customer',
});
const profile = {
  id: 2,
  name: 'Karin Kund',
  email: 'kund@x',
  phone: null,
  scope: 'customer',
  discounts: { '1': 10 },
};

afterEach(() => authStore.replaceState(anonymousAuth));

describe('the account login', () => {
  it('keeps the tokens, the 3600 s expiry and the profile (name, discounts)', async () => {
    const { call, asked } = fakeProvider({
      '/api/auth/login': { status: 200, body: tokens('1') },
      '/api/auth/profile': { status: 200, body: profile },
    });
    const before = Date.now();
    expect(await logIn(call, { email: 'kund@x', password: 'pw' }, t)).toEqual({ ok: true });
    const state = authStore.getState();
    expect(state).toMatchObject({
      strategy: 'account',
      access_token: 'access-1',
      refresh_token: 'refresh-1',
    });
    expect(state.user).toMatchObject({ name: 'Karin Kund', discounts: { '1': 10 } });
    expect((state.expires_at ?? 0) - before).toBeGreaterThanOrEqual(3_600_000);
    expect(asked[1]?.headers).toEqual({ authorization: 'Bearer access-1' });
  });

  it.each([
    [401, 'account.login.wrongPassword'],
    [429, 'account.login.rateLimited'],
    [403, 'account.login.unconfirmed'],
    [500, 'account.error.failed'],
  ])('answers %i with the message %s and stays logged out', async (status, message) => {
    const { call } = fakeProvider({ '/api/auth/login': { status } });
    expect(await logIn(call, { email: 'kund@x', password: 'pw' }, t)).toEqual({ ok: false, message });
    expect(authStore.getState()).toEqual(anonymousAuth);
  });
});

describe('the ?token= login (spec 2)', () => {
  it("trades the link's token for a session with a refresh token, then reads the profile with the new one", async () => {
    const { call, asked } = fakeProvider({
      '/api/auth/token-login': { status: 200, body: tokens('2') },
      '/api/auth/profile': { status: 200, body: profile },
    });
    expect(await logInWithToken(call, 'link-token')).toBe(true);
    expect(asked[0]).toMatchObject({ method: 'POST', body: { token: 'link-token' } });
    expect(asked[1]?.headers).toEqual({ authorization: 'Bearer access-2' });
    expect(authStore.getState()).toMatchObject({
      strategy: 'account',
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      user: { name: 'Karin Kund' },
    });
  });

  it('a refused token (expired, used, an order login) logs nobody in', async () => {
    const { call } = fakeProvider({ '/api/auth/token-login': { status: 401 } });
    expect(await logInWithToken(call, 'old-token')).toBe(false);
    expect(authStore.getState()).toEqual(anonymousAuth);
  });
});

describe('refresh and logout', () => {
  const loggedIn = () =>
    authStore.replaceState({
      strategy: 'account',
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      expires_at: Date.now() + 1000,
      user: { name: 'Karin Kund', scope: 'customer', order_id: null, discounts: {} },
    });

  it('a refresh replaces both tokens (they rotate)', async () => {
    loggedIn();
    const { call, asked } = fakeProvider({ '/api/auth/refresh': { status: 200, body: tokens('2') } });
    await refreshLogin(call);
    expect(asked[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(authStore.getState()).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('a refused refresh (a reused or expired token) ends the login', async () => {
    loggedIn();
    const { call } = fakeProvider({ '/api/auth/refresh': { status: 401 } });
    await refreshLogin(call);
    expect(authStore.getState()).toEqual(anonymousAuth);
  });

  it('a refresh that does not reach the provider keeps the login for the next try', async () => {
    loggedIn();
    const { call } = fakeProvider({ '/api/auth/refresh': { status: 503 } });
    await refreshLogin(call);
    expect(authStore.getState().access_token).toBe('access-1');
  });

  it('a login without a refresh token (kept from before ?token= links were traded) ends when refused', async () => {
    authStore.replaceState({ ...anonymousAuth, strategy: 'account', access_token: 'access-1' });
    const { call, asked } = fakeProvider({});
    await refreshLogin(call);
    expect(asked).toEqual([]);
    expect(authStore.getState()).toEqual(anonymousAuth);
  });

  it('logout revokes the refresh token and logs out even when the provider fails', async () => {
    loggedIn();
    const { call, asked } = fakeProvider({ '/api/auth/logout': { status: 500 } });
    await logOut(call);
    expect(asked[0]).toMatchObject({ path: '/api/auth/logout', body: { refresh_token: 'refresh-1' } });
    expect(authStore.getState()).toEqual(anonymousAuth);
  });
});

describe('change password', () => {
  it('the reset link posts its token and the new password, without a login', async () => {
    const { call, asked } = fakeProvider({
      '/api/auth/password-reset/confirm': { status: 200, body: { ok: true } },
    });
    expect(await changePassword(call, { password: 'new-password', reset_token: 'tok' }, t)).toEqual({
      ok: true,
    });
    expect(asked[0]?.body).toEqual({ token: 'tok', password: 'new-password' });
  });

  it('a wrong current password is its own message', async () => {
    authStore.replaceState({ ...anonymousAuth, strategy: 'account', access_token: 'access-1' });
    const { call } = fakeProvider({ '/api/auth/change-password': { status: 401 } });
    expect(await changePassword(call, { password: 'new-password', current_password: 'x' }, t)).toEqual({
      ok: false,
      message: 'account.changePassword.wrongCurrent',
    });
  });
});
