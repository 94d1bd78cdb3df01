import type { ImportChange, ImportError, ImportJob, ImportReport } from '@shop/contracts/admin-imports';
import { catalogCacheFor } from '../../cache/catalog-cache.ts';
import { publishChange } from '../../cache/change-feed.ts';
import type { ShopDatabase } from '../../db/database.ts';
import { inTransaction } from '../../orders/transactions.ts';
import { createSearchIndex } from '../../search/create-search-index.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { lockProducts } from '../catalog/variation-rules.ts';
import { applyBatch } from './apply-import.ts';
import {
  failStaleImportJobs,
  findImportJob,
  finishImportJob,
  importJobView,
  insertImportJob,
  markImportRunning,
  recordImportProgress,
} from './import-jobs.repository.ts';
import {
  buildFileContext,
  checkBatchOptions,
  checkVariationOptions,
  importBatchSize,
  isOptionRow,
  listedChanges,
  orderRowsForImport,
  planBatch,
  tallyChanges,
} from './plan-import.ts';
import { type CsvRow, parseProductCsv } from './product-csv.ts';
import { findParentIds, loadCatalogCodes, refreshCatalogStatistics } from './product-import.repository.ts';

/**
 * The CSV import of products, prices and stock (issue 17), one flow for the back office and the
 * command line: `checkImportFile` reads and plans the whole file and writes nothing (the dry run,
 * and the check in front of every real import); `runImport` writes a checked file batch by batch,
 * each batch in its own transaction with the search documents of the products it wrote, and ends
 * with one change announcement. Idempotent by SKU: a row whose product already reads as the row
 * does changes nothing.
 */

export interface ImportDeps {
  readonly database: ShopDatabase;
  readonly now: () => Date;
  /** Structured progress and failures (the server's pino logger, or the command line's). */
  readonly log: {
    info(data: Record<string, unknown>, message: string): void;
    error(data: Record<string, unknown>, message: string): void;
  };
}

/** A file read and planned: its report, and the good rows in the order they are written. */
export interface CheckedImport {
  readonly report: ImportReport;
  readonly rows: readonly CsvRow[];
}

const listedErrors = 1000;

/** Reads and plans a whole file against the shop as it is; writes nothing. */
export async function checkImportFile(
  deps: Pick<ImportDeps, 'database'>,
  text: string,
  onProgress: (planned: number, total: number) => void = () => {},
): Promise<CheckedImport> {
  const db = deps.database.db;
  const parsed = parseProductCsv(text);
  const errors: ImportError[] = [...parsed.errors];
  const rows = orderRowsForImport(parsed.rows);
  const tally = { created: 0, updated: 0, unchanged: 0, products: [] as ImportChange[] };
  if (rows.length > 0) {
    const codes = await loadCatalogCodes(db);
    const { context, errors: fileErrors } = buildFileContext(rows, codes);
    errors.push(...fileErrors, ...(await checkVariationOptions(db, rows)));
    for (let index = 0; index < rows.length; index += importBatchSize) {
      const batch = rows.slice(index, index + importBatchSize);
      const { planned, errors: batchErrors } = await planBatch(db, batch, context);
      errors.push(...batchErrors);
      tallyChanges(tally, planned);
      onProgress(Math.min(index + importBatchSize, rows.length), rows.length);
    }
  }
  errors.sort((a, b) => a.row - b.row);
  tally.products.sort((a, b) => a.row - b.row);
  return {
    rows,
    report: {
      dry_run: true,
      rows: parsed.rowCount,
      errors: errors.slice(0, listedErrors),
      errors_truncated: errors.length > listedErrors,
      changes: tally.created + tally.updated,
      created: tally.created,
      updated: tally.updated,
      unchanged: tally.unchanged,
      products: tally.products,
      products_truncated: tally.created + tally.updated > listedChanges,
      job: null,
    },
  };
}

/** The file and who imports it. */
export interface ImportRequest {
  readonly fileName: string;
  readonly actor: Actor;
  readonly checked: CheckedImport;
}

/** Creates the job of a checked file without errors (queued); `runImport` then writes it. */
export async function queueImport(deps: ImportDeps, request: ImportRequest): Promise<ImportJob> {
  if (request.checked.report.errors.length > 0) throw new Error('A file with errors is never imported');
  const job = await insertImportJob(
    deps.database.db,
    {
      fileName: request.fileName,
      staffId: request.actor.staffId,
      actor: request.actor.name,
      rows: request.checked.report.rows,
    },
    deps.now(),
  );
  return importJobView(job);
}

/**
 * Writes the file of a queued job, batch by batch. Each batch is planned again inside its
 * transaction, its variations' options checked again with their products locked (the shop may
 * have changed since the check): a row that has become wrong stops the job there, with the
 * batches before it written (importing the file again finishes it, as the rows already written
 * change nothing). A batch that meets another write in a deadlock (or, on SQLite, a file locked
 * by another process for too long) is rolled back and run again, as any write is. Resolves when
 * the job has ended; never rejects.
 */
