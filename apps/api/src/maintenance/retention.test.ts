import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkoutRow } from '../testing/checkout-rows.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { deleteExpiredRows } from './retention.ts';

describeEachDatabase('retention (issue 22: rows that were never deleted)', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  const now = new Date('2026-11-25T12:00:00.000Z');
  const old = '2026-07-01T00:00:00.000Z';
  const recent = '2026-11-25T11:00:00.000Z';

  it('deletes abandoned carts, old error reports, login attempts and rate-limit hits; keeps the rest', async () => {
    const db = test.database.db;
    await db
      .insertInto('checkouts')
      .values([
        { ...checkoutRow('abandoned'), updated_at: old },
        { ...checkoutRow('fresh'), updated_at: recent },
        { ...checkoutRow('paid', 'completed'), updated_at: old },
      ])
      .execute();
    await db
      .insertInto('checkout_sessions')
      .values({
        checkout_id: 'abandoned',
        kind: 'shipping_options',
        session_id: 's1',
        locale: 'sv',
        created_at: old,
      })
      .execute();
    await db
      .insertInto('error_reports')
      .values([
        {
          received_at: old,
          locale: 'sv',
          level: 'error',
          error: 'old',
          stack: null,
          user_agent: null,
          url: null,
        },
        {
          received_at: recent,
          locale: 'sv',
          level: 'error',
          error: 'new',
          stack: null,
          user_agent: null,
          url: null,
        },
      ])
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        { account_key: 'a@example.se', address: '10.0.0.1', succeeded: 0, attempted_at: old },
        { account_key: 'a@example.se', address: '10.0.0.1', succeeded: 0, attempted_at: recent },
      ])
      .execute();
    await db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'password-reset:address', subject: '10.0.0.1', at: old },
        { bucket: 'password-reset:address', subject: '10.0.0.1', at: recent },
      ])
      .execute();

    expect(await deleteExpiredRows(db, now)).toEqual({
      checkouts: 1,
      errorReports: 1,
      loginAttempts: 1,
      rateLimitHits: 1,
    });
    const checkouts = await db.selectFrom('checkouts').select('id').orderBy('id').execute();
    expect(checkouts.map((row) => row.id)).toEqual(['fresh', 'paid']);
    expect(await db.selectFrom('checkout_sessions').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('error_reports').select('error').execute()).toEqual([{ error: 'new' }]);
    expect(await db.selectFrom('login_attempts').select('attempted_at').execute()).toEqual([
      { attempted_at: recent },
    ]);
    expect(await db.selectFrom('rate_limit_hits').select('at').execute()).toEqual([{ at: recent }]);
    // Run again: nothing left to delete.
    expect(await deleteExpiredRows(db, now)).toEqual({
      checkouts: 0,
      errorReports: 0,
      loginAttempts: 0,
      rateLimitHits: 0,
    });
  });
});
