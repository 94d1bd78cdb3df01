import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface NewErrorReport {
  readonly received_at: string;
  readonly locale: string;
  readonly level: string;
  readonly error: string;
  readonly stack: string | null;
  readonly user_agent: string | null;
  readonly url: string | null;
}

/** Keeps the newest reports only, so a flood of errors cannot fill the disk. */
export const errorReportRetention = 10_000;

export async function insertErrorReport(db: Kysely<Database>, report: NewErrorReport): Promise<number> {
  const row = await db.insertInto('error_reports').values(report).returning('id').executeTakeFirstOrThrow();
  // Every hundredth report trims the table back to the newest reports.
  if (row.id % 100 === 0) {
    await db
      .deleteFrom('error_reports')
      .where('id', '<=', row.id - errorReportRetention)
      .execute();
  }
  return row.id;
}

export async function countErrorReports(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('error_reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
