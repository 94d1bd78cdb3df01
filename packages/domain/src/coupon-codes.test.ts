import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codesOnlyCouponState } from './coupon-codes.ts';
import { createCouponState } from './coupon-state.ts';

describe('coupon state of code-only coupons', () => {
  it('equals the full rules’ state for the same codes, whatever the codes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('SAVE10', 'customer-discount', ' Cases20 '))),
        (codes) => {
          expect(codesOnlyCouponState(codes)).toEqual(createCouponState(codes.map((code) => ({ code }))));
        },
      ),
    );
  });

  it('is the empty state without codes', () => {
    expect(codesOnlyCouponState()).toEqual(createCouponState());
  });
});
