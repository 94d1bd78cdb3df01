import type { TokensResponse } from '@shop/contracts/auth';
import type { LocaleCode } from '@shop/domain/locales';
import { buildStoreUrl, type RouteName } from '@shop/domain/routes';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { type MailLog, queueMail } from '../mail/queue-mail.ts';
import {
  consumeAccountToken,
  insertAccountToken,
  spendAccountTokens,
} from '../repositories/account-tokens.repository.ts';
import {
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  markCustomerVerified,
  updateCustomerPassword,
} from '../repositories/customers.repository.ts';
import { clearFailures } from '../repositories/login-attempts.repository.ts';
import { revokeCustomerTokens } from '../repositories/refresh-tokens.repository.ts';
import { loginLinkMail, passwordResetMail, verifyEmailMail } from './account-mails.ts';
import { checkClaimedPassword, claimLoginAttempt, settleLoginAttempt } from './login-limits.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { type RateLimit, rateLimits, registrationLimit, takeRateLimits } from './rate-limits.ts';
import { issueTokens } from './sessions.ts';
import { hashSecret, newOneTimeSecret } from './tokens.ts';

export interface AccountDeps {
  readonly db: Kysely<Database>;
  readonly config: AppConfig;
  readonly log?: MailLog;
  readonly now?: () => Date;
}

/**
 * The scope of an account token (spec 3). Staff have accounts of their own in the back office
 * (docs/decisions/014), so every storefront account is a customer.
 */
export function accountScope(_customer: Pick<CustomerRow, 'role'>): string {
  return 'customer';
}

export type LoginOutcome =
  | { readonly ok: true; readonly tokens: TokensResponse }
  | { readonly ok: false; readonly code: 'INVALID_CREDENTIALS' | 'RATE_LIMITED' | 'EMAIL_NOT_VERIFIED' };

export async function loginWithPassword(
  deps: AccountDeps,
  input: { email: string; password: string; address: string },
): Promise<LoginOutcome> {
  const now = deps.now?.() ?? new Date();
  const claim = await claimLoginAttempt(deps.db, input.email, input.address, now);
  if (claim.blocked) return { ok: false, code: 'RATE_LIMITED' };
  const customer = await findCustomerByEmail(deps.db, input.email);
  // An unknown address costs as much time as a wrong password, so timing tells nothing.
  const valid = await checkClaimedPassword(deps.db, claim.attemptId, async () =>
    verifyPassword(customer?.password_hash ?? (await decoyPasswordHash()), input.password),
  );
  await settleLoginAttempt(deps.db, claim.attemptId, Boolean(customer && valid));
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
  | { readonly ok: false; readonly code: 'EMAIL_TAKEN' }
  | { readonly ok: false; readonly code: 'RATE_LIMITED'; readonly retryAfterSeconds: number };

/**
 * Registration is confirmed by an e-mailed link; the account can sign in once it is confirmed.
 * One address makes at most a few accounts an hour (each one sends a mail).
 */
export async function registerAccount(
  deps: AccountDeps,
  input: {
    email: string;
    password: string;
    name: string;
    phone?: string | undefined;
    locale: LocaleCode;
    address: string;
  },
): Promise<RegisterOutcome> {
  const now = deps.now?.() ?? new Date();
  const limited = await takeRateLimits(
    deps.db,
    [{ limit: registrationLimit(deps.config.signupsPerAddressHour), subject: input.address }],
    now,
  );
  if (!limited.allowed)
    return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: limited.retryAfterSeconds };
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

export type MailedLinkOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: 'RATE_LIMITED'; readonly retryAfterSeconds: number };

/**
 * A one-time link for an account, mailed: a password reset or a login link. Only the newest link
 * of a kind works, and each address and account may ask a few times an hour. The answer is the
 * same whether the address has an account or not, so it tells nothing.
 */
