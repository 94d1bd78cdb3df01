import { randomBytes } from 'node:crypto';
import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findCheckoutSessions, saveCheckoutSession } from '../repositories/checkouts.repository.ts';

/** Spec 3: the separate {id, locale} sessions a checkout keeps. */
export const sessionKinds = [
  'pay_later_checkout',
  'shipping_options',
  'card_payment',
  'invoice_order',
  'b2c_order',
  'b2b_order',
] as const;
export type SessionKind = (typeof sessionKinds)[number];

export type CheckoutSessions = Record<SessionKind, string | null>;

export function newSessionId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Spec 3: a session id is returned only when the requested locale matches the stored one. */
export async function sessionsFor(
  db: Kysely<Database>,
  checkoutId: string,
  locale: LocaleCode,
): Promise<CheckoutSessions> {
  const rows = await findCheckoutSessions(db, checkoutId);
  const sessions = Object.fromEntries(sessionKinds.map((kind) => [kind, null])) as CheckoutSessions;
  for (const row of rows) {
    const kind = sessionKinds.find((known) => known === row.kind);
    if (kind && row.locale === locale) sessions[kind] = row.session_id;
  }
  return sessions;
}

/** The session of a kind in this locale: the kept one, or a new one that replaces another locale's. */
export async function ensureSession(
  db: Kysely<Database>,
  input: { checkoutId: string; kind: SessionKind; locale: LocaleCode; now: Date; id?: string },
): Promise<string> {
  if (input.id === undefined) {
    const current = (await sessionsFor(db, input.checkoutId, input.locale))[input.kind];
    if (current) return current;
  }
  const id = input.id ?? newSessionId(input.kind.replace(/_/g, '-'));
  await saveCheckoutSession(db, {
    checkout_id: input.checkoutId,
    kind: input.kind,
    session_id: id,
    locale: input.locale,
    created_at: input.now.toISOString(),
  });
  return id;
}
