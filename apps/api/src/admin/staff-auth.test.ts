import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { sessionCookieHeader } from './staff-sessions.ts';
import { adminCall, cookieOf, createMember, signIn, type TestMember } from './testing/admin-fixtures.ts';
import { currentTotpCode } from './totp.ts';

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, sent only to /api/admin, and Secure behind TLS', () => {
    const plain = sessionCookieHeader('token', { secure: false, maxAgeSeconds: 60 });
    expect(plain).toBe('shop_staff_session=token; Path=/api/admin; Max-Age=60; HttpOnly; SameSite=Strict');
    expect(sessionCookieHeader('token', { secure: true, maxAgeSeconds: 60 })).toMatch(/; Secure$/);
  });
});

describeEachDatabase('staff sign-in', (kind) => {
  let api: TestApi;
  let now = Date.now();
  const clock = () => new Date(now);

  beforeAll(async () => {
    api = await startTestApi(kind, { clock });
  });
  afterAll(() => api.close());

  const login = (json: unknown) => api.request('/api/admin/auth/login', { method: 'POST', json });

  it('signs a member in with the argon2id password and answers the member and a CSRF token', async () => {
    const member = await createMember(api, 'orders');
    const stored = await api.database.db
      .selectFrom('staff')
      .select('password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    const response = await login({ email: member.email.toUpperCase(), password: member.password });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      staff: { email: member.email, role: 'orders', totp_enabled: false },
    });
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const session = { cookie: cookieOf(response), csrf: String(response.json.csrf_token) };
    expect((await adminCall(api, session, 'GET', '/api/admin/auth/session')).json).toMatchObject({
      csrf_token: session.csrf,
    });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const member = await createMember(api, 'orders');
    const wrong = await login({ email: member.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@staff.example', password: 'not-the-password' });
    expect([wrong.status, wrong.json.message]).toEqual([unknown.status, unknown.json.message]);
    expect(wrong.json.error).toBe('INVALID_CREDENTIALS');
  });

  it('asks for the two-factor code, refuses a wrong one, and takes each code once', async () => {
    const member = await createMember(api, 'owner');
    const secret = member.totpSecret as string;
    const noCode = await login({ email: member.email, password: member.password });
    expect([noCode.status, noCode.json.error]).toEqual([401, 'TOTP_REQUIRED']);
    const wrongCode = await login({
      email: member.email,
      password: member.password,
      totp: currentTotpCode(secret, new Date(now - 300_000)),
    });
    expect([wrongCode.status, wrongCode.json.error]).toEqual([401, 'TOTP_INVALID']);
    const code = currentTotpCode(secret, clock());
    expect((await login({ email: member.email, password: member.password, totp: code })).status).toBe(200);
    const replayed = await login({ email: member.email, password: member.password, totp: code });
    expect([replayed.status, replayed.json.error]).toEqual([401, 'TOTP_INVALID']);
  });

  it('counts attempts before the password check: of 20 parallel wrong guesses at most 5 are checked, and 5 in all', async () => {
    const member = await createMember(api, 'orders');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login({ email: member.email, password: `wrong-guess-${index}` }),
      ),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - checked);
    // Racing guesses may block each other early; one by one, the guesses left in the window are
    // checked until there have been 5, and then even the right password waits.
    let later = 0;
    for (;;) {
      const answer = await login({ email: member.email, password: 'another-wrong-guess' });
      if (answer.status === 429) break;
      expect(answer.status).toBe(401);
      later += 1;
    }
    expect(checked + later).toBe(5);
    const right = await login({ email: member.email, password: member.password });
    expect([right.status, right.json.error]).toEqual([429, 'RATE_LIMITED']);
  });

  it('ends a session after an idle hour, after 12 hours in all, and at sign-out', async () => {
    const member = await createMember(api, 'orders');
    const session = await signIn(api, member, clock());
    const alive = () => adminCall(api, session, 'GET', '/api/admin/auth/session');
    now += 59 * 60_000;
    expect((await alive()).status).toBe(200);
    now += 61 * 60_000;
    expect((await alive()).status).toBe(401);

    // Used every 55 minutes, the session still ends 12 hours after it began.
    const busy = await signIn(api, member, clock());
    for (let step = 0; step < 13; step += 1) {
      now += 55 * 60_000;
      expect((await adminCall(api, busy, 'GET', '/api/admin/auth/session')).status).toBe(200);
    }
    now += 10 * 60_000;
    expect((await adminCall(api, busy, 'GET', '/api/admin/auth/session')).status).toBe(401);

    const out = await signIn(api, member, clock());
    const signedOut = await adminCall(api, out, 'POST', '/api/admin/auth/logout');
    expect(signedOut.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await adminCall(api, out, 'GET', '/api/admin/auth/session')).status).toBe(401);
  });

  it("a password change ends the member's other sessions and keeps this one", async () => {
    const member = await createMember(api, 'catalog');
    const here = await signIn(api, member, clock());
    const elsewhere = await signIn(api, member, clock());
    const wrong = await adminCall(api, here, 'POST', '/api/admin/auth/password', {
      current_password: 'nope',
      new_password: 'a-new-password-1',
    });
    expect(wrong.status).toBe(401);
    const short = await adminCall(api, here, 'POST', '/api/admin/auth/password', {
      current_password: member.password,
      new_password: 'short',
    });
    expect(short.status).toBe(400);
    const changed = await adminCall(api, here, 'POST', '/api/admin/auth/password', {
      current_password: member.password,
      new_password: 'a-new-password-1',
    });
    expect(changed.status).toBe(200);
    expect((await adminCall(api, here, 'GET', '/api/admin/auth/session')).status).toBe(200);
    expect((await adminCall(api, elsewhere, 'GET', '/api/admin/auth/session')).status).toBe(401);
    expect((await login({ email: member.email, password: 'a-new-password-1' })).status).toBe(200);
  });

  it('turns two-factor on with a code from the new secret, and off again with the password (not for owners)', async () => {
    const member = await createMember(api, 'orders');
    const session = await signIn(api, member, clock());
    expect(
      (await adminCall(api, session, 'POST', '/api/admin/auth/totp/enable', { code: '123456' })).json.error,
    ).toBe('TOTP_NOT_STARTED');
    const setup = await adminCall(api, session, 'POST', '/api/admin/auth/totp/setup');
    expect(setup.json).toMatchObject({
      otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\//),
      qr_svg: expect.stringContaining('<svg'),
    });
    const secret = String(setup.json.secret);
    expect(
      (await adminCall(api, session, 'POST', '/api/admin/auth/totp/enable', { code: '000000' })).json.error,
    ).toBe('TOTP_INVALID');
    const enabled = await adminCall(api, session, 'POST', '/api/admin/auth/totp/enable', {
      code: currentTotpCode(secret, clock()),
    });
    expect(enabled.json).toMatchObject({ staff: { totp_enabled: true } });
    expect((await login({ email: member.email, password: member.password })).json.error).toBe(
      'TOTP_REQUIRED',
    );
    const disabled = await adminCall(api, session, 'POST', '/api/admin/auth/totp/disable', {
      password: member.password,
    });
    expect(disabled.json).toMatchObject({ staff: { totp_enabled: false } });
    const actions = await api.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(member.id))
      .orderBy('id')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual([
      'staff.sign_in',
      'staff.totp_enable',
      'staff.totp_disable',
    ]);
  });

  describe('staff management by an owner', () => {
    let owner: TestMember;
    beforeAll(async () => {
      owner = await createMember(api, 'owner');
    });

    it('invites a member, who chooses a password with the mailed link once', async () => {
      const session = await signIn(api, owner, clock());
      const invited = await adminCall(api, session, 'POST', '/api/admin/staff', {
        email: 'new.member@staff.example',
        name: 'New Member',
        role: 'orders',
        language: 'sv',
      });
      expect(invited.status).toBe(201);
      expect(invited.json).toMatchObject({
        staff: { email: 'new.member@staff.example', invited: true, role: 'orders' },
      });
      const token = new URL(String(invited.json.invitation_url)).searchParams.get('token') ?? '';
      const mail = await api.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'staff_invitation')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.to_address).toBe('new.member@staff.example');
      expect(mail.body_text).toContain(token);
      expect((await login({ email: 'new.member@staff.example', password: 'chosen-password-1' })).status).toBe(
        401,
      );
      const accepted = await api.request('/api/admin/auth/invitations/accept', {
        method: 'POST',
        json: { token, password: 'chosen-password-1' },
      });
      expect(accepted.status).toBe(200);
      expect((await login({ email: 'new.member@staff.example', password: 'chosen-password-1' })).status).toBe(
        200,
      );
      const again = await api.request('/api/admin/auth/invitations/accept', {
        method: 'POST',
        json: { token, password: 'another-password-1' },
      });
      expect([again.status, again.json.error]).toEqual([401, 'INVITATION_INVALID']);
      expect(
        (
          await adminCall(api, session, 'POST', '/api/admin/staff', {
            email: 'new.member@staff.example',
            name: 'Twice',
            role: 'orders',
          })
        ).status,
      ).toBe(409);
    });

    it('deactivates a member, who is signed out at once', async () => {
      const session = await signIn(api, owner, new Date(now + 30_000));
      const member = await createMember(api, 'catalog');
      const theirs = await signIn(api, member, clock());
      const changed = await adminCall(api, session, 'PATCH', `/api/admin/staff/${member.id}`, {
        active: false,
      });
      expect(changed.json).toMatchObject({ active: false });
      expect((await adminCall(api, theirs, 'GET', '/api/admin/auth/session')).status).toBe(401);
      expect((await login({ email: member.email, password: member.password })).status).toBe(401);
    });

    it('keeps the last active owner an active owner', async () => {
      const lonely = await startTestApi(kind, { clock });
      try {
        const only = await createMember(lonely, 'owner');
        const session = await signIn(lonely, only, clock());
        const demote = await adminCall(lonely, session, 'PATCH', `/api/admin/staff/${only.id}`, {
          role: 'orders',
        });
        expect([demote.status, demote.json.error]).toEqual([409, 'LAST_OWNER']);
        const deactivate = await adminCall(lonely, session, 'PATCH', `/api/admin/staff/${only.id}`, {
          active: false,
        });
        expect(deactivate.status).toBe(409);
        // An invited owner who has not chosen a password yet cannot sign in: no replacement.
        await adminCall(lonely, session, 'POST', '/api/admin/staff', {
          email: 'invited.owner@staff.example',
          name: 'Invited',
          role: 'owner',
        });
        const stillAlone = await adminCall(lonely, session, 'PATCH', `/api/admin/staff/${only.id}`, {
          role: 'orders',
        });
        expect([stillAlone.status, stillAlone.json.error]).toEqual([409, 'LAST_OWNER']);
        const row = await lonely.database.db
          .selectFrom('staff')
          .select(['role', 'active'])
          .where('id', '=', only.id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ role: 'owner', active: 1 });
      } finally {
        await lonely.close();
      }
    });
  });
});
