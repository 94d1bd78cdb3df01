import { z } from 'zod';
import { storeQuerySchema } from './store-query.ts';

/** GET /api/strings: the localized strings of one store, key -> text. */
export const stringsQuerySchema = storeQuerySchema;

export const stringsResponseSchema = z.record(z.string(), z.string());

export type StringsResponse = z.infer<typeof stringsResponseSchema>;
