import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertAuditEntry } from '../repositories/audit.repository.ts';

/** Who makes an admin write: a signed-in member, or the command line. */
export interface Actor {
  readonly staffId: number | null;
  /** The member's e-mail address, or 'command line'. */
  readonly name: string;
  readonly address: string | null;
}

export const commandLineActor: Actor = { staffId: null, name: 'command line', address: null };

/**
 * Every admin write records who, when, what, and the values before and after, in the same
 * transaction as the write: an audited change is never lost, nor a change made without its entry.
 */
export async function recordAudit(
  db: Kysely<Database>,
  actor: Actor,
  entry: { action: string; entityType: string; entityId: string | number; before: unknown; after: unknown },
  now: Date,
): Promise<void> {
  await insertAuditEntry(db, {
    at: now.toISOString(),
    staffId: actor.staffId,
    actor: actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before,
    after: entry.after,
    address: actor.address,
  });
}
