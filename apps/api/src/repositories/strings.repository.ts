import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function findStrings(db: Kysely<Database>, locale: LocaleCode): Promise<Record<string, string>> {
  const rows = await db.selectFrom('strings').select(['key', 'value']).where('locale', '=', locale).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
