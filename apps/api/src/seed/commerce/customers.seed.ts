import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/schema.ts';
import { findCustomerByEmail, insertCustomer } from '../../repositories/customers.repository.ts';

/** Demo accounts of the commerce seed; the e2e tests and the README name them. */
export const demoAccounts = {
  /** An internal user: x-be-internal: 1 when signed in (docs/decisions/007). */
  staff: {
    email: 'staff@mobildelar.example',
    password: 'staff-demo-password',
    name: 'Siri Lager',
    role: 'staff',
  },
  /** A customer with a discount map: 10 % on spare parts (discount category 1), 5 % on accessories (2). */
  customer: {
    email: 'kund@mobildelar.example',
    password: 'kund-demo-password',
    name: 'Karin Kund',
    role: 'customer',
  },
} as const;

/** The demo accounts, made once (an account that exists is left as it is). Returns their ids. */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  now: Date,
): Promise<{ staffId: number; customerId: number }> {
  const ids: number[] = [];
  for (const account of [demoAccounts.staff, demoAccounts.customer]) {
    const existing = await findCustomerByEmail(db, account.email);
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    ids.push(
      await insertCustomer(
        db,
        {
          email: account.email,
          passwordHash: await hashPassword(account.password),
          name: account.name,
          phone: null,
          locale: 'sv',
          role: account.role,
          discounts: account.role === 'customer' ? { '1': 10, '2': 5 } : {},
          verified: true,
        },
        now.toISOString(),
      ),
    );
  }
  return { staffId: ids[0] ?? 0, customerId: ids[1] ?? 0 };
}
