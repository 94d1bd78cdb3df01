import type { ProfileResponse, UpdateProfileRequest } from '@shop/contracts/auth';
import type { Store } from '@shop/domain/stores';
import { isValidMobileNumber, normalizeMobileNumber } from '@shop/domain/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  type CustomerRow,
  findCustomerById,
  parseDiscounts,
  updateCustomerProfile,
} from '../repositories/customers.repository.ts';
import { accountScope } from './accounts.ts';

/** Spec 3, User / auth: the user as GET /api/auth/profile answers it. */
export function profileOf(customer: CustomerRow): ProfileResponse {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    scope: accountScope(customer),
    discounts: parseDiscounts(customer.discounts),
  };
}

export async function readProfile(db: Kysely<Database>, customerId: number): Promise<ProfileResponse | null> {
  const customer = await findCustomerById(db, customerId);
  return customer ? profileOf(customer) : null;
}

export type UpdateProfileOutcome =
  | { readonly ok: true; readonly profile: ProfileResponse }
  | {
      readonly ok: false;
      readonly code: 'INVALID_PROFILE';
      readonly issues: readonly { path: string; message: string }[];
    }
  | { readonly ok: false; readonly code: 'ACCOUNT_GONE' };

/**
 * The customer changes their name and phone number. A phone number must be a mobile number of
 * the store the customer uses (spec 5), kept without spaces and dashes as checkout keeps it;
 * an empty one removes it. Nothing is written when anything is wrong.
 */
export async function updateProfile(
  db: Kysely<Database>,
  input: { customerId: number; changes: UpdateProfileRequest; store: Store },
  now: Date,
): Promise<UpdateProfileOutcome> {
  const phone = input.changes.phone ? normalizeMobileNumber(input.changes.phone) : null;
  if (phone !== null && !isValidMobileNumber(phone, input.store)) {
    return {
      ok: false,
      code: 'INVALID_PROFILE',
      issues: [{ path: 'phone', message: `is not a mobile number of ${input.store.country}` }],
    };
  }
  const updated = await updateCustomerProfile(
    db,
    input.customerId,
    { name: input.changes.name, phone },
    now.toISOString(),
  );
  if (!updated) return { ok: false, code: 'ACCOUNT_GONE' };
  return { ok: true, profile: profileOf(updated) };
}
