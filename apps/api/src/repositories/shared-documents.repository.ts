import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface SharedDocumentRow {
  readonly name: string;
  readonly version: number;
  readonly body: string;
  readonly built_at: string;
  readonly builds: number;
}

export async function findSharedDocument(
  db: Kysely<Database>,
  name: string,
): Promise<SharedDocumentRow | undefined> {
  const row = await db
    .selectFrom('shared_documents')
    .select(['name', 'version', 'body', 'built_at', 'builds'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { ...row, version: Number(row.version), builds: Number(row.builds) } : undefined;
}

/** Only the facts, not the body: what a process that waits for another's build asks. */
export async function findSharedDocumentVersion(
  db: Kysely<Database>,
  name: string,
): Promise<{ readonly version: number; readonly built_at: string } | undefined> {
  const row = await db
    .selectFrom('shared_documents')
    .select(['version', 'built_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { version: Number(row.version), built_at: row.built_at } : undefined;
}

/** Stores a newly built document, counting the build. */
export async function saveSharedDocument(
  db: Kysely<Database>,
  document: { readonly name: string; readonly version: number; readonly body: string },
  at: Date,
): Promise<void> {
  await db
    .insertInto('shared_documents')
    .values({ ...document, built_at: at.toISOString(), builds: 1 })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet((eb) => ({
        version: document.version,
        body: document.body,
        built_at: at.toISOString(),
        builds: eb('shared_documents.builds', '+', 1),
      })),
    )
    .execute();
}
