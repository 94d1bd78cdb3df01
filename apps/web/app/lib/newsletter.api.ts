import { type ApiCall, ApiError } from './api-client.ts';
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

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid' | 'failed';

/**
 * Spec 2, /unsubscribe: the signed link's token, POST /api/newsletter/unsubscribe {token}. A 400
 * is a token that is not ours or was altered; anything else failing is 'failed'.
 */
export async function unsubscribeNewsletter(call: ApiCall, token: string): Promise<UnsubscribeOutcome> {
  try {
    await call({ method: 'POST', path: `${newsletterPath}/unsubscribe`, body: { token } });
    return 'unsubscribed';
  } catch (error: unknown) {
    return error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed';
  }
}
