import type { CustomerDetails, CustomerDetailsBody } from '@shop/contracts/checkout';
import { isValidOrganisationNumber } from '@shop/domain/organisation-numbers';
import type { Store } from '@shop/domain/stores';
import { isValidMobileNumber, isValidPostalCode, normalizeMobileNumber } from '@shop/domain/validation';
import { type CheckoutRow, moveCheckout } from '../repositories/checkouts.repository.ts';
import type { CheckoutDeps } from './open-checkout.ts';

export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

export type CustomerOutcome =
  | { readonly ok: true; readonly checkout: CheckoutRow }
  | { readonly ok: false; readonly code: 'INVALID_CUSTOMER'; readonly issues: readonly FieldIssue[] }
  | { readonly ok: false; readonly code: 'CHECKOUT_CLOSED' };

/** Spec 5 and 6: the store's postal-code and mobile patterns; a company buyer only where ex-VAT is allowed. */
export function customerIssues(body: CustomerDetailsBody, store: Store): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!isValidPostalCode(body.postal_code, store)) {
    issues.push({ path: 'postal_code', message: `is not a postal code of ${store.country}` });
  }
  if (!isValidMobileNumber(body.phone, store)) {
    issues.push({ path: 'phone', message: `is not a mobile number of ${store.country}` });
  }
  if (body.buyer_type === 'company') {
    if (!store.allowExVAT)
      issues.push({ path: 'buyer_type', message: 'this store sells to private buyers only' });
    if (!body.company_name) issues.push({ path: 'company_name', message: 'is required for a company' });
    if (
      !body.organisation_number ||
      !isValidOrganisationNumber(body.organisation_number, store.countryCode)
    ) {
      issues.push({
        path: 'organisation_number',
        message: `is not an organisation number of ${store.country}`,
      });
    }
  }
  return issues;
}

export function customerDetails(body: CustomerDetailsBody, store: Store): CustomerDetails {
  const company = body.buyer_type === 'company';
  return {
    buyer_type: body.buyer_type,
    email: body.email,
    phone: normalizeMobileNumber(body.phone),
    first_name: body.first_name,
    last_name: body.last_name,
    street: body.street,
    care_of: body.care_of || null,
    postal_code: body.postal_code.toUpperCase(),
    city: body.city,
    country_code: store.countryCode,
    company_name: company ? (body.company_name ?? null) : null,
    organisation_number: company ? (body.organisation_number ?? null) : null,
  };
}

/** PUT /api/checkout/{id}/customer: contact, address and buyer, checked for the store. */
export async function saveCustomer(
  deps: CheckoutDeps,
  input: { checkout: CheckoutRow; store: Store; body: CustomerDetailsBody },
): Promise<CustomerOutcome> {
  const issues = customerIssues(input.body, input.store);
  if (issues.length > 0) return { ok: false, code: 'INVALID_CUSTOMER', issues };
  const details = customerDetails(input.body, input.store);
  const changes = {
    customer: JSON.stringify(details),
    buyer_type: details.buyer_type,
    updated_at: deps.now().toISOString(),
  };
  if (!(await moveCheckout(deps.db, input.checkout.id, 'open', changes)))
    return { ok: false, code: 'CHECKOUT_CLOSED' };
  return { ok: true, checkout: { ...input.checkout, ...changes } };
}
