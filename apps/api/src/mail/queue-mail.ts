import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertMail, type OutgoingMail } from '../repositories/mail-outbox.repository.ts';

export interface MailLog {
  info(object: Record<string, unknown>, message: string): void;
}

/**
 * Mail goes to the outbox table, in the same transaction as the change that caused it, and to the
 * log; with SMTP_URL set, deliver-outbox.ts sends it on and marks it sent (README, Configuration).
 */
export async function queueMail(
  db: Kysely<Database>,
  mail: OutgoingMail,
  now: Date,
  log?: MailLog,
): Promise<number> {
  const id = await insertMail(db, mail, now.toISOString());
  log?.info({ mailId: id, to: mail.to, kind: mail.kind, subject: mail.subject }, 'mail queued');
  return id;
}
