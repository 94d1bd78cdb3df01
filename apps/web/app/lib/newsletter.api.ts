import type { ApiCall } from './api-client.ts';
import { newsletterPath } from './footer-config.ts';

export type NewsletterOutcome = 'subscribed' | 'invalid' | 'failed';

/**
 * Spec 1: the footer's newsletter signup, POST /api/newsletter {email}. A 400 means the address
 * was refused; any other failure (network, server) is 'failed', and the form says so.
 */
export async function subscribeNewsletter(call: ApiCall, email: string): Promise<NewsletterOutcome> {
  try {
    await call({ method: 'POST', path: newsletterPath, body: { email } });
    return 'subscribed';
  } catch (error: unknown) {
    const status = typeof error === 'object' && error && 'status' in error ? error.status : undefined;
    return status === 400 || status === 422 ? 'invalid' : 'failed';
  }
}
