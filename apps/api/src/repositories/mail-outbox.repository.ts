import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly kind: string;
  readonly locale: string;
}

export async function insertMail(db: Kysely<Database>, mail: OutgoingMail, now: string): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.body,
      kind: mail.kind,
      locale: mail.locale,
      created_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
