import { getStore } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import { profileBody, profileErrorsFromIssues, validateProfile } from './profile-form.ts';

describe('the profile form', () => {
  const sweden = getStore('sv');
  const finland = getStore('fi');

  it('needs a name; a phone number may be left empty', () => {
    expect(validateProfile({ name: '  ', phone: '' }, sweden)).toEqual({ name: 'required' });
    expect(validateProfile({ name: 'Karin', phone: '' }, sweden)).toEqual({});
  });

  it("checks a phone number with the store's mobile pattern (spec 5)", () => {
    expect(validateProfile({ name: 'Karin', phone: '070-123 45 67' }, sweden)).toEqual({});
    expect(validateProfile({ name: 'Karin', phone: '401234567' }, sweden)).toEqual({ phone: 'invalid' });
    expect(validateProfile({ name: 'Kaisa', phone: '401234567' }, finland)).toEqual({});
  });

  it('sends the trimmed name and the phone number without spaces, or null to remove it', () => {
    expect(profileBody({ name: ' Karin ', phone: '070-123 45 67' })).toEqual({
      name: 'Karin',
      phone: '0701234567',
    });
    expect(profileBody({ name: 'Karin', phone: ' ' })).toEqual({ name: 'Karin', phone: null });
  });

  it("reads the fields the provider refused from its 400's issues", () => {
    expect(
      profileErrorsFromIssues([{ path: 'phone', message: 'is not a mobile number of Sverige' }]),
    ).toEqual({
      phone: 'invalid',
    });
    expect(profileErrorsFromIssues(undefined)).toEqual({});
  });
});
