import { importJobParamsSchema, importQuerySchema } from '@shop/contracts/admin-imports';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { parseInput } from '../../http/parse.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import { exportProductsCsv } from '../imports/export-products.ts';
import {
  checkImportFile,
  type ImportDeps,
  queueImport,
  readImportJob,
  runImport,
} from '../imports/import-products.ts';

/** The largest CSV an import takes: 100,000 rows of every column are about 40 MB. */
export const importFileLimitBytes = 50 * 1024 * 1024;

/** The uploaded file of a multipart request, as UTF-8 text. */
async function readUploadedCsv(request: FastifyRequest): Promise<{ name: string; text: string }> {
  if (!request.isMultipart()) {
    throw badRequest('Send the CSV as multipart/form-data, in a field named file');
  }
  const file = await request.file({ limits: { fileSize: importFileLimitBytes, files: 1 } });
  if (!file) throw badRequest('The upload has no file: send the CSV in a field named file');
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'FILE_TOO_LARGE',
        413,
        `The file is larger than ${importFileLimitBytes / 1024 / 1024} MB`,
      );
    }
    throw error;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw badRequest('The file is not UTF-8 text: save it as "CSV UTF-8"');
  }
  return { name: (file.filename || 'products.csv').slice(0, 300), text };
}

/** The CSV import and export of products, prices and stock (issue 17). */
export function adminImportHandlers(deps: Pick<ImportDeps, 'database' | 'now'>): AdminHandlers {
  return {
    'POST /api/admin/imports': async (call) => {
      const { dry_run: dryRun } = parseInput(importQuerySchema, call.request.query, 'query');
      const upload = await readUploadedCsv(call.request);
      const checked = await checkImportFile(deps, upload.text);
      if (dryRun) return checked.report;
      if (checked.report.errors.length > 0) {
        // Nothing is written while any row is wrong.
        call.reply.status(422);
        return { ...checked.report, dry_run: false };
      }
      const importDeps: ImportDeps = { ...deps, log: call.request.log };
      const request = { fileName: upload.name, actor: memberOf(call).actor, checked };
      const job = await queueImport(importDeps, request);
      // The job runs on after the answer; runImport records its own failure and never rejects.
      void runImport(importDeps, job.id, request);
      call.reply.status(202);
      return { ...checked.report, dry_run: false, job };
    },

    'GET /api/admin/imports/{importId}': async ({ request }) => {
      const { importId } = parseInput(importJobParamsSchema, request.params, 'path');
      const job = await readImportJob(deps, importId);
      if (!job) throw notFound(`No import ${importId}`);
      return job;
    },

    'GET /api/admin/exports/products.csv': async ({ reply }) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"');
      return exportProductsCsv(deps.database.db);
    },
  };
}
