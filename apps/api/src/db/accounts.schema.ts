import type { Generated } from 'kysely';

/** Customer accounts (spec 6: logged-in customer). */
export interface CustomersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  phone: string | null;
  /** The store the account was made in; mails go out in its language. */
  locale: string;
  /** 'customer' or 'staff' (staff are internal users: x-be-internal). */
  role: string;
  /** JSON map discount_category -> percent (spec 3, User / auth). */
  discounts: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Refresh tokens rotate: each use replaces the token with a new one of the same family. Using a
 * replaced token again revokes the whole family (reuse detection).
 */
export interface RefreshTokensTable {
  id: string;
  family_id: string;
  /** 'account' or 'order' (spec 4: two login strategies). */
  kind: string;
  customer_id: number | null;
  order_id: number | null;
  secret_hash: string;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** The account tried: an e-mail address or an order number. */
  account_key: string;
  address: string;
  succeeded: number;
  attempted_at: string;
}

/** One-time links: e-mail verification and password reset. */
export interface AccountTokensTable {
  secret_hash: string;
  purpose: string;
  customer_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Mail to send: the embedded default keeps it here and logs it; SMTP sends it when configured. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
  locale: string;
  created_at: string;
  sent_at: string | null;
  /** Tries so far (SMTP). */
  attempts: Generated<number>;
  /** A sender's claim while it sends, then the time of the next try after a failure. */
  next_try_at: string | null;
  last_error: string | null;
  /** The HTML part of the mail; the text part is body_text. */
  body_html: Generated<string | null>;
  /** JSON text: documents attached when the mail is sent, e.g. [{"kind":"invoice","invoice_id":4}]. */
  attachments: Generated<string | null>;
}

/** One hit of a rate-limited action (auth/rate-limits.ts). */
export interface RateLimitHitsTable {
  id: Generated<number>;
  /** The action and what it is limited by, e.g. password-reset:address. */
  bucket: string;
  /** An address, an e-mail address, an account id. */
  subject: string;
  at: string;
}

export interface AccountTables {
  customers: CustomersTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  account_tokens: AccountTokensTable;
  mail_outbox: MailOutboxTable;
  rate_limit_hits: RateLimitHitsTable;
}
