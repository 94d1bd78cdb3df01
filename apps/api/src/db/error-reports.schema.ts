import type { Generated } from 'kysely';

/** Spec 7, POST /captuerr: front-end error reports. */
export interface ErrorReportsTable {
  id: Generated<number>;
  received_at: string;
  locale: string;
  level: string;
  error: string;
  stack: string | null;
  user_agent: string | null;
  url: string | null;
}

export interface ErrorReportTables {
  error_reports: ErrorReportsTable;
}
