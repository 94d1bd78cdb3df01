import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Signing up again after unsubscribing subscribes the address again. */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
  locale: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email, locale, status: 'subscribed', subscribed_at: now, unsubscribed_at: null })
    .onConflict((conflict) =>
      conflict
        .columns(['email', 'locale'])
        .doUpdateSet({ status: 'subscribed', subscribed_at: now, unsubscribed_at: null }),
    )
    .execute();
}

export async function unsubscribe(
  db: Kysely<Database>,
  email: string,
  locale: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: now })
    .where('email', '=', email)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
