import { z } from 'zod';
import { databaseIdSchema } from './ids.ts';

export const subscriptionIntervalNames = ['1-month', '2-months', '3-months', '6-months'] as const;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  interval: z.enum(subscriptionIntervalNames),
  status: z.enum(['active', 'paused', 'cancelled']),
  next_order_at: z.string(),
  source_order_id: z.number().int(),
  last_order_id: z.number().int().nullable(),
});

/** PATCH /api/subscriptions/{id}: pause, resume or cancel, and/or change the interval. */
export const updateSubscriptionSchema = z
  .object({
    action: z.enum(['pause', 'resume', 'cancel']).optional(),
    interval: z
      .enum(subscriptionIntervalNames, { message: `must be one of ${subscriptionIntervalNames.join(', ')}` })
      .optional(),
  })
  .refine((value) => value.action !== undefined || value.interval !== undefined, {
    message: 'give an action or an interval',
    path: ['action'],
  });

export const subscriptionParamsSchema = z.object({ id: z.coerce.number().pipe(databaseIdSchema) });

export type SubscriptionResponse = z.infer<typeof subscriptionSchema>;
