import { CouponReason, couponReasonTextKey } from '@shop/domain/coupons';
import { localeCodes } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';
import { findPaymentMethodByCode, paymentMethodCodes } from '../../payments/payment-methods.ts';
import { uiStrings } from '../ui-strings.seed.ts';
import { cartCheckoutStrings } from './cart-checkout.strings.ts';

describe('the cart and checkout texts', () => {
  it('issue 20: one name per payment method, the confirmation says what checkout offered', () => {
    for (const code of paymentMethodCodes) {
      const method = findPaymentMethodByCode(code);
      expect(uiStrings[`order.payment.${code}`], code).toEqual(method.names);
    }
    expect(uiStrings['order.payment.pay-later']?.nl).toBe('Achteraf betalen');
  });

  it('name every reason a discount code did not apply (the domain and the provider)', () => {
    const keys = [
      ...Object.values(CouponReason).map(couponReasonTextKey),
      'coupon.not-started',
      'coupon.expired',
      'coupon.used-up',
    ];
    for (const key of keys) expect(uiStrings[key], key).toBeDefined();
  });

  it('have product.adjusted_quantity (spec 5) and every text in all five languages', () => {
    expect(uiStrings['product.adjusted_quantity']).toBeDefined();
    for (const [key, text] of Object.entries(cartCheckoutStrings)) {
      for (const locale of localeCodes) expect(text[locale].trim(), `${key} ${locale}`).not.toBe('');
    }
  });

  it('keep the placeholders of a text in every language', () => {
    for (const [key, text] of Object.entries(cartCheckoutStrings)) {
      const placeholders = (value: string) =>
        [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const locale of localeCodes)
        expect(placeholders(text[locale]), `${key} ${locale}`).toEqual(placeholders(text.sv));
    }
  });
});
