import type { CustomerDetails, CustomerDetailsBody } from '@shop/contracts/checkout';
import { isValidOrganisationNumber } from '@shop/domain/organisation-numbers';
import type { Store } from '@shop/domain/stores';
import { isValidMobileNumber, isValidPostalCode, normalizeMobileNumber } from '@shop/domain/validation';

/** The contact and address form of the checkout, as the shopper types it. */
export interface CustomerDraft {
  readonly buyer_type: 'private' | 'company';
  readonly email: string;
  readonly phone: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly street: string;
  readonly care_of: string;
  readonly postal_code: string;
  readonly city: string;
  readonly company_name: string;
  readonly organisation_number: string;
}

export type CustomerField = Exclude<keyof CustomerDraft, 'buyer_type'>;

/** The fields in the order the form shows them (the first invalid one gets focus). */
export const customerFields: readonly CustomerField[] = [
  'email',
  'phone',
  'company_name',
  'organisation_number',
  'first_name',
  'last_name',
  'street',
  'care_of',
  'postal_code',
  'city',
];

export function emptyDraft(buyerType: CustomerDraft['buyer_type']): CustomerDraft {
  return {
    buyer_type: buyerType,
    email: '',
    phone: '',
    first_name: '',
    last_name: '',
    street: '',
    care_of: '',
    postal_code: '',
    city: '',
    company_name: '',
    organisation_number: '',
  };
}

/** What the server kept, back in the form (a reload keeps what the shopper typed and saved). */
export function draftFromCustomer(customer: CustomerDetails): CustomerDraft {
  return {
    buyer_type: customer.buyer_type,
    email: customer.email,
    phone: customer.phone,
    first_name: customer.first_name,
    last_name: customer.last_name,
    street: customer.street,
    care_of: customer.care_of ?? '',
    postal_code: customer.postal_code,
    city: customer.city,
    company_name: customer.company_name ?? '',
    organisation_number: customer.organisation_number ?? '',
  };
}

/** Why a field is not accepted; the form shows `checkout.error.{field}.{problem}`. */
export type FieldProblem = 'required' | 'invalid';
export type FieldErrors = Partial<Record<CustomerField, FieldProblem>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The form's checks, the same the provider makes (spec 5: the store's postal-code and mobile
 * patterns; a company buyer needs a company name and a valid organisation number), so the
 * shopper hears of a mistake before the form is sent.
 */
export function validateCustomer(
  draft: CustomerDraft,
  store: Pick<Store, 'postalCodeRegex' | 'mobileRegex' | 'countryCode'>,
): FieldErrors {
  const errors: FieldErrors = {};
  const required: CustomerField[] = [
    'email',
    'phone',
    'first_name',
    'last_name',
    'street',
    'postal_code',
    'city',
  ];
  if (draft.buyer_type === 'company') required.push('company_name', 'organisation_number');
  for (const field of required) {
    if (draft[field].trim() === '') errors[field] = 'required';
  }
  if (!errors.email && !emailPattern.test(draft.email.trim())) errors.email = 'invalid';
  if (!errors.phone && !isValidMobileNumber(draft.phone, store)) errors.phone = 'invalid';
  if (!errors.postal_code && !isValidPostalCode(draft.postal_code, store)) errors.postal_code = 'invalid';
  if (
    draft.buyer_type === 'company' &&
    !errors.organisation_number &&
    !isValidOrganisationNumber(draft.organisation_number, store.countryCode)
  ) {
    errors.organisation_number = 'invalid';
  }
  return errors;
}

/** The body of PUT /api/checkout/{id}/customer. */
export function customerBody(draft: CustomerDraft): CustomerDetailsBody {
  const company = draft.buyer_type === 'company';
  const careOf = draft.care_of.trim();
  return {
    buyer_type: draft.buyer_type,
    email: draft.email.trim(),
    phone: normalizeMobileNumber(draft.phone.trim()),
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    street: draft.street.trim(),
    care_of: careOf === '' ? null : careOf,
    postal_code: draft.postal_code.trim(),
    city: draft.city.trim(),
    company_name: company ? draft.company_name.trim() : null,
    organisation_number: company ? draft.organisation_number.trim() : null,
  };
}

function isCustomerField(path: string): path is CustomerField {
  return (customerFields as readonly string[]).includes(path);
}

/** The provider's 400 (INVALID_CUSTOMER, issues[].path) as field errors. */
export function errorsFromIssues(issues: readonly { readonly path: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (isCustomerField(field)) errors[field] = 'invalid';
  }
  return errors;
}
