import { z } from 'zod';

/**
 * The CSV import and export of products, prices and stock (issue 17). The file's columns are
 * described in the README ("Importing products from CSV") and in
 * apps/api/src/admin/imports/product-csv.ts.
 */

/** `?dry_run=true` (the default) only reports; `false` starts the import as a background job. */
export const importQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

/** One thing wrong with the file: `row` is the 1-based data row (the header is not counted; 0: the header itself). */
export const importErrorSchema = z.object({
  row: z.number().int().min(0),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** What importing a row would do to its product: the columns whose values change. */
export const importChangeSchema = z.object({
  row: z.number().int().min(1),
  sku: z.string(),
  action: z.enum(['create', 'update']),
  fields: z.array(z.string()),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

export const importJobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

export const importJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(importJobStatuses),
  file_name: z.string(),
  actor: z.string(),
  rows: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/**
 * The answer to an import: every error with its row and column, and what the file changes.
 * `changes` counts the products that would be created or updated (0: importing it changes
 * nothing); `products` lists them, the first 500 (`products_truncated` says when there are more).
 * A real import without errors also answers its job.
 */
export const importReportSchema = z.object({
  dry_run: z.boolean(),
  rows: z.number().int(),
  errors: z.array(importErrorSchema),
  /** True when more errors were found than listed (the first 1,000 are). */
  errors_truncated: z.boolean(),
  changes: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  products: z.array(importChangeSchema),
  products_truncated: z.boolean(),
  job: importJobSchema.nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importJobParamsSchema = z.object({
  importId: z.coerce.number().int().min(1).max(2_147_483_647),
});
