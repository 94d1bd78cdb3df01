import { z } from 'zod';
import { withStoreQuery } from './store-query.ts';

/** Spec 7: POST /captuerr. Body at most 32 KB; fields are cut to their limits only by refusing. */
export const errorReportBodyLimit = 32 * 1024;

export const errorReportQuerySchema = withStoreQuery({});
export const errorReportBodySchema = z.object({
  error: z
    .string()
    .trim()
    .min(1, 'error must not be empty')
    .max(2000, 'error must be at most 2000 characters'),
  level: z
    .enum(['fatal', 'error', 'warning', 'info', 'debug'], {
      message: 'level must be fatal, error, warning, info or debug',
    })
    .default('error'),
  stack: z.string().max(16_000, 'stack must be at most 16000 characters').nullable().optional(),
  userAgent: z.string().max(500, 'userAgent must be at most 500 characters').nullable().optional(),
  url: z.string().max(2000, 'url must be at most 2000 characters').nullable().optional(),
});
export type ErrorReportBody = z.infer<typeof errorReportBodySchema>;
export const errorReportResponseSchema = z.object({ id: z.number().int(), received_at: z.string() });
