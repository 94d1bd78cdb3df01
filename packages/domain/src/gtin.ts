/**
 * GTIN (Global Trade Item Number) of a product, for the merchant feed (issue 17). An EAN-13 is a
 * GTIN-13, a UPC-A a GTIN-12, an EAN-8 a GTIN-8; a GTIN-14 numbers a case of items. Every length
 * ends in a GS1 check digit.
 */

export type GtinProblem = 'GTIN_NOT_DIGITS' | 'GTIN_LENGTH' | 'GTIN_CHECK_DIGIT';

export type GtinCheck = { ok: true; gtin: string } | { ok: false; code: GtinProblem };

const gtinLengths: readonly number[] = [8, 12, 13, 14];

/**
 * The GS1 check digit of the digits before it: from the right, the digits are weighted 3, 1, 3, 1,
 * ...; the check digit brings the sum up to a multiple of 10.
 */
export function computeGs1CheckDigit(digitsBeforeCheck: string): number {
  let sum = 0;
  for (let fromRight = 0; fromRight < digitsBeforeCheck.length; fromRight += 1) {
    const digit = Number(digitsBeforeCheck[digitsBeforeCheck.length - 1 - fromRight]);
    sum += fromRight % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Checks a GTIN as staff type it: surrounding spaces are dropped, nothing else is forgiven. */
export function checkGtin(value: string): GtinCheck {
  const gtin = value.trim();
  if (!/^\d+$/.test(gtin)) return { ok: false, code: 'GTIN_NOT_DIGITS' };
  if (!gtinLengths.includes(gtin.length)) return { ok: false, code: 'GTIN_LENGTH' };
  const expected = computeGs1CheckDigit(gtin.slice(0, -1));
  if (Number(gtin.at(-1)) !== expected) return { ok: false, code: 'GTIN_CHECK_DIGIT' };
  return { ok: true, gtin };
}

/** Why a GTIN was refused, in words for staff (the back office is English and Swedish; the API's
 * messages are English like its other validation messages). */
export function describeGtinProblem(code: GtinProblem): string {
  switch (code) {
    case 'GTIN_NOT_DIGITS':
      return 'a GTIN has only digits';
    case 'GTIN_LENGTH':
      return 'a GTIN has 8, 12, 13 or 14 digits';
    case 'GTIN_CHECK_DIGIT':
      return 'the GS1 check digit is wrong';
  }
}
