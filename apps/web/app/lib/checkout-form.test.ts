import { getStore } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import { customerBody, emptyDraft, errorsFromIssues, validateCustomer } from './checkout-form.ts';

const valid = {
  ...emptyDraft('private'),
  email: 'kund@example.com',
  phone: '070-123 45 67',
  first_name: 'Test',
  last_name: 'Köpare',
  street: 'Gatan 1',
  postal_code: '111 22',
  city: 'Stockholm',
};

describe('the checkout form (spec 5)', () => {
  it('accepts a Swedish address and mobile number, and names every missing field', () => {
    expect(validateCustomer(valid, getStore('sv'))).toEqual({});
    expect(validateCustomer(emptyDraft('private'), getStore('sv'))).toEqual({
      email: 'required',
      phone: 'required',
      first_name: 'required',
      last_name: 'required',
      street: 'required',
      postal_code: 'required',
      city: 'required',
    });
  });

  it("checks the postal code and the mobile number with the store's patterns", () => {
    expect(validateCustomer({ ...valid, phone: '0812345678', postal_code: '1234' }, getStore('sv'))).toEqual({
      phone: 'invalid',
      postal_code: 'invalid',
    });
    expect(validateCustomer({ ...valid, phone: '401234567', postal_code: '00100' }, getStore('fi'))).toEqual(
      {},
    );
    expect(
      validateCustomer({ ...valid, phone: '412345678', postal_code: '1012 AB' }, getStore('nl')),
    ).toEqual({});
    expect(validateCustomer({ ...valid, phone: '412345678', postal_code: '1012' }, getStore('nl'))).toEqual({
      postal_code: 'invalid',
    });
    expect(validateCustomer({ ...valid, email: 'not-an-address' }, getStore('sv'))).toEqual({
      email: 'invalid',
    });
  });

  it('a company buyer needs a company name and a valid organisation number', () => {
    const company = { ...valid, buyer_type: 'company' as const };
    expect(validateCustomer(company, getStore('sv'))).toEqual({
      company_name: 'required',
      organisation_number: 'required',
    });
    expect(
      validateCustomer(
        { ...company, company_name: 'Demo AB', organisation_number: '556036-0794' },
        getStore('sv'),
      ),
    ).toEqual({ organisation_number: 'invalid' });
    expect(
      validateCustomer(
        { ...company, company_name: 'Demo AB', organisation_number: '556036-0793' },
        getStore('sv'),
      ),
    ).toEqual({});
  });

  it('sends the number without spaces and leaves company fields out for a private buyer', () => {
    const body = customerBody({ ...valid, company_name: 'ignored', care_of: '  ' });
    expect(body.phone).toBe('0701234567');
    expect(body.company_name).toBeNull();
    expect(body.care_of).toBeNull();
  });

  it("maps the provider's issues to fields", () => {
    expect(
      errorsFromIssues([{ path: 'postal_code' }, { path: 'organisation_number' }, { path: 'other' }]),
    ).toEqual({
      postal_code: 'invalid',
      organisation_number: 'invalid',
    });
  });
});
