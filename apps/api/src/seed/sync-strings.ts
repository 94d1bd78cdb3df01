import { localeCodes } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import { publishChange } from '../cache/change-feed.ts';
import type { Database } from '../db/schema.ts';
import { uiStrings } from './ui-strings.seed.ts';

/**
 * The shopper's texts are not demo data: every start adds the strings the code has and the
 * database lacks (a new screen's texts after an upgrade, or all of them in a database that was
 * never seeded). A text that exists is left as it is, so an edited one stays edited. It reads and
 * adds in one transaction, and announces what it added to every process (the change feed).
 */
export async function syncStrings(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const present = new Set(
      (await trx.selectFrom('strings').select(['locale', 'key']).execute()).map(
        (row) => `${row.locale} ${row.key}`,
      ),
    );
    const missing = Object.entries(uiStrings).flatMap(([key, texts]) =>
      localeCodes
        .filter((locale) => !present.has(`${locale} ${key}`))
        .map((locale) => ({ locale, key, value: texts[locale] })),
    );
    for (let index = 0; index < missing.length; index += 500) {
      await trx
        .insertInto('strings')
        .values(missing.slice(index, index + 500))
        .execute();
    }
    if (missing.length > 0) await publishChange(trx, 'strings');
    return missing.length;
  });
}
