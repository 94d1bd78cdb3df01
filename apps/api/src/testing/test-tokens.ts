import type { Kysely } from 'kysely';
import { issueTokens, type SessionSubject } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';

/** An access token of a real session (a refresh-token family in the database), as a login gives. */
export async function sessionToken(
  db: Kysely<Database>,
  secret: string,
  subject: SessionSubject,
  now: Date = new Date(),
): Promise<string> {
  return (await issueTokens(db, secret, subject, now)).access_token;
}
