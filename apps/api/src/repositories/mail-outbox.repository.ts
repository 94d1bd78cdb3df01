import type { Kysely, Selectable } from 'kysely';
import type { MailOutboxTable } from '../db/accounts.schema.ts';
import type { Database } from '../db/schema.ts';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  /** The plain-text part. */
  readonly body: string;
  /** The HTML part, when the mail has one. */
  readonly html?: string;
  /** Documents attached when the mail is sent (drawn then from what was issued). */
  readonly attachments?: readonly MailAttachmentRef[];
  readonly kind: string;
  readonly locale: string;
}

/** An invoice or credit note (invoices.id) attached as its PDF. */
export interface MailAttachmentRef {
  readonly kind: 'invoice';
  readonly invoice_id: number;
}

export type OutboxRow = Selectable<MailOutboxTable>;

export async function insertMail(db: Kysely<Database>, mail: OutgoingMail, now: string): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.body,
      body_html: mail.html ?? null,
      attachments: mail.attachments && mail.attachments.length > 0 ? JSON.stringify(mail.attachments) : null,
      kind: mail.kind,
      locale: mail.locale,
      created_at: now,
      sent_at: null,
      next_try_at: null,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of unsent mail whose turn it is: never tried, or its next try is due. Oldest first. */
export async function listDueMail(db: Kysely<Database>, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('next_try_at', 'is', null), eb('next_try_at', '<=', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims one due mail for sending until `until`, counting the try. Of two processes only one
 * gets the row; the claim runs out by itself if its process dies while sending.
 */
export async function claimMail(
  db: Kysely<Database>,
  id: number,
  now: string,
  until: string,
): Promise<OutboxRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_try_at: until, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('next_try_at', 'is', null), eb('next_try_at', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

export async function markMailSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, next_try_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** The mail stays in the outbox, to be tried again at `nextTryAt`. */
export async function markMailFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
  nextTryAt: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_try_at: nextTryAt, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}
