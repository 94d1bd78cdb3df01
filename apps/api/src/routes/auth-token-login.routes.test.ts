import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

const store = 'locale=sv&sid=1';
const password = 'correct horse battery';

describeEachDatabase(
  'POST /api/auth/token-login: a ?token= link becomes a session that refreshes',
  (kind) => {
    let api: TestApi;
    let customerId: number;

    beforeAll(async () => {
      api = await startTestApi(kind, {
        prepare: async ({ database }) => {
          const passwordHash = await hashPassword(password);
          const now = new Date().toISOString();
          customerId = await insertCustomer(
            database.db,
            {
              email: 'tor@example.se',
              passwordHash,
              name: 'Tor Token',
              phone: null,
              locale: 'sv',
              verified: true,
            },
            now,
          );
          await insertCustomer(
            database.db,
            {
              email: 'vera@example.se',
              passwordHash,
              name: 'Vera Vald',
              phone: null,
              locale: 'sv',
              verified: true,
            },
            now,
          );
        },
      });
    });
    afterAll(() => api.close());

    const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
      api.request(`${path}?${store}`, { method: 'POST', json, headers });
    const loginToken = async (email = 'tor@example.se') =>
      String((await post('/api/auth/login', { email, password })).json.access_token);
    const exchange = (accessToken: string) => post('/api/auth/token-login', { access_token: accessToken });
    const profile = (accessToken: string) =>
      api.request(`/api/auth/profile?${store}`, { headers: { authorization: `Bearer ${accessToken}` } });

    it('answers a fresh access token for 3600 s and a refresh token of its own', async () => {
      const response = await exchange(await loginToken());
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'customer' });
      expect(response.json.refresh_token).toMatch(/^[0-9a-f]{32}\./);
      expect((await profile(String(response.json.access_token))).json.name).toBe('Tor Token');
    });

    it('the session refreshes and rotates like any login: the old refresh token is then refused', async () => {
      const session = (await exchange(await loginToken())).json;
      const refreshed = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
      expect(refreshed.status).toBe(200);
      expect(refreshed.json.refresh_token).not.toBe(session.refresh_token);
      expect((await profile(String(refreshed.json.access_token))).status).toBe(200);
      const reused = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
      expect(reused.status).toBe(401);
      expect(reused.json.error).toBe('REFRESH_REUSED');
    });

    it('starts a family of its own: logging out of it leaves the login that made the link alone', async () => {
      const login = (await post('/api/auth/login', { email: 'tor@example.se', password })).json;
      const session = (await exchange(String(login.access_token))).json;
      expect((await post('/api/auth/logout', { refresh_token: session.refresh_token })).status).toBe(200);
      expect((await post('/api/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
      expect((await post('/api/auth/refresh', { refresh_token: login.refresh_token })).status).toBe(200);
    });

    it('trades each token once: a second try, even at the same moment, is refused', async () => {
      const countSessions = async () =>
        Number(
          (
            await api.database.db
              .selectFrom('refresh_tokens')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('customer_id', '=', customerId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const token = await loginToken();
      const before = await countSessions();
      const [first, second] = await Promise.all([exchange(token), exchange(token)]);
      expect([first.status, second.status].sort()).toEqual([200, 401]);
      const again = await exchange(token);
      expect(again.status).toBe(401);
      expect(again.json.message).toBe('The login token was already used: sign in again');
      // One session came of it, not two.
      expect(await countSessions()).toBe(before + 1);
    });

    it('refuses an expired token, a forged one and one signed with another secret', async () => {
      const expired = signAccessToken(
        api.config.secret,
        { kind: 'account', sub: customerId, scope: 'customer' },
        new Date(Date.now() - 3601_000),
      );
      const response = await exchange(expired.token);
      expect(response.status).toBe(401);
      expect(response.json.message).toBe('The login token is not valid or has expired: sign in again');
      expect((await exchange('a.b.c')).status).toBe(401);
      const foreign = signAccessToken(`${api.config.secret}-other`, {
        kind: 'account',
        sub: customerId,
        scope: 'customer',
      });
      expect((await exchange(foreign.token)).status).toBe(401);
    });

    it("refuses an order login's token (scope my-order): it reads its own order and nothing else", async () => {
      const order = signAccessToken(api.config.secret, { kind: 'order', sub: customerId, scope: 'my-order' });
      const response = await exchange(order.token);
      expect(response.status).toBe(403);
      expect(response.json.message).toBe('An order login gives access to its own order only');
    });

    it('refuses a token made before the account last changed (here: a new password)', async () => {
      const before = signAccessToken(
        api.config.secret,
        { kind: 'account', sub: customerId + 1, scope: 'customer' },
        new Date(Date.now() - 5_000),
      );
      const current = await loginToken('vera@example.se');
      const changed = await post(
        '/api/auth/change-password',
        { current_password: password, new_password: password },
        { authorization: `Bearer ${current}` },
      );
      expect(changed.status).toBe(200);
      const response = await exchange(before.token);
      expect(response.status).toBe(401);
      expect(response.json.error).toBe('LINK_TOKEN_STALE');
    });

    it('refuses a body without a token with a 400 that names the field', async () => {
      const response = await post('/api/auth/token-login', {});
      expect(response.status).toBe(400);
      expect(response.json.message).toContain('access_token');
    });
  },
);
