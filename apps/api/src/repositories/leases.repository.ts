import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Takes the lease `name` for `holder` until `until`, when nobody holds it or its holder's time ran
 * out: one statement (insert, or update where expired), so of many processes trying at once exactly
 * one gets it. Returns whether this holder has it now.
 */
export async function takeLease(
  db: Kysely<Database>,
  lease: { readonly name: string; readonly holder: string },
  now: Date,
  until: Date,
): Promise<boolean> {
  const taken = await db
    .insertInto('leases')
    .values({ name: lease.name, holder: lease.holder, expires_at: until.toISOString() })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder: lease.holder, expires_at: until.toISOString() })
        .where('leases.expires_at', '<', now.toISOString()),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken?.holder === lease.holder;
}

/** Keeps a lease its holder still has until `until`; false when it was lost (it ran out and was taken). */
export async function renewLease(
  db: Kysely<Database>,
  lease: { readonly name: string; readonly holder: string },
  until: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('leases')
    .set({ expires_at: until.toISOString() })
    .where('name', '=', lease.name)
    .where('holder', '=', lease.holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a lease back, if this holder still has it. */
export async function releaseLease(
  db: Kysely<Database>,
  lease: { readonly name: string; readonly holder: string },
): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', lease.name).where('holder', '=', lease.holder).execute();
}
