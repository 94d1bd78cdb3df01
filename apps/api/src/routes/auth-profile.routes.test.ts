import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { findCustomerById, insertCustomer } from '../repositories/customers.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { sessionToken } from '../testing/test-tokens.ts';

const sv = 'locale=sv&sid=1';
const fi = 'locale=fi&sid=4';
const password = 'correct horse battery';

describeEachDatabase('PATCH /api/auth/profile', (kind) => {
  let api: TestApi;
  let customerId: number;
  let accessToken: string;

  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: async ({ database }) => {
        customerId = await insertCustomer(
          database.db,
          {
            email: 'pia@example.se',
            passwordHash: await hashPassword(password),
            name: 'Pia Persson',
            phone: '0701234567',
            locale: 'sv',
            discounts: { A: 10 },
            verified: true,
          },
          new Date().toISOString(),
        );
      },
    });
    const login = await api.request(`/api/auth/login?${sv}`, {
      method: 'POST',
      json: { email: 'pia@example.se', password },
    });
    accessToken = String(login.json.access_token);
  });
  afterAll(() => api.close());

  const patch = (query: string, json: unknown, token: string | null = accessToken) =>
    api.request(`/api/auth/profile?${query}`, {
      method: 'PATCH',
      json,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const stored = async () => {
    const row = await findCustomerById(api.database.db, customerId);
    return { name: row?.name, phone: row?.phone, email: row?.email };
  };

  describe('a customer changes their name and phone number', () => {
    it('answers the updated profile, and GET /api/auth/profile shows it', async () => {
      const response = await patch(sv, { name: '  Pia Lind ', phone: '070-765 43 21' });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        id: customerId,
        name: 'Pia Lind',
        email: 'pia@example.se',
        // Kept as checkout keeps a mobile number: without spaces and dashes.
        phone: '0707654321',
        scope: 'customer',
        discounts: { A: 10 },
      });
      const read = await api.request(`/api/auth/profile?${sv}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(read.json).toMatchObject({ name: 'Pia Lind', phone: '0707654321' });
    });

    it("checks the phone number with the request's store (spec 5): a Finnish number in the fi store", async () => {
      const response = await patch(fi, { name: 'Pia Lind', phone: '401234567' });
      expect(response.status).toBe(200);
      expect(response.json.phone).toBe('401234567');
    });

    it('an empty phone number removes it', async () => {
      const response = await patch(sv, { name: 'Pia Lind', phone: '' });
      expect(response.status).toBe(200);
      expect(response.json.phone).toBeNull();
      expect(await stored()).toMatchObject({ phone: null });
    });
  });

  describe('bad input is a 400 that names the field and changes nothing', () => {
    it('refuses an empty name', async () => {
      const before = await stored();
      const response = await patch(sv, { name: '   ', phone: '0701112233' });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('Invalid body: name: is required');
      expect(response.json.issues).toEqual([{ path: 'name', message: 'is required' }]);
      expect(await stored()).toEqual(before);
    });

    it('refuses a phone number that is not a mobile number of the store', async () => {
      const before = await stored();
      const response = await patch(sv, { name: 'Someone Else', phone: '401234567' });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('Invalid body: phone: is not a mobile number of Sverige');
      expect(await stored()).toEqual(before);
    });

    it('refuses a change of the e-mail address, which is the login', async () => {
      const before = await stored();
      const response = await patch(sv, { name: 'Pia Lind', email: 'other@example.se' });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('Invalid body: body: only name and phone can be changed');
      expect(await stored()).toEqual(before);
    });

    it('refuses a body without a name', async () => {
      const response = await patch(sv, { phone: '0701112233' });
      expect(response.status).toBe(400);
      expect(response.json.message).toContain('name');
    });
  });

  describe('only the account itself may change it', () => {
    it('refuses a request without a token (401) and with a forged one', async () => {
      const before = await stored();
      expect((await patch(sv, { name: 'Nobody' }, null)).status).toBe(401);
      expect((await patch(sv, { name: 'Nobody' }, 'a.b.c')).status).toBe(401);
      expect(await stored()).toEqual(before);
    });

    it('refuses an expired access token', async () => {
      const old = await signAccessToken(
        api.config.secret,
        { kind: 'account', sub: customerId, scope: 'customer', fam: 'any' },
        new Date(Date.now() - 3601_000),
      );
      expect((await patch(sv, { name: 'Too Late' }, old.token)).status).toBe(401);
    });

    it('refuses an order login (scope my-order) with 403, even for the same number as the account', async () => {
      const before = await stored();
      const order = await sessionToken(api.database.db, api.config.secret, {
        kind: 'order',
        id: customerId,
        scope: 'my-order',
      });
      const response = await patch(sv, { name: 'Order Guest' }, order);
      expect(response.status).toBe(403);
      expect(response.json.message).toBe('An order login gives access to its own order only');
      expect(await stored()).toEqual(before);
    });
  });
});
