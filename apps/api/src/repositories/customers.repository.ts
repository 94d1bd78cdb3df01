import type { Kysely, Selectable } from 'kysely';
import type { CustomersTable } from '../db/accounts.schema.ts';
import type { Database } from '../db/schema.ts';

export type CustomerRow = Selectable<CustomersTable>;

export function findCustomerByEmail(db: Kysely<Database>, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findCustomerById(db: Kysely<Database>, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewCustomer {
  readonly email: string;
  readonly passwordHash: string;
  readonly name: string;
  readonly phone: string | null;
  readonly locale: string;
  readonly role?: string;
  readonly discounts?: Readonly<Record<string, number>>;
  readonly verified?: boolean;
}

export async function insertCustomer(
  db: Kysely<Database>,
  customer: NewCustomer,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({
      email: customer.email.toLowerCase(),
      password_hash: customer.passwordHash,
      name: customer.name,
      phone: customer.phone,
      locale: customer.locale,
      role: customer.role ?? 'customer',
      discounts: JSON.stringify(customer.discounts ?? {}),
      email_verified_at: customer.verified ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomerPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The details a customer edits themselves; answers the updated row, or nothing when it is gone. */
export function updateCustomerProfile(
  db: Kysely<Database>,
  id: number,
  profile: { readonly name: string; readonly phone: string | null },
  now: string,
): Promise<CustomerRow | undefined> {
  return db
    .updateTable('customers')
    .set({ name: profile.name, phone: profile.phone, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function markCustomerVerified(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('customers')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** The discount map keyed by discount category (spec 3); a broken value reads as no discounts. */
export function parseDiscounts(text: string): Record<string, number> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}
