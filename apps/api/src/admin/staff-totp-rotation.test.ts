import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { rotateStaffTotpSecrets } from './staff-totp-rotation.ts';
import { createMember } from './testing/admin-fixtures.ts';
import { currentTotpCode, decryptTotpSecret, encryptTotpSecret, newTotpSecret } from './totp.ts';

/** The secret before the rotation; the test API's own SHOP_SECRET is the one after it. */
const previousSecret = 'the-shop-secret-before-the-rotation-0123456789';

describeEachDatabase('a rotation of SHOP_SECRET keeps the staff two-factor secrets', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind, { env: { SHOP_SECRET_PREVIOUS: previousSecret } });
  });
  afterAll(() => api.close());

  const storedOf = (id: number, on: TestApi = api) =>
    on.database.db
      .selectFrom('staff')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** A member whose two-factor secret (enabled or pending) was encrypted with `secret`. */
  const memberUnder = async (
    secret: string,
    column: 'totp_secret' | 'totp_pending_secret',
    on: TestApi = api,
  ) => {
    const member = await createMember(on, 'orders', { totp: false });
    const totp = newTotpSecret();
    await on.database.db
      .updateTable('staff')
      .set(
        column === 'totp_secret'
          ? { totp_secret: encryptTotpSecret(secret, totp) }
          : { totp_pending_secret: encryptTotpSecret(secret, totp) },
      )
      .where('id', '=', member.id)
      .execute();
    return { ...member, totp };
  };

  it('signs in a member whose secret is still under SHOP_SECRET_PREVIOUS', async () => {
    const member = await memberUnder(previousSecret, 'totp_secret');
    const login = (json: unknown) => api.request('/api/admin/auth/login', { method: 'POST', json });
    const signedIn = await login({
      email: member.email,
      password: member.password,
      totp: currentTotpCode(member.totp),
    });
    expect(signedIn.status).toBe(200);
    // A secret under neither secret is refused, as before.
    const other = await memberUnder('a-secret-nobody-configured-0123456789ab', 'totp_secret');
    const refused = await login({
      email: other.email,
      password: other.password,
      totp: currentTotpCode(other.totp),
    });
    expect([refused.status, refused.json.error]).toEqual([401, 'TOTP_INVALID']);
  });

  it('the start encrypts the enabled and pending secrets under the previous secret with the new one, once, audited', async () => {
    // A database of its own, so that what it counts is this test's members only.
    const shop = await startTestApi(kind, { env: { SHOP_SECRET_PREVIOUS: previousSecret } });
    try {
      const enabled = await memberUnder(previousSecret, 'totp_secret', shop);
      const pending = await memberUnder(previousSecret, 'totp_pending_secret', shop);
      const current = await memberUnder(shop.config.secret, 'totp_secret', shop);
      const lost = await memberUnder('a-secret-nobody-configured-0123456789ab', 'totp_secret', shop);
      const currentBefore = await storedOf(current.id, shop);

      const first = await rotateStaffTotpSecrets(shop.database.db, shop.config);
      expect(first).toEqual({ reencrypted: 2, unreadable: [lost.email] });
      const enabledAfter = await storedOf(enabled.id, shop);
      expect(decryptTotpSecret(shop.config.secret, enabledAfter.totp_secret ?? '')).toBe(enabled.totp);
      const pendingAfter = await storedOf(pending.id, shop);
      expect(decryptTotpSecret(shop.config.secret, pendingAfter.totp_pending_secret ?? '')).toBe(
        pending.totp,
      );
      // A secret already under SHOP_SECRET is not written again; one under neither stays as it was.
      expect(await storedOf(current.id, shop)).toEqual(currentBefore);
      expect((await storedOf(lost.id, shop)).totp_secret).not.toBeNull();

      const audited = await shop.database.db
        .selectFrom('audit_log')
        .select(['entity_id', 'actor'])
        .where('action', '=', 'staff.totp_reencrypt')
        .orderBy('id')
        .execute();
      expect(audited).toEqual([
        { entity_id: String(enabled.id), actor: 'secret rotation at start' },
        { entity_id: String(pending.id), actor: 'secret rotation at start' },
      ]);

      // The next start (or another machine starting at once) finds nothing left to do.
      expect(await rotateStaffTotpSecrets(shop.database.db, shop.config)).toEqual({
        reencrypted: 0,
        unreadable: [lost.email],
      });
    } finally {
      await shop.close();
    }
  });

  it('does nothing without SHOP_SECRET_PREVIOUS', async () => {
    const member = await memberUnder(previousSecret, 'totp_secret');
    const before = await storedOf(member.id);
    const outcome = await rotateStaffTotpSecrets(api.database.db, {
      secret: api.config.secret,
      previousSecret: null,
    });
    expect(outcome).toEqual({ reencrypted: 0, unreadable: [] });
    expect(await storedOf(member.id)).toEqual(before);
  });
});
