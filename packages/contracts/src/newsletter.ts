import { z } from 'zod';

/** POST /api/newsletter: the footer's signup, per store (the store comes from locale and sid). */
export const newsletterSignupSchema = z.object({
  email: z.string().trim().toLowerCase().email('must be an e-mail address').max(254),
});

/** POST /api/newsletter/unsubscribe: the token of the signed link in every newsletter. */
export const newsletterUnsubscribeSchema = z.object({ token: z.string().min(10).max(500) });

export const newsletterResponseSchema = z.object({
  ok: z.literal(true),
  status: z.enum(['subscribed', 'unsubscribed']),
});

export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
