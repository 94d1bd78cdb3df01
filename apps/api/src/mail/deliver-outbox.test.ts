import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { readMessage, startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-test-server.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { deliverOutbox } from './deliver-outbox.ts';
import { createSmtpTransport, type MailTransport } from './smtp-transport.ts';

const from = 'Mobildelar <order@mobildelar.example>';

/** A port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

describeEachDatabase('mail goes out over SMTP when configured, and is never lost', (kind) => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  let transport: MailTransport;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestApi(kind, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: from, PORT: '3000' },
      prepare: async ({ database }) => {
        await insertCustomer(
          database.db,
          {
            email: 'sara@example.fi',
            passwordHash: await hashPassword('first-password-1'),
            name: 'Sara Salo',
            phone: null,
            locale: 'fi',
            verified: true,
          },
          new Date().toISOString(),
        );
      },
    });
    const mail = api.config.mail;
    if (!mail) throw new Error('SMTP_URL should configure mail');
    transport = createSmtpTransport(mail.smtpUrl, mail.from);
  });
  afterAll(async () => {
    transport.close();
    await api.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuse(false);
  });

  const deliver = (now?: Date) =>
    deliverOutbox({ db: api.database.db, transport, ...(now ? { now: () => now } : {}) });
  const outboxRow = (to: string, kind: string) =>
    api.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();

  it('a registration mails its confirmation link to the new address, and the link works', async () => {
    const registered = await api.request('/api/auth/register?locale=sv&sid=1', {
      method: 'POST',
      json: { email: 'nils@example.se', password: 'first-password-1', name: 'Nils Nyberg' },
    });
    expect(registered.status).toBe(201);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['nils@example.se']);
    expect(mail?.from).toBe('order@mobildelar.example');
    const message = readMessage(mail?.raw ?? '');
    expect(message.header('to')).toBe('nils@example.se');
    expect(message.header('from')).toBe(from);
    expect(message.header('subject')).toBe('Bekräfta ditt konto');
    expect(message.text).toContain('Hej Nils Nyberg!');
    const link = /http:\/\/localhost:3000\/sv\/my-account\?verify_email=([A-Za-z0-9_-]+)/.exec(message.text);
    expect(link).not.toBeNull();
    const verified = await api.request('/api/auth/verify-email?locale=sv&sid=1', {
      method: 'POST',
      json: { token: link?.[1] },
    });
    expect(verified.status).toBe(200);

    const row = await outboxRow('nils@example.se', 'verify-email');
    expect(row.sent_at).not.toBeNull();
    expect(Number(row.attempts)).toBe(1);
    // Sent mail is not sent again.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  it("a password reset mails its link in the store's language (fi), and the link sets the password", async () => {
    const asked = await api.request('/api/auth/password-reset?locale=fi&sid=4', {
      method: 'POST',
      json: { email: 'sara@example.fi' },
    });
    expect(asked.status).toBe(202);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const message = readMessage(smtp.received[0]?.raw ?? '');
    expect(smtp.received[0]?.to).toEqual(['sara@example.fi']);
    expect(message.header('subject')).toBe('Palauta salasanasi');
    const token = /http:\/\/localhost:3000\/fi\?change_password=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await api.request('/api/auth/password-reset/confirm?locale=fi&sid=4', {
      method: 'POST',
      json: { token, password: 'second-password-2' },
    });
    expect(confirmed.status).toBe(200);
  });

  it('a server that refuses the mail leaves it queued with the reason; a later round sends it', async () => {
    smtp.refuse(true);
    await api.request('/api/auth/password-reset?locale=sv&sid=1', {
      method: 'POST',
      json: { email: 'nils@example.se' },
    });
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    expect(smtp.received).toHaveLength(0);
    const waiting = await outboxRow('nils@example.se', 'password-reset');
    expect(waiting.sent_at).toBeNull();
    expect(Number(waiting.attempts)).toBe(1);
    expect(waiting.last_error).toContain('451');
    expect(Date.parse(waiting.next_try_at ?? '')).toBeGreaterThan(Date.now());

    // Not before its next try is due.
    smtp.refuse(false);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(await deliver(new Date(Date.now() + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[0]?.to).toEqual(['nils@example.se']);
    const sent = await outboxRow('nils@example.se', 'password-reset');
    expect(sent.sent_at).not.toBeNull();
    expect(Number(sent.attempts)).toBe(2);
    expect(sent.last_error).toBeNull();
  });

  it('a server that is down leaves the mail queued', async () => {
    const down = createSmtpTransport(`smtp://shop:smtp-secret@127.0.0.1:${await closedPort()}`, from);
    await api.request('/api/auth/register?locale=nl&sid=6', {
      method: 'POST',
      json: { email: 'daan@example.nl', password: 'first-password-1', name: 'Daan de Vries' },
    });
    expect(await deliverOutbox({ db: api.database.db, transport: down })).toEqual({ sent: 0, failed: 1 });
    down.close();
    const row = await outboxRow('daan@example.nl', 'verify-email');
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    expect(await deliver(new Date(Date.now() + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect(readMessage(smtp.received[0]?.raw ?? '').header('subject')).toBe('Bevestig je account');
  });

  it('two senders at once (two processes) send each mail once', async () => {
    for (const name of ['a', 'b', 'c', 'd']) {
      await api.request('/api/auth/register?locale=sv&sid=1', {
        method: 'POST',
        json: { email: `${name}-twice@example.se`, password: 'first-password-1', name },
      });
    }
    const other = createSmtpTransport(smtp.url, from);
    const [first, second] = await Promise.all([
      deliver(),
      deliverOutbox({ db: api.database.db, transport: other }),
    ]);
    other.close();
    expect(first.sent + second.sent).toBe(4);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
      'a-twice@example.se',
      'b-twice@example.se',
      'c-twice@example.se',
      'd-twice@example.se',
    ]);
  });
});
