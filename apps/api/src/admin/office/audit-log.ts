import type { AuditEntry } from '@shop/contracts/admin-office';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AuditFilter, findAuditEntries } from '../../repositories/audit.repository.ts';

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function readAuditLog(
  db: Kysely<Database>,
  filter: AuditFilter & { page: number; per_page: number },
): Promise<{ entries: AuditEntry[]; total: number; page: number; per_page: number }> {
  const { rows, total } = await findAuditEntries(db, filter, {
    offset: (filter.page - 1) * filter.per_page,
    limit: filter.per_page,
  });
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      before: parsed(row.before),
      after: parsed(row.after),
      address: row.address,
    })),
    total,
    page: filter.page,
    per_page: filter.per_page,
  };
}
