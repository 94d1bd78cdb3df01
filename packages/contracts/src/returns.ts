import { z } from 'zod';

export const returnReasons = [
  'defective',
  'wrong-item',
  'not-as-described',
  'changed-mind',
  'other',
] as const;

/** POST /api/orders/{ref}/returns: lines (by their position in the order) and quantities, with a reason. */
export const createReturnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        position: z.number().int().min(1),
        quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(5000),
      }),
    )
    .min(1, 'pick at least one line')
    .max(200),
  reason: z.enum(returnReasons, { message: `must be one of ${returnReasons.join(', ')}` }),
  comment: z.string().trim().max(2000).optional(),
});

export const returnResponseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  reason: z.enum(returnReasons),
  comment: z.string().nullable(),
  created_at: z.string(),
  /** Why the shop rejected the return, when it did. */
  rejection_reason: z.string().nullable(),
  lines: z.array(
    z.object({ position: z.number().int(), sku: z.string(), name: z.string(), quantity: z.number().int() }),
  ),
  status_history: z.array(z.object({ status: z.string(), at: z.string() })),
});

/** What can still be returned from an order, line by line. */
export const returnableResponseSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  returnable: z.boolean(),
  lines: z.array(
    z.object({
      position: z.number().int(),
      sku: z.string(),
      name: z.string(),
      bought: z.number().int(),
      returnable: z.number().int(),
    }),
  ),
});

export type CreateReturnRequest = z.infer<typeof createReturnRequestSchema>;
export type ReturnResponse = z.infer<typeof returnResponseSchema>;
export type ReturnableResponse = z.infer<typeof returnableResponseSchema>;
