import { randomBytes } from 'node:crypto';
import type { TokensResponse } from '@shop/contracts/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from '../repositories/refresh-tokens.repository.ts';
import {
  hashSecret,
  newRefreshToken,
  parseRefreshToken,
  refreshTokenSeconds,
  signAccessToken,
  type TokenKind,
} from './tokens.ts';

export interface SessionSubject {
  readonly kind: TokenKind;
  /** The customer id (account) or the order id (order login). */
  readonly id: number;
  readonly scope: string;
}

/** A new access token and a refresh token that starts (or continues) a rotation family. */
export async function issueTokens(
  db: Kysely<Database>,
  secret: string,
  subject: SessionSubject,
  now: Date,
  familyId: string = randomBytes(16).toString('hex'),
): Promise<TokensResponse> {
  const refresh = newRefreshToken();
  await insertRefreshToken(db, {
    id: refresh.id,
    family_id: familyId,
    kind: subject.kind,
    customer_id: subject.kind === 'account' ? subject.id : null,
    order_id: subject.kind === 'order' ? subject.id : null,
    secret_hash: hashSecret(refresh.secret),
    issued_at: now.toISOString(),
    expires_at: new Date(now.getTime() + refreshTokenSeconds[subject.kind] * 1000).toISOString(),
    used_at: null,
    revoked_at: null,
  });
  const access = await signAccessToken(
    secret,
    { kind: subject.kind, sub: subject.id, scope: subject.scope, fam: familyId },
    now,
  );
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    token_type: 'Bearer',
    expires_in: access.expiresIn,
    scope: subject.scope,
  };
}

export type RefreshOutcome =
  | { readonly ok: true; readonly tokens: TokensResponse }
  | { readonly ok: false; readonly code: 'REFRESH_INVALID' | 'REFRESH_EXPIRED' | 'REFRESH_REUSED' };

/**
 * Refresh tokens rotate: a token works once and is replaced by a new one of its family. A token
 * used a second time means it was stolen or replayed, so the whole family is revoked and every
 * holder must sign in again.
 */
export async function refreshSession(
  db: Kysely<Database>,
  secret: string,
  input: { token: string; kind: TokenKind; scopeOf: (subjectId: number) => Promise<string | null> },
  now: Date,
): Promise<RefreshOutcome> {
  const parsed = parseRefreshToken(input.token);
  if (!parsed) return { ok: false, code: 'REFRESH_INVALID' };
  const row = await findRefreshToken(db, parsed.id);
  if (!row || row.kind !== input.kind || row.secret_hash !== hashSecret(parsed.secret)) {
    return { ok: false, code: 'REFRESH_INVALID' };
  }
  const at = now.toISOString();
  if (row.revoked_at !== null) return { ok: false, code: 'REFRESH_REUSED' };
  if (row.used_at !== null || !(await claimRefreshToken(db, row.id, at))) {
    await revokeFamily(db, row.family_id, at);
    return { ok: false, code: 'REFRESH_REUSED' };
  }
  if (row.expires_at <= at) return { ok: false, code: 'REFRESH_EXPIRED' };
  const subjectId = row.kind === 'account' ? row.customer_id : row.order_id;
  const scope = subjectId === null ? null : await input.scopeOf(subjectId);
  if (subjectId === null || scope === null) {
    await revokeFamily(db, row.family_id, at);
    return { ok: false, code: 'REFRESH_INVALID' };
  }
  const tokens = await issueTokens(
    db,
    secret,
    { kind: row.kind === 'order' ? 'order' : 'account', id: subjectId, scope },
    now,
    row.family_id,
  );
  return { ok: true, tokens };
}

/** Logging out ends the refresh family of the token, and with it its access tokens; answers the family. */
export async function endSession(db: Kysely<Database>, token: string, now: Date): Promise<string | null> {
  const parsed = parseRefreshToken(token);
  if (!parsed) return null;
  const row = await findRefreshToken(db, parsed.id);
  if (!row || row.secret_hash !== hashSecret(parsed.secret)) return null;
  await revokeFamily(db, row.family_id, now.toISOString());
  return row.family_id;
}