export async function runImport(
  deps: ImportDeps,
  jobId: number,
  request: ImportRequest,
  onProgress: (job: { processed: number; total: number }) => void = () => {},
): Promise<ImportJob> {
  const db = deps.database.db;
  const rows = request.checked.rows;
  let tally = { created: 0, updated: 0, unchanged: 0, products: [] as ImportChange[] };
  const started = Date.now();
  try {
    await markImportRunning(db, jobId, deps.now());
    const codes = await loadCatalogCodes(db);
    const { context } = buildFileContext(rows, codes);
    let createdAtLastStatistics = 0;
    let changed = 0;
    const search = createSearchIndex(deps.database, catalogCacheFor(deps.database));
    for (let index = 0; index < rows.length; index += importBatchSize) {
      const batch = rows.slice(index, index + importBatchSize);
      // A deadlock with another write (an order taking stock, staff editing a product) rolls the
      // batch back and runs it again; only what the batch committed is counted.
      const written = await inTransaction(db, async (trx) => {
        // The variations' products locked (ascending id) before the batch is planned, and their
        // options checked again: the one rule of variation-rules.ts, here for a whole batch.
        const options = batch.filter(isOptionRow);
        await lockProducts(
          trx,
          await findParentIds(
            trx,
            options.map((row) => row.values.parent_sku ?? '').filter((sku) => sku !== ''),
            options.map((row) => row.sku),
          ),
        );
        const { planned, errors } = await planBatch(trx, batch, context);
        errors.push(...(await checkBatchOptions(trx, batch, rows.slice(index + batch.length))));
        errors.sort((a, b) => a.row - b.row);
        const first = errors[0];
        if (first) {
          throw new Error(
            `Row ${first.row}, ${first.column}: ${first.message} (the shop changed since the file was checked)`,
          );
        }
        const changedIds = await applyBatch(trx, planned, codes, deps.now());
        // Issue 17: a write updates its products' search documents, in its own transaction; an
        // import never rebuilds the whole index.
        await search.refreshProducts(trx, changedIds);
        const counted = { ...tally, products: [...tally.products] };
        tallyChanges(counted, planned);
        await recordImportProgress(trx, jobId, { processed: index + batch.length, ...counted }, deps.now());
        return { counted, changed: changedIds.length };
      });
      tally = written.counted;
      changed += written.changed;
      onProgress({ processed: index + batch.length, total: rows.length });
      if (tally.created - createdAtLastStatistics >= statisticsEvery) {
        await refreshCatalogStatistics(db, deps.database.dialect);
        createdAtLastStatistics = tally.created;
      }
    }
    if (tally.created > createdAtLastStatistics) await refreshCatalogStatistics(db, deps.database.dialect);
    await inTransaction(db, async (trx) => {
      // Every process drops what it cached of the catalog (and of the search index's word list).
      if (changed > 0) await publishChange(trx, 'catalog', '', deps.now());
      await recordAudit(
        trx,
        request.actor,
        {
          action: 'catalog.import',
          entityType: 'import',
          entityId: jobId,
          before: null,
          after: {
            file: request.fileName,
            rows: rows.length,
            created: tally.created,
            updated: tally.updated,
            unchanged: tally.unchanged,
          },
        },
        deps.now(),
      );
      await finishImportJob(trx, jobId, { status: 'succeeded', error: null }, deps.now());
    });
    deps.log.info(
      { importId: jobId, rows: rows.length, ...tally, products: undefined, ms: Date.now() - started },
      'import finished',
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ importId: jobId, err: error }, 'import failed');
    try {
      await finishImportJob(db, jobId, { status: 'failed', error: message }, deps.now());
      await recordAudit(
        db,
        request.actor,
        {
          action: 'catalog.import_failed',
          entityType: 'import',
          entityId: jobId,
          before: null,
          after: { file: request.fileName, rows: rows.length, error: message, ...tally, products: undefined },
        },
        deps.now(),
      );
    } catch (recordError) {
      deps.log.error({ importId: jobId, err: recordError }, 'could not record the failed import');
    }
  }
  const job = await findImportJob(db, jobId);
  if (!job) throw new Error(`Import ${jobId} vanished`);
  return importJobView(job);
}

/** New products between two refreshes of PostgreSQL's statistics during an import. */
const statisticsEvery = 10_000;

/** A running job touches its heartbeat after every batch; one silent this long has lost its process. */
export const importHeartbeatLimitMs = 5 * 60_000;

/**
 * Marks the jobs of dead processes failed, so no job stays "running" forever: at every start of a
 * server, and whenever a job is read.
 */
export async function failAbandonedImports(deps: Pick<ImportDeps, 'database' | 'now'>): Promise<number> {
  const now = deps.now();
  return failStaleImportJobs(
    deps.database.db,
    new Date(now.getTime() - importHeartbeatLimitMs),
    'The process running this import stopped before it finished. Import the file again: the rows already written change nothing.',
    now,
  );
}

export async function readImportJob(
  deps: Pick<ImportDeps, 'database' | 'now'>,
  id: number,
): Promise<ImportJob | undefined> {
  await failAbandonedImports(deps);
  const job = await findImportJob(deps.database.db, id);
  return job ? importJobView(job) : undefined;
}
