import type { ImportJob, ImportReport } from '@shop/contracts/admin-imports';
import { readApi, uploadApi } from './admin-client.ts';

export type { ImportJob, ImportReport };

/** The CSV import (issue 17): a dry run answers the report and writes nothing. */
export function uploadImport(file: File, dryRun: boolean): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadApi<ImportReport>('/imports', { dry_run: String(dryRun) }, form);
}

export function fetchImportJob(id: number, signal?: AbortSignal): Promise<ImportJob> {
  return readApi<ImportJob>(`/imports/${id}`, { signal });
}

/** The whole catalog in the import's columns: a plain link, the browser downloads it. */
export const productsExportUrl = '/api/admin/exports/products.csv';
