import type { StaffRole } from '@shop/contracts/admin-permissions';
import type { Kysely } from 'kysely';
import { encryptTotpSecret } from '../../admin/totp.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/schema.ts';
import { findCustomerByEmail, insertCustomer } from '../../repositories/customers.repository.ts';
import { findStaffByEmail, insertStaff } from '../../repositories/staff.repository.ts';

/** Demo customer accounts of the commerce seed; the e2e tests and the README name them. */
export const demoAccounts = {
  /** A customer with a discount map: 10 % on spare parts (discount category 1), 5 % on accessories (2). */
  customer: {
    email: 'kund@mobildelar.example',
    password: 'kund-demo-password',
    name: 'Karin Kund',
    discounts: { '1': 10, '2': 5 },
  },
  /** A customer without discounts. */
  plainCustomer: {
    email: 'olle@mobildelar.example',
    password: 'olle-demo-password',
    name: 'Olle Ordinär',
    discounts: {},
  },
} as const;

/**
 * The demo back-office staff, one per role (docs/decisions/014). They exist in demo data only:
 * a shop's real first owner is made with `npm run staff -- create`.
 */
export const demoStaff: Readonly<
  Record<
    StaffRole,
    { email: string; password: string; name: string; language: 'en' | 'sv'; totpSecret?: string }
  >
> = {
  /** Owners must use two-factor: add this secret to an authenticator app to sign in. */
  owner: {
    email: 'owner@mobildelar.example',
    password: 'owner-demo-password',
    name: 'Olivia Ägare',
    language: 'sv',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  orders: {
    email: 'staff@mobildelar.example',
    password: 'staff-demo-password',
    name: 'Siri Lager',
    language: 'sv',
  },
  catalog: {
    email: 'catalog@mobildelar.example',
    password: 'catalog-demo-password',
    name: 'Kalle Katalog',
    language: 'en',
  },
};

/** The demo customer accounts, made once (an account that exists is left as it is). Returns their ids. */
export async function seedDemoAccounts(db: Kysely<Database>, now: Date): Promise<{ customerId: number }> {
  const ids: number[] = [];
  for (const account of [demoAccounts.customer, demoAccounts.plainCustomer]) {
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
          discounts: account.discounts,
          verified: true,
        },
        now.toISOString(),
      ),
    );
  }
  return { customerId: ids[0] ?? 0 };
}

/** The demo staff, made once; the owner's two-factor secret is stored encrypted with SHOP_SECRET. */
export async function seedDemoStaff(db: Kysely<Database>, secret: string, now: Date): Promise<void> {
  for (const [role, member] of Object.entries(demoStaff)) {
    if (await findStaffByEmail(db, member.email)) continue;
    await insertStaff(
      db,
      {
        email: member.email,
        name: member.name,
        role,
        passwordHash: await hashPassword(member.password),
        language: member.language,
        totpSecret: member.totpSecret ? encryptTotpSecret(secret, member.totpSecret) : null,
      },
      now.toISOString(),
    );
  }
}

/**
 * The demo staff members still active in the database: their passwords are in the README, so a
 * shop reachable from other machines with any of them is open to everyone (start.ts warns).
 */
export async function activeDemoStaff(db: Kysely<Database>): Promise<string[]> {
  const emails = Object.values(demoStaff).map((member) => member.email);
  const rows = await db
    .selectFrom('staff')
    .select('email')
    .where('email', 'in', emails)
    .where('active', '=', 1)
    .execute();
  return rows.map((row) => row.email);
}
