import type { TokensResponse } from '@shop/contracts/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { consumeAccountToken } from '../repositories/account-tokens.repository.ts';
import { findCustomerById } from '../repositories/customers.repository.ts';
import { accountScope } from './accounts.ts';
import { issueTokens } from './sessions.ts';
import { hashSecret } from './tokens.ts';

export type TokenLoginOutcome =
  | { readonly ok: true; readonly tokens: TokensResponse }
  | { readonly ok: false; readonly code: 'LINK_TOKEN_INVALID' };

/**
 * Spec 2 and 4: `?token=` logs the shopper in as the account login. The token is the one-time
 * secret of a login link the shop mailed (requestLoginLink: 30 minutes, the newest only), traded
 * here once for a session: a fresh access token and a refresh token that starts a rotation family.
 * An access token is never accepted: it once let any leaked one-hour token become a 30-day
 * session (issue 22, point 12).
 */
export async function exchangeLinkToken(
  db: Kysely<Database>,
  secret: string,
  linkToken: string,
  now: Date,
): Promise<TokenLoginOutcome> {
  return db.transaction().execute(async (trx) => {
    const customerId = await consumeAccountToken(trx, hashSecret(linkToken), 'login-link', now.toISOString());
    const customer = customerId === null ? undefined : await findCustomerById(trx, customerId);
    if (!customer) return { ok: false, code: 'LINK_TOKEN_INVALID' } as const;
    const tokens = await issueTokens(
      trx,
      secret,
      { kind: 'account', id: customer.id, scope: accountScope(customer) },
      now,
    );
    return { ok: true, tokens } as const;
  });
}
