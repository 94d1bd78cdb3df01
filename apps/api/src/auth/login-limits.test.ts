import { afterAll, beforeAll, expect, it } from 'vitest';
import { clearFailures } from '../repositories/login-attempts.repository.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { claimLoginAttempt, loginLimits, settleLoginAttempt } from './login-limits.ts';

describeEachDatabase('login limits', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  const now = new Date('2026-11-25T10:00:00Z');
  const fail = async (account: string, address: string) => {
    const claim = await claimLoginAttempt(test.database.db, account, address, now);
    if (!claim.blocked) await settleLoginAttempt(test.database.db, claim.attemptId, false);
    return claim.blocked;
  };

  it('counts each attempt before its check: of 300 at once at most 5 pass (issue 22, point 3)', async () => {
    const claims = await Promise.all(
      Array.from({ length: 300 }, () =>
        claimLoginAttempt(test.database.db, 'race@example.se', '10.0.0.1', now),
      ),
    );
    expect(claims.filter((claim) => !claim.blocked).length).toBeLessThanOrEqual(
      loginLimits.failuresPerAccountAndAddress,
    );
  });

  it('failures from one address do not lock the owner out elsewhere; many from everywhere do, until the e-mailed link (issue 22, point 7)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await fail('owner@example.se', '203.0.113.9')).toBe(false);
    expect(await fail('owner@example.se', '203.0.113.9')).toBe(true);
    // The owner at home is not the attacker.
    expect((await claimLoginAttempt(test.database.db, 'owner@example.se', '198.51.100.7', now)).blocked).toBe(
      false,
    );
    // A botnet: 50 failures from 50 addresses lock the account for everyone...
    for (let attempt = 0; attempt < 50; attempt += 1) await fail('owner@example.se', `192.0.2.${attempt}`);
    expect((await claimLoginAttempt(test.database.db, 'owner@example.se', '198.51.100.8', now)).blocked).toBe(
      true,
    );
    // ... until the owner's e-mailed link (a password reset) clears them.
    await clearFailures(test.database.db, 'owner@example.se');
    expect((await claimLoginAttempt(test.database.db, 'owner@example.se', '198.51.100.8', now)).blocked).toBe(
      false,
    );
  });
});
