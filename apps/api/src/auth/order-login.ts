import type { TokensResponse } from '@shop/contracts/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findOrderForLogin } from '../repositories/order-queries.repository.ts';
import { claimLoginAttempt, settleLoginAttempt } from './login-limits.ts';
import { issueTokens } from './sessions.ts';

/** Spec 3 and 6: the single-order guest's scope. */
export const orderScope = 'my-order';

export type OrderLoginOutcome =
  | { readonly ok: true; readonly tokens: TokensResponse }
  | { readonly ok: false; readonly code: 'INVALID_ORDER_LOGIN' | 'RATE_LIMITED' };

function samePostalCode(a: string, b: string): boolean {
  const normalize = (code: string) => code.replace(/\s+/g, '').toUpperCase();
  return normalize(a) === normalize(b);
}

/**
 * The order login (spec 4): the order number with the order's e-mail address (and its postal code,
 * when given) gives a token for that one order. Attempts are counted before they are checked, per
 * order number and address, as account logins are (login-limits.ts).
 */
export async function loginToOrder(
  db: Kysely<Database>,
  secret: string,
  input: {
    orderNumber: string;
    email: string;
    postalCode?: string | undefined;
    address: string;
  },
  now: Date,
): Promise<OrderLoginOutcome> {
  const accountKey = `order:${input.orderNumber.trim().toUpperCase()}`;
  const claim = await claimLoginAttempt(db, accountKey, input.address, now);
  if (claim.blocked) return { ok: false, code: 'RATE_LIMITED' };
  const order = await findOrderForLogin(db, input.orderNumber);
  const matches =
    order !== undefined &&
    order.email.toLowerCase() === input.email.toLowerCase() &&
    (input.postalCode === undefined || samePostalCode(order.postalCode, input.postalCode));
  await settleLoginAttempt(db, claim.attemptId, matches);
  if (!order || !matches) return { ok: false, code: 'INVALID_ORDER_LOGIN' };
  return {
    ok: true,
    tokens: await issueTokens(db, secret, { kind: 'order', id: order.id, scope: orderScope }, now),
  };
}