async function mailAccountLink(
  deps: AccountDeps,
  input: {
    email: string;
    locale: LocaleCode;
    address: string;
    purpose: 'password-reset' | 'login-link';
    limits: readonly [RateLimit, RateLimit];
    lifetimeSeconds: number;
    mail: (customer: CustomerRow, secret: string) => { subject: string; body: string };
  },
): Promise<MailedLinkOutcome> {
  const now = deps.now?.() ?? new Date();
  const [perAddress, perAccount] = input.limits;
  const limited = await takeRateLimits(
    deps.db,
    [
      { limit: perAddress, subject: input.address },
      { limit: perAccount, subject: input.email },
    ],
    now,
  );
  if (!limited.allowed)
    return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: limited.retryAfterSeconds };
  const customer = await findCustomerByEmail(deps.db, input.email);
  if (!customer) return { ok: true };
  const secret = newOneTimeSecret();
  await deps.db.transaction().execute(async (trx) => {
    await spendAccountTokens(trx, customer.id, input.purpose, now.toISOString());
    await insertAccountToken(trx, {
      secretHash: hashSecret(secret),
      purpose: input.purpose,
      customerId: customer.id,
      expiresAt: new Date(now.getTime() + input.lifetimeSeconds * 1000).toISOString(),
      now: now.toISOString(),
    });
    const text = input.mail(customer, secret);
    await queueMail(
      trx,
      {
        to: customer.email,
        subject: text.subject,
        body: text.body,
        kind: input.purpose,
        locale: input.locale,
      },
      now,
      deps.log,
    );
  });
  return { ok: true };
}

export function requestPasswordReset(
  deps: AccountDeps,
  input: { email: string; locale: LocaleCode; address: string },
): Promise<MailedLinkOutcome> {
  const text = passwordResetMail[input.locale];
  return mailAccountLink(deps, {
    ...input,
    purpose: 'password-reset',
    limits: [rateLimits.passwordResetPerAddress, rateLimits.passwordResetPerAccount],
    lifetimeSeconds: 3600,
    // Spec 2: the change_password query opens the change-password dialog.
    mail: (customer, secret) => ({
      subject: text.subject,
      body: text.body(
        customer.name,
        storeLink(deps.config, input.locale, 'index', { change_password: secret }),
      ),
    }),
  });
}

/**
 * Spec 2: `?token=` logs in as the account login. The token is a one-time secret the shop mails
 * (valid 30 minutes, the newest only), never an access token (issue 22, point 12).
 */
export function requestLoginLink(
  deps: AccountDeps,
  input: { email: string; locale: LocaleCode; address: string },
): Promise<MailedLinkOutcome> {
  const text = loginLinkMail[input.locale];
  return mailAccountLink(deps, {
    ...input,
    purpose: 'login-link',
    limits: [rateLimits.loginLinkPerAddress, rateLimits.loginLinkPerAccount],
    lifetimeSeconds: 30 * 60,
    mail: (customer, secret) => ({
      subject: text.subject,
      body: text.body(customer.name, storeLink(deps.config, input.locale, 'index', { token: secret })),
    }),
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
    const customer = await findCustomerById(trx, customerId);
    await updateCustomerPassword(trx, customerId, passwordHash, now);
    await markCustomerVerified(trx, customerId, now);
    await revokeCustomerTokens(trx, customerId, now);
    // The owner proved who they are: the failed logins of others no longer keep them out.
    if (customer) await clearFailures(trx, customer.email);
    return true;
  });
}

/** A new password ends every other session of the account (issue 22, point 8); this one goes on. */
export async function changePassword(
  deps: AccountDeps,
  input: { customerId: number; currentPassword: string; newPassword: string; keepSession: string },
): Promise<boolean> {
  const customer = await findCustomerById(deps.db, input.customerId);
  if (!customer || !(await verifyPassword(customer.password_hash, input.currentPassword))) return false;
  const hash = await hashPassword(input.newPassword);
  const now = (deps.now?.() ?? new Date()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateCustomerPassword(trx, customer.id, hash, now);
    await revokeCustomerTokens(trx, customer.id, now, input.keepSession);
  });
  return true;
}
