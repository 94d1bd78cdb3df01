import type { Kysely, Selectable } from 'kysely';
import type { AuditLogTable } from '../db/back-office.schema.ts';
import type { Database } from '../db/schema.ts';

export type AuditRow = Selectable<AuditLogTable>;

export interface AuditEntryInput {
  readonly at: string;
  readonly staffId: number | null;
  readonly actor: string;
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly address: string | null;
}

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export async function insertAuditEntry(db: Kysely<Database>, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      staff_id: entry.staffId,
      actor: entry.actor,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: json(entry.before),
      after: json(entry.after),
      address: entry.address,
    })
    .execute();
}

export interface AuditFilter {
  readonly entityType?: string | undefined;
  readonly entityId?: string | undefined;
  readonly actor?: string | undefined;
  readonly action?: string | undefined;
}

/** Entries newest first, a page at a time, with the number of all that match. */
export async function findAuditEntries(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (filter.entityType) query = query.where('entity_type', '=', filter.entityType);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  if (filter.actor) query = query.where('actor', '=', filter.actor.toLowerCase());
  if (filter.action) query = query.where('action', '=', filter.action);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
