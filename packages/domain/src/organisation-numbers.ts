/**
 * Company (organisation) numbers of the five countries, for a company buyer at checkout. Each
 * has its national format and, where the country has one, its check digit.
 */

function digitsOf(value: string): number[] {
  return [...value].map(Number);
}

/** Sweden: 10 digits (NNNNNN-NNNN), the last a Luhn check digit. */
function isSwedish(value: string): boolean {
  const match = /^(\d{6})-?(\d{4})$/.exec(value);
  if (!match) return false;
  const digits = digitsOf(`${match[1]}${match[2]}`);
  const sum = digits.reduce((total, digit, index) => {
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return sum % 10 === 0;
}

function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
}

/** Norway: 9 digits, modulus 11 with weights 3 2 7 6 5 4 3 2. */
function isNorwegian(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  if (!/^\d{9}$/.test(compact)) return false;
  const digits = digitsOf(compact);
  const remainder = weightedSum(digits, [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check !== 10 && check === digits[8];
}

/** Denmark: the 8-digit CVR number, modulus 11 with weights 2 7 6 5 4 3 2 1. */
function isDanish(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  if (!/^\d{8}$/.test(compact)) return false;
  return weightedSum(digitsOf(compact), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

/** Finland: the business id (Y-tunnus) NNNNNNN-C, modulus 11 with weights 7 9 10 5 8 4 2. */
function isFinnish(value: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(value);
  if (!match?.[1]) return false;
  const remainder = weightedSum(digitsOf(match[1]), [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === Number(match[2]);
}

/** The Netherlands: the 8-digit KvK number (it has no check digit). */
function isDutch(value: string): boolean {
  return /^\d{8}$/.test(value.replace(/\s/g, ''));
}

const validators: Readonly<Record<string, (value: string) => boolean>> = {
  SE: isSwedish,
  NO: isNorwegian,
  DK: isDanish,
  FI: isFinnish,
  NL: isDutch,
};

/** Whether a company number is valid in a country (ISO 3166 code); unknown countries accept none. */
export function isValidOrganisationNumber(value: string, countryCode: string): boolean {
  const validate = validators[countryCode.toUpperCase()];
  return validate?.(value.trim()) === true;
}
