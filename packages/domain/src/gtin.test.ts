import { describe, expect, it } from 'vitest';
import { checkGtin, computeGs1CheckDigit } from './gtin.ts';

describe('GTIN with its GS1 check digit (issue 17, merchant feed)', () => {
  it('accepts a valid EAN-13 (a GTIN-13)', () => {
    expect(checkGtin('4006381333931')).toEqual({ ok: true, gtin: '4006381333931' });
  });

  it('accepts a valid UPC-A (a GTIN-12), keeping its leading zero', () => {
    expect(checkGtin('036000291452')).toEqual({ ok: true, gtin: '036000291452' });
  });

  it('accepts a valid GTIN-14 and a valid EAN-8', () => {
    expect(checkGtin('10036000291459').ok).toBe(true);
    expect(checkGtin('96385074').ok).toBe(true);
  });

  it('refuses a wrong check digit, whatever the length', () => {
    expect(checkGtin('4006381333932')).toEqual({ ok: false, code: 'GTIN_CHECK_DIGIT' });
    expect(checkGtin('036000291453')).toEqual({ ok: false, code: 'GTIN_CHECK_DIGIT' });
    expect(checkGtin('10036000291458')).toEqual({ ok: false, code: 'GTIN_CHECK_DIGIT' });
  });

  it('refuses a wrong length even when its last digit fits: only 8, 12, 13 and 14 digits exist', () => {
    // 11 and 10 digits with a correct GS1 check digit are still no GTIN.
    expect(checkGtin(`0360002914${computeGs1CheckDigit('0360002914')}`)).toEqual({
      ok: false,
      code: 'GTIN_LENGTH',
    });
    expect(checkGtin('4006381339')).toEqual({ ok: false, code: 'GTIN_LENGTH' });
    expect(checkGtin('400638133393100')).toEqual({ ok: false, code: 'GTIN_LENGTH' });
  });

  it('refuses anything but digits (spaces around are dropped)', () => {
    expect(checkGtin('4006-381333931')).toEqual({ ok: false, code: 'GTIN_NOT_DIGITS' });
    expect(checkGtin('')).toEqual({ ok: false, code: 'GTIN_NOT_DIGITS' });
    expect(checkGtin(' 4006381333931 ')).toEqual({ ok: true, gtin: '4006381333931' });
  });

  it('every 13-digit number has exactly one check digit that makes it valid', () => {
    const body = '590123412345';
    const valid = [...'0123456789'].filter((digit) => checkGtin(`${body}${digit}`).ok);
    expect(valid).toEqual([String(computeGs1CheckDigit(body))]);
  });
});
