import type { CurrentDeal } from '@shop/contracts/content';
import type { ApiCall } from './api-client.ts';

export type Deal = CurrentDeal;

/**
 * Spec 7: GET /api/current-deal (404 when no deal runs). Null when there is no deal or the call
 * fails (spec 8: silent, the banner hides).
 */
export async function fetchCurrentDeal(call: ApiCall): Promise<Deal | null> {
  try {
    const answer = await call<Deal>({ method: 'GET', path: '/api/current-deal' });
    return typeof answer.body?.product_slug === 'string' ? answer.body : null;
  } catch {
    return null;
  }
}

/** Spec 4, Deal banner: active only while now is between starts_at and expires_at. */
export function isDealActive(deal: Deal, now: number): boolean {
  const starts = Date.parse(deal.starts_at);
  const expires = Date.parse(deal.expires_at);
  if (Number.isNaN(starts) || Number.isNaN(expires)) return false;
  return now >= starts && now < expires;
}

/** Whole seconds left until the deal expires, never below zero. */
export function secondsUntilExpiry(deal: Deal, now: number): number {
  return Math.max(0, Math.floor((Date.parse(deal.expires_at) - now) / 1000));
}
