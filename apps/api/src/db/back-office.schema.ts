import type { Generated } from 'kysely';

/*
 * The back office (docs/decisions/014-back-office.md). Staff accounts are separate from customer
 * accounts; the roles and what each may do are in apps/api/src/admin/permissions.ts.
 */

export interface StaffTable {
  id: Generated<number>;
  /** Lower case; unique. */
  email: string;
  name: string;
  /** owner, orders or catalog. */
  role: string;
  /** argon2id; null until an invited member chose a password. */
  password_hash: string | null;
  /** The back office's language for this member: en or sv. */
  language: Generated<string>;
  /** The TOTP secret, encrypted with a key derived from SHOP_SECRET; null while two-factor is off. */
  totp_secret: string | null;
  /** A secret shown for enrolment, kept until a code from it confirms it. */
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  /** The 30-second step of the last code accepted: a code is used once (RFC 6238 section 5.2). */
  totp_last_step: number | null;
  active: Generated<number>;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A signed-in browser: the cookie holds the token, the table only its hash. */
export interface StaffSessionsTable {
  id_hash: string;
  staff_id: number;
  created_at: string;
  last_seen_at: string;
  /** The absolute end of the session; it also ends after an idle hour (staff-sessions.ts). */
  expires_at: string;
  revoked_at: string | null;
  address: string;
  user_agent: string;
}

/** One-time links for staff: an invitation to choose a password. */
export interface StaffTokensTable {
  secret_hash: string;
  purpose: string;
  staff_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Every admin write: who, when, what, and the values before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** Null for the command line. */
  staff_id: number | null;
  /** The member's e-mail, or 'command line'. */
  actor: string;
  /** e.g. order.ship, return.approve, staff.create. */
  action: string;
  entity_type: string;
  entity_id: string;
  /** JSON text, or null when the entity is new. */
  before: string | null;
  after: string | null;
  address: string | null;
}

export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number | null;
  author: string;
  text: string;
  created_at: string;
}

/**
 * Money given back to a shopper. A refund reserves its amount on the order first (pending), then
 * the payment provider gives it back (succeeded), or the reservation is released (failed).
 */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  return_id: number | null;
  /** manual (staff refund an order), cancellation (cancelled units or order) or return. */
  kind: string;
  /** pending, succeeded or failed. */
  status: string;
  /** Minor units incl. VAT: lines_amount + shipping_amount + free_amount. */
  amount: number;
  lines_amount: number;
  shipping_amount: number;
  free_amount: number;
  /**
   * JSON text: the parts given back (RefundPart of admin/orders/refunds.ts): units of lines,
   * the shipping charge, a free amount per VAT rate.
   */
  lines: string;
  /** JSON text: the VAT per rate of the amount. */
  vat_by_rate: string;
  reason: string;
  /** Unique per order: the same request twice makes one refund. */
  idempotency_key: string;
  staff_id: number | null;
  actor: string;
  provider: string;
  /** The provider's id of the refund: a sandbox refund id, or the credit note's number. */
  provider_reference: string | null;
  failure: string | null;
  created_at: string;
  completed_at: string | null;
}

/** Invoices and credit notes as issued: a document never changes once issued. */
export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  /** F100042 for an invoice, K100043 for a credit note: one series, never reused. */
  number: string;
  /** invoice or credit_note. */
  kind: string;
  refund_id: number | null;
  issued_at: string;
  currency: string;
  total: number;
  vat: number;
  /** JSON text: the whole document (seller, buyer, lines, VAT per rate, totals). */
  document: string;
}

/** What the shop owner sets per store. */
export interface StoreSettingsTable {
  store_id: number;
  /** Days from delivery a shopper may return an order (14: the EU right of withdrawal). */
  return_window_days: number;
  /** The payment methods offered, comma-separated codes in checkout order (migration 0014). */
  payment_methods: Generated<string>;
  /** The page-shell settings as JSON (storefrontSettingsSchema, migration 0023); null reads the defaults. */
  storefront: string | null;
  updated_at: string;
}

export interface BackOfficeTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  audit_log: AuditLogTable;
  order_notes: OrderNotesTable;
  refunds: RefundsTable;
  invoices: InvoicesTable;
  store_settings: StoreSettingsTable;
}
