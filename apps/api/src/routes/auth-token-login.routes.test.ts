import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

const store = 'locale=sv&sid=1';
const password = 'correct horse battery';

describeEachDatabase(
  'POST /api/auth/token-login: a mailed ?token= link becomes a session that refreshes',
  (kind) => {
    let api: TestApi;
    let customerId: number;

    beforeAll(async () => {
      api = await startTestApi(kind, {
        prepare: async ({ database }) => {
          customerId = await insertCustomer(
            database.db,
            {
              email: 'tor@example.se',
              passwordHash: await hashPassword(password),
              name: 'Tor Token',
              phone: null,
              locale: 'sv',
              verified: true,
            },
            new Date().toISOString(),
          );
        },
      });
    });
    afterAll(() => api.close());

    const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
      api.request(`${path}?${store}`, { method: 'POST', json, headers });
    const exchange = (token: string) => post('/api/auth/token-login', { token });
    const profile = (accessToken: string) =>
      api.request(`/api/auth/profile?${store}`, { headers: { authorization: `Bearer ${accessToken}` } });

    /** Asks for a login link and reads the token from the mail, as the shopper's inbox would. */
    async function mailedLink(email = 'tor@example.se'): Promise<string> {
      // As if the hour of the per-account limit had passed: these tests ask for many links.
      await api.database.db.deleteFrom('rate_limit_hits').where('subject', '=', email).execute();
      expect((await post('/api/auth/login-link', { email })).status).toBe(202);
      const mail = await api.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'login-link')
        .where('to_address', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Din inloggningslänk');
      const token = /[?&]token=([\w-]+)/.exec(mail.body_text)?.[1];
      if (!token) throw new Error('no token in the mail');
      return token;
    }

    it('mails a link whose token answers a fresh access token for 3600 s and a refresh token of its own', async () => {
      const response = await exchange(await mailedLink());
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'customer' });
      expect(response.json.refresh_token).toMatch(/^[0-9a-f]{32}\./);
      expect((await profile(String(response.json.access_token))).json.name).toBe('Tor Token');
    });

    it('the session refreshes and rotates like any login: the old refresh token is then refused', async () => {
      const session = (await exchange(await mailedLink())).json;
      const refreshed = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
      expect(refreshed.status).toBe(200);
      const reused = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
      expect([reused.status, reused.json.error]).toEqual([401, 'REFRESH_REUSED']);
    });

    it('trades each link once, even two tries at the same moment, and only the newest link works', async () => {
      const older = await mailedLink();
      const token = await mailedLink();
      expect((await exchange(older)).status).toBe(401);
      const [first, second] = await Promise.all([exchange(token), exchange(token)]);
      expect([first.status, second.status].sort()).toEqual([200, 401]);
      expect((await exchange(token)).json.message).toBe(
        'The login link is not valid, was used or has expired: ask for a new one or sign in',
      );
    });

    it('never takes an access token: a one-hour token is not a 30-day session (issue 22, point 12)', async () => {
      const login = (await post('/api/auth/login', { email: 'tor@example.se', password })).json;
      const response = await exchange(String(login.access_token));
      expect(response.status).toBe(400);
      const sessions = await api.database.db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('customer_id', '=', customerId)
        .execute();
      expect(sessions.length).toBeGreaterThan(0);
      expect((await exchange('x'.repeat(43))).status).toBe(401);
    });

    it('answers the same for an address without an account, and refuses more than a few links an hour', async () => {
      expect((await post('/api/auth/login-link', { email: 'nobody@example.se' })).status).toBe(202);
      const answers = [];
      for (let round = 0; round < 4; round += 1)
        answers.push(await post('/api/auth/login-link', { email: 'nobody@example.se' }));
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 429, 429]);
      expect(Number(answers[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('refuses a body without a token with a 400 that names the field', async () => {
      const response = await post('/api/auth/token-login', {});
      expect(response.status).toBe(400);
      expect(response.json.message).toContain('token');
    });
  },
);
