import type { TokensResponse } from '@shop/contracts/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { claimLinkToken } from '../repositories/account-tokens.repository.ts';
import { findCustomerById } from '../repositories/customers.repository.ts';
import { accountScope } from './accounts.ts';
import { issueTokens } from './sessions.ts';
import { hashSecret, verifyAccessToken } from './tokens.ts';

export type TokenLoginOutcome =
  | { readonly ok: true; readonly tokens: TokensResponse }
  | {
      readonly ok: false;
      readonly code: 'LINK_TOKEN_INVALID' | 'LINK_TOKEN_ORDER' | 'LINK_TOKEN_USED' | 'LINK_TOKEN_STALE';
    };

/**
 * Spec 2 and 4: `?token=<access token>` logs the shopper in as the account login, and tokens
 * last 3600 s "with refresh". The link carries only an access token, so the storefront trades it
 * here for a session of its own: a fresh access token and a refresh token that starts a new
 * rotation family (sessions.ts), refreshed and revoked like any login's.
 *
 * The trade gives a one-hour token a 30-day session, so it is guarded:
 * - the token must be a valid, unexpired account token signed by us (an order login's token is
 *   refused: it reads its own order and nothing else, spec 6);
 * - each token is traded once: a link that leaked after its owner used it opens nothing more;
 * - a token made before the account last changed (a new password, a reset that ended every
 *   session, new details) is refused, so a reset's "sign out everywhere" holds.
 */
export async function exchangeLinkToken(
  db: Kysely<Database>,
  secret: string,
  accessToken: string,
  now: Date,
): Promise<TokenLoginOutcome> {
  const claims = verifyAccessToken(secret, accessToken, now);
  if (!claims) return { ok: false, code: 'LINK_TOKEN_INVALID' };
  if (claims.kind !== 'account') return { ok: false, code: 'LINK_TOKEN_ORDER' };
  const customer = await findCustomerById(db, claims.sub);
  if (!customer || customer.email_verified_at === null) return { ok: false, code: 'LINK_TOKEN_INVALID' };
  // Whole seconds, as the token's iat: a change in the same second as the login does not count.
  if (Math.floor(Date.parse(customer.updated_at) / 1000) > claims.iat) {
    return { ok: false, code: 'LINK_TOKEN_STALE' };
  }
  return db.transaction().execute(async (trx) => {
    const claimed = await claimLinkToken(trx, {
      secretHash: hashSecret(accessToken),
      customerId: customer.id,
      expiresAt: new Date(claims.exp * 1000).toISOString(),
      now: now.toISOString(),
    });
    if (!claimed) return { ok: false, code: 'LINK_TOKEN_USED' } as const;
    const tokens = await issueTokens(
      trx,
      secret,
      { kind: 'account', id: customer.id, scope: accountScope(customer) },
      now,
    );
    return { ok: true, tokens } as const;
  });
}
