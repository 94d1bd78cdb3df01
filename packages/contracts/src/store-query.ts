import { isLocaleCode, type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import { z } from 'zod';

const storeQueryShape = {
  locale: z.enum(localeCodes, { message: `locale must be one of ${localeCodes.join(', ')}` }),
  sid: z.coerce
    .number({ message: 'sid must be a store id' })
    .int('sid must be a whole number')
    .positive('sid must be a store id'),
};

/** Spec 7: the pair must match: sid 4 belongs to fi and to nothing else. */
function checkStorePair(value: Readonly<Record<string, unknown>>, context: z.RefinementCtx): void {
  if (!isLocaleCode(value.locale)) return;
  const expected = storeIds[value.locale];
  if (expected !== value.sid) {
    context.addIssue({
      code: 'custom',
      path: ['sid'],
      message: `sid ${String(value.sid)} does not belong to locale ${value.locale} (its store id is ${expected})`,
    });
  }
}

/** Spec 7: every request carries the query parameters locale and sid (the store id). */
export const storeQuerySchema = z.object(storeQueryShape).superRefine(checkStorePair);

export type StoreQuery = { locale: LocaleCode; sid: number };

/** Adds locale and sid to another query schema. */
export function withStoreQuery<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, ...storeQueryShape }).superRefine(checkStorePair);
}

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
