import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';

export interface BackupProgress {
  readonly totalPages: number;
  readonly remainingPages: number;
}

export interface BackupOptions {
  /** The shop's SQLite file; it may be in use by the running shop. */
  readonly source: string;
  readonly target: string;
  /** Replace an existing target; without it an existing file is never touched. */
  readonly force?: boolean;
  /** Pages copied per step; between steps the shop's writes go on. */
  readonly pagesPerStep?: number;
  readonly onProgress?: (progress: BackupProgress) => void;
}

export interface BackupResult {
  readonly bytes: number;
  readonly milliseconds: number;
  readonly pages: number;
}

export class BackupRefused extends Error {}

/**
 * An online, consistent copy of the shop's SQLite database (issue 18), through SQLite's backup
 * API (better-sqlite3's db.backup): the shop keeps serving and writing while it runs. A write of
 * another connection between two steps makes SQLite start the copy again; after one such restart
 * the rest is copied in one step, so a busy shop cannot keep the backup from finishing. The copy
 * is written beside the target, turned into a single self-contained file (no -wal), checked with
 * `pragma integrity_check`, and only then given the target's name.
 */
export async function backupSqlite(options: BackupOptions): Promise<BackupResult> {
  const { source, target } = options;
  if (!existsSync(source)) throw new BackupRefused(`There is no SQLite database at ${source}`);
  if (existsSync(target) && !options.force) {
    throw new BackupRefused(`${target} exists already: choose another file, or add --force to replace it`);
  }
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const started = performance.now();
  const database = new Database(source, { fileMustExist: true });
  let pages = 0;
  try {
    database.pragma('busy_timeout = 5000');
    const pagesPerStep = options.pagesPerStep ?? 1024;
    let lastRemaining = Number.POSITIVE_INFINITY;
    let restarted = false;
    const result = await database.backup(partial, {
      progress: ({ totalPages, remainingPages }) => {
        if (remainingPages > lastRemaining) restarted = true;
        lastRemaining = remainingPages;
        options.onProgress?.({ totalPages, remainingPages });
        return restarted ? 0x7fffffff : pagesPerStep;
      },
    });
    pages = result.totalPages;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    database.close();
  }
  checkCopy(partial);
  renameSync(partial, target);
  return { bytes: statSync(target).size, milliseconds: performance.now() - started, pages };
}

/** The copy as one file in rollback-journal mode, whole by SQLite's own check; else it is removed. */
function checkCopy(file: string): void {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const answer = copy.pragma('integrity_check', { simple: true });
    if (answer !== 'ok') throw new Error(`The copy failed SQLite's integrity_check: ${String(answer)}`);
  } catch (error) {
    copy.close();
    rmSync(file, { force: true });
    throw error;
  }
  copy.close();
}
