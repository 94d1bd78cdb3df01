import type { TokensResponse } from '@shop/contracts/auth';
import type { LocaleCode } from '@shop/domain/locales';
import { buildStoreUrl, type RouteName } from '@shop/domain/routes';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { type MailLog, queueMail } from '../mail/queue-mail.ts';
import { consumeAccountToken, insertAccountToken } from '../repositories/account-tokens.repository.ts';
import {
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  markCustomerVerified,
  updateCustomerPassword,
} from '../repositories/customers.repository.ts';
import { revokeCustomerTokens } from '../repositories/refresh-tokens.repository.ts';
import { passwordResetMail, verifyEmailMail } from './account-mails.ts';
import { isLoginBlocked, recordLogin } from './login-limits.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { issueTokens } from './sessions.ts';
import { hashSecret, newOneTimeSecret } from './tokens.ts';

export interface AccountDeps {
  readonly db: Kysely<Database>;
  readonly config: AppConfig;
  readonly log?: MailLog;
  readonly now?: () => Date;
}

/** The scope of an account token (spec 3): staff are internal users, everyone else a customer. */
export function accountScope(customer: Pick<CustomerRow, 'role'>): string {
  return customer.role === 'staff' ? 'staff' : 'customer';
}

export type LoginOutcome =
  | { readonly ok: true; readonly tokens: TokensResponse }
  | { readonly ok: false; readonly code: 'INVALID_CREDENTIALS' | 'RATE_LIMITED' | 'EMAIL_NOT_VERIFIED' };

export async function loginWithPassword(
  deps: AccountDeps,
  input: { email: string; password: string; address: string },
): Promise<LoginOutcome> {
  const now = deps.now?.() ?? new Date();
  if (await isLoginBlocked(deps.db, input.email, input.address, now))
    return { ok: false, code: 'RATE_LIMITED' };
  const customer = await findCustomerByEmail(deps.db, input.email);
  // An unknown address costs as much time as a wrong password, so timing tells nothing.
  const valid = await verifyPassword(customer?.password_hash ?? (await decoyPasswordHash()), input.password);
  await recordLogin(deps.db, input.email, input.address, Boolean(customer && valid), now);
  if (!customer || !valid) return { ok: false, code: 'INVALID_CREDENTIALS' };
  if (customer.email_verified_at === null) return { ok: false, code: 'EMAIL_NOT_VERIFIED' };
  const tokens = await issueTokens(
    deps.db,
    deps.config.secret,
    { kind: 'account', id: customer.id, scope: accountScope(customer) },
    now,
  );
  return { ok: true, tokens };
}

function storeLink(
  config: AppConfig,
  locale: LocaleCode,
  name: RouteName,
  query: Record<string, string>,
): string {
  const url = buildStoreUrl(name, locale, {}, { origin: config.publicUrl, domains: config.domains });
  return `${url}?${new URLSearchParams(query).toString()}`;
}

export type RegisterOutcome =
  | { readonly ok: true; readonly customerId: number }
  | { readonly ok: false; readonly code: 'EMAIL_TAKEN' };

/** Registration is confirmed by an e-mailed link; the account can sign in once it is confirmed. */
export async function registerAccount(
  deps: AccountDeps,
  input: { email: string; password: string; name: string; phone?: string | undefined; locale: LocaleCode },
): Promise<RegisterOutcome> {
  const now = deps.now?.() ?? new Date();
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (trx) => {
    if (await findCustomerByEmail(trx, input.email)) return { ok: false, code: 'EMAIL_TAKEN' } as const;
    const customerId = await insertCustomer(
      trx,
      {
        email: input.email,
        passwordHash,
        name: input.name,
        phone: input.phone ?? null,
        locale: input.locale,
      },
      now.toISOString(),
    );
    const secret = newOneTimeSecret();
    await insertAccountToken(trx, {
      secretHash: hashSecret(secret),
      purpose: 'verify-email',
      customerId,
      expiresAt: new Date(now.getTime() + 48 * 3600_000).toISOString(),
      now: now.toISOString(),
    });
    const text = verifyEmailMail[input.locale];
    const link = storeLink(deps.config, input.locale, 'my-account', { verify_email: secret });
    await queueMail(
      trx,
      {
        to: input.email,
        subject: text.subject,
        body: text.body(input.name, link),
        kind: 'verify-email',
        locale: input.locale,
      },
      now,
      deps.log,
    );
    return { ok: true, customerId } as const;
  });
}

export async function verifyEmail(deps: AccountDeps, token: string): Promise<boolean> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  const customerId = await consumeAccountToken(deps.db, hashSecret(token), 'verify-email', now);
  if (customerId === null) return false;
  await markCustomerVerified(deps.db, customerId, now);
  return true;
}

/** Always accepted, so the answer does not tell whether an address has an account. */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  locale: LocaleCode,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const customer = await findCustomerByEmail(deps.db, email);
  if (!customer) return;
  const secret = newOneTimeSecret();
  await deps.db.transaction().execute(async (trx) => {
    await insertAccountToken(trx, {
      secretHash: hashSecret(secret),
      purpose: 'password-reset',
      customerId: customer.id,
      expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
      now: now.toISOString(),
    });
    const text = passwordResetMail[locale];
    // Spec 2: the change_password query opens the change-password dialog.
    const link = storeLink(deps.config, locale, 'index', { change_password: secret });
    await queueMail(
      trx,
      {
        to: customer.email,
        subject: text.subject,
        body: text.body(customer.name, link),
        kind: 'password-reset',
        locale,
      },
      now,
      deps.log,
    );
  });
}

/** A reset sets the new password, confirms the address and signs out every session. */
export async function confirmPasswordReset(
  deps: AccountDeps,
  token: string,
  password: string,
): Promise<boolean> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  const passwordHash = await hashPassword(password);
  return deps.db.transaction().execute(async (trx) => {
    const customerId = await consumeAccountToken(trx, hashSecret(token), 'password-reset', now);
    if (customerId === null) return false;
    await updateCustomerPassword(trx, customerId, passwordHash, now);
    await markCustomerVerified(trx, customerId, now);
    await revokeCustomerTokens(trx, customerId, now);
    return true;
  });
}

export async function changePassword(
  deps: AccountDeps,
  input: { customerId: number; currentPassword: string; newPassword: string },
): Promise<boolean> {
  const customer = await findCustomerById(deps.db, input.customerId);
  if (!customer || !(await verifyPassword(customer.password_hash, input.currentPassword))) return false;
  await updateCustomerPassword(
    deps.db,
    customer.id,
    await hashPassword(input.newPassword),
    (deps.now?.() ?? new Date()).toISOString(),
  );
  return true;
}
