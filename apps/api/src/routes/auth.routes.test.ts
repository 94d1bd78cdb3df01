import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, passwordWork, verifyPassword } from '../auth/passwords.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

const store = 'locale=sv&sid=1';
const password = 'correct horse battery';

describeEachDatabase('accounts API', (kind) => {
  let api: TestApi;
  let customerId: number;

  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: async ({ database }) => {
        customerId = await insertCustomer(
          database.db,
          {
            email: 'anna@example.se',
            passwordHash: await hashPassword(password),
            name: 'Anna Andersson',
            phone: null,
            locale: 'sv',
            discounts: { A: 10, B: 5 },
            verified: true,
          },
          new Date().toISOString(),
        );
      },
    });
  });
  afterAll(() => api.close());

  const login = (email: string, secret: string, headers: Record<string, string> = {}) =>
    api.request(`/api/auth/login?${store}`, { method: 'POST', json: { email, password: secret }, headers });

  describe('POST /api/auth/login', () => {
    it('answers an access token for 3600 seconds and a refresh token', async () => {
      const response = await login('Anna@Example.se', password);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'customer' });
      const [, payload] = String(response.json.access_token).split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
      expect(claims.exp - claims.iat).toBe(3600);
      expect(response.json.refresh_token).toMatch(/^[0-9a-f]{32}\./);
    });

    it('refuses a wrong password and an unknown address alike', async () => {
      const wrong = await login('anna@example.se', 'wrong password', { 'x-test': '1' });
      const unknown = await login('nobody@example.se', password);
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.json.message).toBe(unknown.json.message);
    });

    it('refuses malformed input with a message naming the field, and stores nothing', async () => {
      const before = await api.database.db
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await api.request(`/api/auth/login?${store}`, {
        method: 'POST',
        json: { email: 'not-an-address' },
      });
      expect(response.status).toBe(400);
      expect(response.json.message).toContain('email');
      expect(response.json.message).toContain('password');
      const broken = await api.request(`/api/auth/login?${store}`, {
        method: 'POST',
        body: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      const after = await api.database.db
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });

  describe('GET /api/auth/profile', () => {
    it('answers the name, scope and discount map of the account', async () => {
      const tokens = (await login('anna@example.se', password)).json;
      const response = await api.request(`/api/auth/profile?${store}`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        id: customerId,
        name: 'Anna Andersson',
        email: 'anna@example.se',
        phone: null,
        scope: 'customer',
        discounts: { A: 10, B: 5 },
      });
    });

    it('refuses a request without a token or with a forged one', async () => {
      expect((await api.request(`/api/auth/profile?${store}`)).status).toBe(401);
      const forged = await api.request(`/api/auth/profile?${store}`, {
        headers: { authorization: 'Bearer a.b.c' },
      });
      expect(forged.status).toBe(401);
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('rotates: a refresh gives a new pair and the old refresh token no longer works', async () => {
      const first = (await login('anna@example.se', password)).json;
      const second = await api.request(`/api/auth/refresh?${store}`, {
        method: 'POST',
        json: { refresh_token: first.refresh_token },
      });
      expect(second.status).toBe(200);
      expect(second.json.refresh_token).not.toBe(first.refresh_token);
      expect(second.json.expires_in).toBe(3600);
      const third = await api.request(`/api/auth/refresh?${store}`, {
        method: 'POST',
        json: { refresh_token: second.json.refresh_token },
      });
      expect(third.status).toBe(200);
    });

    it('reuse of an old refresh token revokes its whole family', async () => {
      const first = (await login('anna@example.se', password)).json;
      const rotated = await api.request(`/api/auth/refresh?${store}`, {
        method: 'POST',
        json: { refresh_token: first.refresh_token },
      });
      expect(rotated.status).toBe(200);
      const replay = await api.request(`/api/auth/refresh?${store}`, {
        method: 'POST',
        json: { refresh_token: first.refresh_token },
      });
      expect(replay.status).toBe(401);
      expect(replay.json.error).toBe('REFRESH_REUSED');
      // The token the rightful holder got is now dead too.
      const victim = await api.request(`/api/auth/refresh?${store}`, {
        method: 'POST',
        json: { refresh_token: rotated.json.refresh_token },
      });
      expect(victim.status).toBe(401);
    });

    it('two refreshes racing with the same token give at most one new pair', async () => {
      const first = (await login('anna@example.se', password)).json;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          api.request(`/api/auth/refresh?${store}`, {
            method: 'POST',
            json: { refresh_token: first.refresh_token },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    });

    it('refuses a token that is not one of ours', async () => {
      const response = await api.request(`/api/auth/refresh?${store}`, {
        method: 'POST',
        json: { refresh_token: `${'0'.repeat(32)}.${'A'.repeat(43)}` },
      });
      expect(response.status).toBe(401);
      expect(response.json.error).toBe('REFRESH_INVALID');
    });

    it('logout ends the refresh family', async () => {
      const tokens = (await login('anna@example.se', password)).json;
      expect(
        (
          await api.request(`/api/auth/logout?${store}`, {
            method: 'POST',
            json: { refresh_token: tokens.refresh_token },
          })
        ).status,
      ).toBe(200);
      const after = await api.request(`/api/auth/refresh?${store}`, {
        method: 'POST',
        json: { refresh_token: tokens.refresh_token },
      });
      expect(after.status).toBe(401);
    });
  });

  describe('registration, e-mail confirmation and password reset by e-mailed link', () => {
    async function lastMail(to: string) {
      return api.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    }

    it('registers, mails a confirmation link, and signs in only after confirmation', async () => {
      const registered = await api.request('/api/auth/register?locale=fi&sid=4', {
        method: 'POST',
        json: { email: 'matti@example.fi', password: 'salasana123', name: 'Matti Meikäläinen' },
      });
      expect(registered.status).toBe(201);
      const mail = await lastMail('matti@example.fi');
      expect(mail.subject).toBe('Vahvista tilisi');
      const token = /verify_email=([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1];
      expect(token).toBeDefined();
      expect((await login('matti@example.fi', 'salasana123')).json.error).toBe('EMAIL_NOT_VERIFIED');
      expect(
        (await api.request(`/api/auth/verify-email?${store}`, { method: 'POST', json: { token } })).status,
      ).toBe(200);
      expect((await login('matti@example.fi', 'salasana123')).status).toBe(200);
      // A link works once.
      expect(
        (await api.request(`/api/auth/verify-email?${store}`, { method: 'POST', json: { token } })).status,
      ).toBe(400);
    });

    it('refuses a second account for the same address', async () => {
      const again = await api.request(`/api/auth/register?${store}`, {
        method: 'POST',
        json: { email: 'anna@example.se', password: 'another-password', name: 'Anna' },
      });
      expect(again.status).toBe(409);
    });

    it('resets a password by link, which ends the sessions of the account', async () => {
      const before = (await login('anna@example.se', password)).json;
      const requested = await api.request(`/api/auth/password-reset?${store}`, {
        method: 'POST',
        json: { email: 'anna@example.se' },
      });
      expect(requested.status).toBe(202);
      const mail = await lastMail('anna@example.se');
      expect(mail.subject).toBe('Återställ ditt lösenord');
      const token = /change_password=([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1];
      const confirmed = await api.request(`/api/auth/password-reset/confirm?${store}`, {
        method: 'POST',
        json: { token, password: 'a brand new password' },
      });
      expect(confirmed.status).toBe(200);
      expect(
        (
          await api.request(`/api/auth/refresh?${store}`, {
            method: 'POST',
            json: { refresh_token: before.refresh_token },
          })
        ).status,
      ).toBe(401);
      expect((await login('anna@example.se', 'a brand new password')).status).toBe(200);
      // Put the password back for the other tests.
      const tokens = (await login('anna@example.se', 'a brand new password')).json;
      const changed = await api.request(`/api/auth/change-password?${store}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}` },
        json: { current_password: 'a brand new password', new_password: password },
      });
      expect(changed.status).toBe(200);
    });

    it('a reset request for an unknown address is accepted and sends nothing', async () => {
      const response = await api.request(`/api/auth/password-reset?${store}`, {
        method: 'POST',
        json: { email: 'ghost@example.se' },
      });
      expect(response.status).toBe(202);
      const mails = await api.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'ghost@example.se')
        .execute();
      expect(mails).toEqual([]);
    });

    it('change password refuses a wrong current password', async () => {
      const tokens = (await login('anna@example.se', password)).json;
      const response = await api.request(`/api/auth/change-password?${store}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}` },
        json: { current_password: 'not it', new_password: 'whatever-long' },
      });
      expect(response.status).toBe(400);
    });
  });

  describe('a session ends with its access tokens (issue 22, point 8)', () => {
    const profile = (token: unknown) =>
      api.request(`/api/auth/profile?${store}`, { headers: { authorization: `Bearer ${String(token)}` } });

    it('after logout the access token of the session is refused, other sessions go on', async () => {
      const ending = (await login('anna@example.se', password)).json;
      const other = (await login('anna@example.se', password)).json;
      expect((await profile(ending.access_token)).status).toBe(200);
      await api.request(`/api/auth/logout?${store}`, {
        method: 'POST',
        json: { refresh_token: ending.refresh_token },
      });
      const refused = await profile(ending.access_token);
      expect([refused.status, refused.json.error]).toEqual([401, 'SESSION_ENDED']);
      expect((await profile(other.access_token)).status).toBe(200);
    });

    it("a password change ends the account's other sessions, their access tokens too, and keeps this one", async () => {
      const elsewhere = (await login('anna@example.se', password)).json;
      const here = (await login('anna@example.se', password)).json;
      const changed = await api.request(`/api/auth/change-password?${store}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${here.access_token}` },
        json: { current_password: password, new_password: password },
      });
      expect(changed.status).toBe(200);
      expect((await profile(elsewhere.access_token)).status).toBe(401);
      const refreshed = await api.request(`/api/auth/refresh?${store}`, {
        method: 'POST',
        json: { refresh_token: elsewhere.refresh_token },
      });
      expect(refreshed.status).toBe(401);
      expect((await profile(here.access_token)).status).toBe(200);
    });

    it('a refresh token used twice ends its session at once, its current access token too', async () => {
      const session = (await login('anna@example.se', password)).json;
      const next = (
        await api.request(`/api/auth/refresh?${store}`, {
          method: 'POST',
          json: { refresh_token: session.refresh_token },
        })
      ).json;
      await api.request(`/api/auth/refresh?${store}`, {
        method: 'POST',
        json: { refresh_token: session.refresh_token },
      });
      // The other process of a cluster would see it within seconds; this one at once... after the
      // few seconds it trusts a live session: the test waits them out.
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      expect((await profile(next.access_token)).status).toBe(401);
    });
  });

  describe('reset links (issue 22, point 9)', () => {
    const reset = (email: string) =>
      api.request(`/api/auth/password-reset?${store}`, { method: 'POST', json: { email } });
    const resetToken = async (email: string) => {
      const mail = await api.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', email)
        .where('kind', '=', 'password-reset')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return /change_password=([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1] ?? '';
    };

    it('only the newest link works: an older one is refused once a newer one was sent', async () => {
      await api.database.db.deleteFrom('rate_limit_hits').execute();
      await reset('anna@example.se');
      const older = await resetToken('anna@example.se');
      await reset('anna@example.se');
      const newer = await resetToken('anna@example.se');
      const confirm = (token: string) =>
        api.request(`/api/auth/password-reset/confirm?${store}`, {
          method: 'POST',
          json: { token, password },
        });
      expect((await confirm(older)).status).toBe(400);
      expect((await confirm(newer)).status).toBe(200);
      expect((await confirm(newer)).status).toBe(400);
    });

    it('three links an hour per address of mail: the fourth is 429 with Retry-After, and sends nothing', async () => {
      await api.database.db.deleteFrom('rate_limit_hits').execute();
      const answers = [];
      for (let round = 0; round < 4; round += 1) answers.push(await reset('anna@example.se'));
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
      expect(Number(answers[3]?.headers.get('retry-after'))).toBeGreaterThan(3500);
      await api.database.db.deleteFrom('rate_limit_hits').execute();
    });
  });

  describe('login attempts are rate-limited', () => {
    it('per account: after 5 failures even the right password waits', async () => {
      await insertCustomer(
        api.database.db,
        {
          email: 'limit@example.se',
          passwordHash: await hashPassword(password),
          name: 'L',
          phone: null,
          locale: 'sv',
          verified: true,
        },
        new Date().toISOString(),
      );
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login('limit@example.se', 'wrong')).status).toBe(401);
      }
      const blocked = await login('limit@example.se', password);
      expect(blocked.status).toBe(429);
      expect(blocked.json.error).toBe('RATE_LIMITED');
    });

    it('300 guesses at once: at most 5 reach the password check, and the right one among them waits (issue 22, point 3)', async () => {
      await api.database.db.deleteFrom('login_attempts').execute();
      await insertCustomer(
        api.database.db,
        {
          email: 'race@example.se',
          passwordHash: await hashPassword(password),
          name: 'R',
          phone: null,
          locale: 'sv',
          verified: true,
        },
        new Date().toISOString(),
      );
      const guesses = Array.from({ length: 300 }, (_, index) =>
        index === 150 ? password : `guess-${index}`,
      );
      const answers = await Promise.all(guesses.map((guess) => login('race@example.se', guess)));
      expect(answers.filter((answer) => answer.status !== 429).length).toBeLessThanOrEqual(5);
      await api.database.db.deleteFrom('login_attempts').execute();
    });

    it('while the hashing queue is full a login gets 429 with Retry-After, and the attempt does not count (issue 22, point 4)', async () => {
      await api.database.db.deleteFrom('login_attempts').execute();
      const hash = await hashPassword(password);
      const filling = Array.from({ length: passwordWork.concurrent + passwordWork.waiting }, () =>
        verifyPassword(hash, 'filler'),
      );
      const busy = await login('anna@example.se', 'wrong');
      await Promise.all(filling);
      expect(busy.status).toBe(429);
      expect(busy.json.error).toBe('BUSY');
      expect(busy.headers.get('retry-after')).toBe('1');
      const counted = await api.database.db.selectFrom('login_attempts').selectAll().execute();
      expect(counted).toEqual([]);
      expect((await login('anna@example.se', password)).status).toBe(200);
    });

    it('a reset link clears the failures that kept the owner out (issue 22, point 7)', async () => {
      await api.database.db.deleteFrom('login_attempts').execute();
      for (let attempt = 0; attempt < 5; attempt += 1) await login('anna@example.se', 'wrong');
      expect((await login('anna@example.se', password)).status).toBe(429);
      await api.database.db.deleteFrom('rate_limit_hits').execute();
      await api.request(`/api/auth/password-reset?${store}`, {
        method: 'POST',
        json: { email: 'anna@example.se' },
      });
      const mail = await api.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'password-reset')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const token = /change_password=([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1];
      await api.request(`/api/auth/password-reset/confirm?${store}`, {
        method: 'POST',
        json: { token, password },
      });
      expect((await login('anna@example.se', password)).status).toBe(200);
    });

    it('per address: 20 failures on any accounts block the address', async () => {
      // The test API sees every request from 127.0.0.1: earlier failures count too.
      for (let attempt = 0; attempt < 20; attempt += 1) await login(`spray${attempt}@example.se`, 'wrong');
      expect((await login('anna@example.se', password)).status).toBe(429);
    });
  });
});
