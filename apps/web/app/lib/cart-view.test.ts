import type { CartItem } from '@shop/domain/cart';
import { CouponReason, createCouponState } from '@shop/domain/coupons';
import { ProductType } from '@shop/domain/enums';
import { describe, expect, it } from 'vitest';
import { buildCartView, couponReasonKey, rejectedCouponViews } from './cart-view.ts';

const sv = { iso: 'sv-SE', currency: 'SEK' } as const;
const fi = { iso: 'fi-FI', currency: 'EUR' } as const;

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    uuid: 'line-1',
    type: ProductType.Standard,
    product_id: 5,
    sku: 'UNI-TLS-002',
    name: 'Skruvmejsel',
    slug: 'skruvmejsel',
    price: 399,
    pricing: [
      { q: 1, p: 399 },
      { q: 5, p: 379 },
    ],
    quantity: 1,
    vat: 1.25,
    group_id: 11,
    ...overrides,
  };
}

/** Intl writes a no-break space between digits and unit; the tests compare plain spaces. */
function plain(text: string): string {
  return text.replace(/\s/g, ' ');
}

describe('the cart view (spec 4 and 5)', () => {
  it('shows the tier of the quantity and the next cheaper tier', () => {
    const view = buildCartView([item({ quantity: 2, price: 399 })], createCouponState(), {}, sv, true);
    const [line] = view.lines;
    expect(plain(line?.unitPrice ?? '')).toBe('399 kr');
    expect(line?.nextTier?.quantity).toBe(5);
    expect(plain(line?.nextTier?.price ?? '')).toBe('379 kr');
    expect(plain(view.totals.total)).toBe('798 kr');
  });

  it('spec 9 (issue 20): incl. VAT the VAT line has no decimals in SEK, as every other amount', () => {
    const view = buildCartView([item()], createCouponState(), {}, sv, true);
    expect(plain(view.totals.vat)).toBe('80 kr');
  });

  it('the unit price follows the tier at once when the quantity crosses the threshold', () => {
    const view = buildCartView([item({ quantity: 5, price: 399 })], createCouponState(), {}, sv, true);
    expect(plain(view.lines[0]?.unitPrice ?? '')).toBe('379 kr');
    expect(view.lines[0]?.nextTier).toBeNull();
  });

  it('without VAT every price has 2 decimals and the total incl. VAT stays', () => {
    const view = buildCartView([item()], createCouponState(), {}, sv, false);
    expect(plain(view.lines[0]?.unitPrice ?? '')).toBe('319,20 kr');
    expect(plain(view.totals.total)).toBe('319,20 kr');
    expect(plain(view.totals.totalInclVat)).toBe('399 kr');
    expect(plain(view.totals.vat)).toBe('79,80 kr');
  });

  it('spec 5 (issue 21): without VAT a discounted line has 2 decimals from the unrounded price, 143.28 not 143.20', () => {
    const applied = { code: 'SAVE10', applied: true, failed_minimum_spend: false, percentage_discount: 10 };
    const screen = item({ price: 199, pricing: [{ q: 1, p: 199 }] });
    const exVat = buildCartView([screen], createCouponState([applied]), {}, sv, false);
    expect(plain(exVat.lines[0]?.unitPrice ?? '')).toBe('143,28 kr');
    expect(plain(exVat.lines[0]?.total ?? '')).toBe('143,28 kr');
    expect(plain(exVat.totals.total)).toBe('143,28 kr');
    // 179.10 kr is charged, shown with the currency's digits.
    expect(exVat.totals.totalMinor).toBe(17910);
    const withVat = buildCartView([screen], createCouponState([applied]), {}, sv, true);
    expect(plain(withVat.lines[0]?.unitPrice ?? '')).toBe('179 kr');
    expect(withVat.totals.totalMinor).toBe(17900);
  });

  it('an applied coupon shows what it takes off; a coupon not answered yet is pending', () => {
    const applied = { code: 'SAVE10', applied: true, failed_minimum_spend: false, percentage_discount: 10 };
    const view = buildCartView(
      [item({ quantity: 2 })],
      createCouponState([applied, { code: 'NEW1' }]),
      {},
      sv,
      true,
    );
    expect(view.coupons[0]).toMatchObject({ code: 'SAVE10', status: 'applied' });
    expect(plain(view.coupons[0]?.status === 'applied' ? view.coupons[0].amount : '')).toBe('80 kr');
    expect(view.coupons[1]).toEqual({ code: 'NEW1', status: 'pending' });
    expect(plain(view.totals.discount ?? '')).toBe('80 kr');
  });

  it("spec 4: a signed-in customer's discount map shows as the customer-discount coupon, given once", () => {
    const items = [item({ quantity: 2, discount_category: 2 })];
    const view = buildCartView(items, createCouponState(), {}, sv, true, { '2': 10 });
    expect(view.coupons).toHaveLength(1);
    expect(view.coupons[0]).toMatchObject({ code: 'customer-discount', status: 'applied', customer: true });
    expect(plain(view.coupons[0]?.status === 'applied' ? view.coupons[0].amount : '')).toBe('80 kr');
    // 359 kr a unit (10 % off 399, whole kronor): the coupon line is the category discount, not a second one.
    expect(plain(view.totals.total)).toBe('718 kr');
    expect(plain(view.totals.discount ?? '')).toBe('80 kr');
  });

  it('spec 4: the customer-discount coupon goes when it gives nothing (0 or less)', () => {
    const other = buildCartView([item({ discount_category: 3 })], createCouponState(), {}, sv, true, {
      '2': 10,
    });
    expect(other.coupons).toEqual([]);
    // Spec 5: the larger discount wins; a code giving 20 % leaves the customer's 10 % nothing.
    const code = { code: 'SAVE20', applied: true, failed_minimum_spend: false, percentage_discount: 20 };
    const beaten = buildCartView([item({ discount_category: 2 })], createCouponState([code]), {}, sv, true, {
      '2': 10,
    });
    expect(beaten.coupons.map((coupon) => coupon.code)).toEqual(['SAVE20']);
  });

  it('a coupon below its minimum spend says how much is missing (spec 5: the rule is ignored)', () => {
    const coupon = { code: 'MIN500', applied: true, failed_minimum_spend: true, percentage_discount: 15 };
    const view = buildCartView(
      [item({ price: 28.95, pricing: [{ q: 1, p: 28.95 }], vat: 1.255 })],
      createCouponState([coupon]),
      { min500: { minimumSpend: 50, reason: 'COUPON_MIN_SPEND', label: null } },
      fi,
      true,
    );
    const [shown] = view.coupons;
    expect(shown?.status).toBe('inactive');
    if (shown?.status !== 'inactive') return;
    expect(shown.reasonKey).toBe('coupon.min-spend');
    expect(plain(shown.values.minimum ?? '')).toBe('50,00 €');
    expect(plain(shown.values.missing ?? '')).toBe('21,05 €');
    expect(view.totals.discount).toBeNull();
  });

  it('gives every reason a string key, the provider-only ones too', () => {
    expect(couponReasonKey(CouponReason.Superseded)).toBe('coupon.superseded');
    expect(couponReasonKey('COUPON_EXPIRED')).toBe('coupon.expired');
    expect(couponReasonKey('COUPON_USED_UP')).toBe('coupon.used-up');
    expect(couponReasonKey('COUPON_NOT_STARTED')).toBe('coupon.not-started');
    expect(couponReasonKey('SOMETHING_NEW')).toBe('coupon.not-applied');
    expect(rejectedCouponViews([{ code: 'X1', reason: 'COUPON_UNKNOWN' }])).toEqual([
      { code: 'X1', reasonKey: 'coupon.unknown' },
    ]);
  });

  it('locks the quantity of upsell-bundle, cross-sell and coupon lines (spec 5)', () => {
    const view = buildCartView(
      [
        item(),
        item({ uuid: 'line-2', upselling_bundle_id: 3 }),
        item({ uuid: 'line-3', added_by_coupon: 'GIFT' }),
      ],
      createCouponState(),
      {},
      sv,
      true,
    );
    expect(view.lines.map((line) => line.locked)).toEqual([false, true, true]);
  });

  it('shows cart_notice as a warning and adjusted_quantity as a danger notice (spec 5)', () => {
    const view = buildCartView(
      [item({ cart_notice: 'Priset har ändrats', adjusted_quantity: 3, quantity: 3 })],
      createCouponState(),
      {},
      sv,
      true,
    );
    expect(view.lines[0]?.notices.map((notice) => notice.level)).toEqual(['warning', 'danger']);
    expect(view.lines[0]?.notices[1]?.messageKey).toBe('product.adjusted_quantity');
  });
});
