import type { Generated } from 'kysely';

/** A CSV import of products, prices and stock (issue 17), run in the background (migration 0018). */
export interface ImportJobsTable {
  id: Generated<number>;
  /** queued, running, succeeded or failed. */
  status: string;
  file_name: string;
  /** The staff member who started it; null from the command line. */
  staff_id: number | null;
  /** E-mail address of the member, or 'command line'. */
  actor: string;
  /** Data rows of the file. */
  total_rows: number;
  /** Rows written so far. */
  processed_rows: number;
  created_count: number;
  updated_count: number;
  unchanged_count: number;
  /** Why a failed job failed. */
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** Touched after every batch: a running job whose heartbeat stopped belongs to a dead process. */
  heartbeat_at: string;
}

export interface ImportTables {
  import_jobs: ImportJobsTable;
}
