import { couponReasonTextKey } from '@shop/domain/coupons';
import { useId, useState } from 'react';
import { applyCouponCode, dismissRejectedCoupons, removeCouponCode } from '../../lib/cart-actions.ts';
import type { CouponView, RejectedCouponView } from '../../lib/cart-view.ts';
import { useT } from '../../lib/strings.ts';
import { CartIcon } from './cart-icons.tsx';

type FieldMessage =
  | { readonly kind: 'none' }
  | { readonly kind: 'error'; readonly text: string }
  | { readonly kind: 'pending' };

/**
 * The discount-code field (spec 4, Coupons): a code is checked (spec 5: at least 3 letters,
 * digits or dashes), answered by the server, and then shown applied with what it takes off, or
 * inactive with the reason (a minimum spend not reached, no matching items ...). A rejected code
 * leaves the cart and is flagged with the reason (spec 8).
 */
export function CouponField({
  coupons,
  rejected,
}: {
  coupons: readonly CouponView[];
  rejected: readonly RejectedCouponView[];
}) {
  const t = useT();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<FieldMessage>({ kind: 'none' });

  return (
    <section className="coupon" aria-labelledby={`${inputId}-title`} data-coupons="">
      <h3 id={`${inputId}-title`} className="coupon__title">
        {t('cart.coupon.title')}
      </h3>
      <form
        className="coupon__form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const entered = code.trim();
          if (entered === '') {
            setMessage({ kind: 'error', text: t('cart.coupon.empty') });
            return;
          }
          setMessage({ kind: 'pending' });
          const result = await applyCouponCode(entered);
          if (!result.ok) {
            setMessage({ kind: 'error', text: t(couponReasonTextKey(result.code), { code: entered }) });
            return;
          }
          // The field empties unless the shopper has typed something else meanwhile.
          setMessage((current) => (current.kind === 'pending' ? { kind: 'none' } : current));
          setCode((current) => (current.trim() === entered ? '' : current));
        }}
      >
        <label htmlFor={inputId} className="coupon__label">
          {t('cart.coupon.label')}
        </label>
        <div className="coupon__row">
          <input
            id={inputId}
            className="coupon__input"
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={message.kind === 'error'}
            aria-describedby={messageId}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              if (message.kind === 'error') setMessage({ kind: 'none' });
            }}
          />
          <button
            type="submit"
            className="shell-button shell-button--secondary coupon__apply"
            disabled={message.kind === 'pending'}
          >
            {t('cart.coupon.apply')}
          </button>
        </div>
        <p id={messageId} className="coupon__message" role="status" data-coupon-message="">
          {message.kind === 'error'
            ? message.text
            : message.kind === 'pending'
              ? t('cart.coupon.checking')
              : ''}
        </p>
      </form>
      {rejected.length > 0 ? (
        <div className="cart-alert cart-alert--danger coupon__rejected" role="alert" data-coupon-rejected="">
          <CartIcon name="alert" size={16} />
          <div>
            {rejected.map((entry) => (
              <p key={entry.code} data-code={entry.code}>
                {t('cart.coupon.rejected', { code: entry.code })} {t(entry.reasonKey, { code: entry.code })}
              </p>
            ))}
          </div>
          <button
            type="button"
            className="cart-alert__close"
            aria-label={t('cart.coupon.dismiss')}
            onClick={dismissRejectedCoupons}
          >
            ×
          </button>
        </div>
      ) : null}
      {coupons.length > 0 ? (
        <ul className="coupon__list">
          {coupons.map((coupon) => (
            <li
              key={coupon.code}
              className={`coupon__item coupon__item--${coupon.status}`}
              data-coupon={coupon.code}
              data-status={coupon.status}
            >
              <span className="coupon__code">
                {coupon.status === 'applied' && coupon.customer ? t('cart.customer-discount') : coupon.code}
              </span>
              <span className="coupon__state">
                {coupon.status === 'applied'
                  ? t('cart.coupon.applied', { amount: coupon.amount })
                  : coupon.status === 'pending'
                    ? t('cart.coupon.checking')
                    : t(coupon.reasonKey, coupon.values)}
              </span>
              {/* The customer's own discount comes with the account: nothing to remove. */}
              {coupon.status === 'applied' && coupon.customer ? null : (
                <button
                  type="button"
                  className="coupon__remove"
                  aria-label={t('cart.coupon.remove', { code: coupon.code })}
                  onClick={() => {
                    removeCouponCode(coupon.code);
                    if (message.kind !== 'none') setMessage({ kind: 'none' });
                  }}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
