import type { ImportJob, ImportJobStatus } from '@shop/contracts/admin-imports';
import type { Kysely, Selectable } from 'kysely';
import type { ImportJobsTable } from '../../db/imports.schema.ts';
import type { Database } from '../../db/schema.ts';

export type ImportJobRow = Selectable<ImportJobsTable>;

export function importJobView(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    status: row.status as ImportJobStatus,
    file_name: row.file_name,
    actor: row.actor,
    rows: row.total_rows,
    processed: row.processed_rows,
    created: row.created_count,
    updated: row.updated_count,
    unchanged: row.unchanged_count,
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}

export async function insertImportJob(
  db: Kysely<Database>,
  job: { fileName: string; staffId: number | null; actor: string; rows: number },
  now: Date,
): Promise<ImportJobRow> {
  return db
    .insertInto('import_jobs')
    .values({
      status: 'queued',
      file_name: job.fileName,
      staff_id: job.staffId,
      actor: job.actor,
      total_rows: job.rows,
      processed_rows: 0,
      created_count: 0,
      updated_count: 0,
      unchanged_count: 0,
      error: null,
      created_at: now.toISOString(),
      started_at: null,
      finished_at: null,
      heartbeat_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findImportJob(db: Kysely<Database>, id: number): Promise<ImportJobRow | undefined> {
  return db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markImportRunning(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({ status: 'running', started_at: now.toISOString(), heartbeat_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Progress after a batch; it is also the job's heartbeat. */
export async function recordImportProgress(
  db: Kysely<Database>,
  id: number,
  progress: { processed: number; created: number; updated: number; unchanged: number },
  now: Date,
): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({
      processed_rows: progress.processed,
      created_count: progress.created,
      updated_count: progress.updated,
      unchanged_count: progress.unchanged,
      heartbeat_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function finishImportJob(
  db: Kysely<Database>,
  id: number,
  outcome: { status: 'succeeded' | 'failed'; error: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({
      status: outcome.status,
      error: outcome.error,
      finished_at: now.toISOString(),
      heartbeat_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** Jobs queued or running whose heartbeat stopped before `staleBefore`: their process is gone. */
export async function failStaleImportJobs(
  db: Kysely<Database>,
  staleBefore: Date,
  error: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('import_jobs')
    .set({ status: 'failed', error, finished_at: now.toISOString() })
    .where('status', 'in', ['queued', 'running'])
    .where('heartbeat_at', '<', staleBefore.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
