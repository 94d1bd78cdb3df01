import { describe, expect, it } from 'vitest';
import { isValidOrganisationNumber } from './organisation-numbers.ts';

describe('organisation numbers of a company buyer', () => {
  it('Sweden: 10 digits with a Luhn check digit, the dash optional', () => {
    expect(isValidOrganisationNumber('556036-0793', 'SE')).toBe(true);
    expect(isValidOrganisationNumber('5560360793', 'SE')).toBe(true);
    expect(isValidOrganisationNumber('556036-0794', 'SE')).toBe(false);
    expect(isValidOrganisationNumber('55603-0793', 'SE')).toBe(false);
  });

  it('Norway: 9 digits, modulus 11', () => {
    expect(isValidOrganisationNumber('923609016', 'NO')).toBe(true);
    expect(isValidOrganisationNumber('923 609 016', 'NO')).toBe(true);
    expect(isValidOrganisationNumber('923609017', 'NO')).toBe(false);
    expect(isValidOrganisationNumber('92360901', 'NO')).toBe(false);
  });

  it('Norway: a number whose check digit would be 10 is never valid', () => {
    // 6 x 2 = 12 leaves remainder 1: the check digit would be 10.
    for (const check of '0123456789') expect(isValidOrganisationNumber(`00000006${check}`, 'NO')).toBe(false);
  });

  it('Denmark: the 8-digit CVR number, modulus 11', () => {
    expect(isValidOrganisationNumber('10150817', 'DK')).toBe(true);
    expect(isValidOrganisationNumber('10150818', 'DK')).toBe(false);
  });

  it('Finland: the business id NNNNNNN-C', () => {
    expect(isValidOrganisationNumber('0112038-9', 'FI')).toBe(true);
    expect(isValidOrganisationNumber('0112038-8', 'FI')).toBe(false);
    expect(isValidOrganisationNumber('01120389', 'FI')).toBe(false);
    // 9 x 5 = 45 leaves remainder 1, which has no check digit.
    for (const check of '0123456789') expect(isValidOrganisationNumber(`0009000-${check}`, 'FI')).toBe(false);
  });

  it('the Netherlands: the 8-digit KvK number', () => {
    expect(isValidOrganisationNumber('34123456', 'NL')).toBe(true);
    expect(isValidOrganisationNumber('3412345', 'NL')).toBe(false);
  });

  it('an unknown country accepts no number', () => {
    expect(isValidOrganisationNumber('34123456', 'DE')).toBe(false);
  });
});
