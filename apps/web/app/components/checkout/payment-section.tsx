import { useEffect, useState } from 'react';
import type { ApiCall } from '../../lib/api-client.ts';
import { badgeNames } from '../../lib/badge-names.ts';
import {
  type CheckoutView,
  choosePayment,
  fetchPaymentMethods,
  type PaymentMethod,
} from '../../lib/checkout.api.ts';
import { useT } from '../../lib/strings.ts';

function isBadge(icon: string): icon is keyof typeof badgeNames {
  return Object.hasOwn(badgeNames, icon);
}

export interface PaymentSectionProps {
  readonly call: ApiCall;
  readonly view: CheckoutView;
  readonly buyerType: 'private' | 'company';
  readonly onChange: (view: CheckoutView) => void;
  readonly onError: (message: string) => void;
}

/**
 * The payment method: the built-in invoice (not in nl) and the card and pay-later providers,
 * which say so when they run in test mode. Only methods for the buyer type are offered.
 */
export function PaymentSection({ call, view, buyerType, onChange, onError }: PaymentSectionProps) {
  const t = useT();
  const [methods, setMethods] = useState<readonly PaymentMethod[] | null>(null);
  const [busy, setBusy] = useState(false);
  // The shopper's pick shows at once; the server's answer then confirms it (or takes it back).
  const [picked, setPicked] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per checkout (t and onError change every render).
  useEffect(() => {
    let current = true;
    fetchPaymentMethods(call, view.checkout_id)
      .then((value) => current && setMethods(value))
      .catch(() => current && onError(t('checkout.error.payment')));
    return () => {
      current = false;
    };
  }, [call, view.checkout_id]);

  if (!methods) return <p role="status">{t('checkout.loading-payment')}</p>;
  const offered = methods.filter((method) => method.buyer_types.includes(buyerType));
  // A store may offer nothing this buyer can use (the test providers off, docs/decisions/016).
  if (offered.length === 0)
    return <p className="cart-alert cart-alert--warning">{t('checkout.no-payment-methods')}</p>;

  return (
    <fieldset className="checkout-choice" data-payment-methods="" aria-busy={busy}>
      <legend className="visually-hidden">{t('checkout.step.payment')}</legend>
      {offered.map((method) => (
        <label key={method.code} className="checkout-option" data-payment={method.code}>
          <input
            type="radio"
            name="payment_method"
            value={method.code}
            checked={(picked ?? view.payment_method) === method.code}
            disabled={busy}
            onChange={async () => {
              setBusy(true);
              setPicked(method.code);
              try {
                onChange(await choosePayment(call, view.checkout_id, method.code));
              } catch {
                onError(t('checkout.error.payment'));
              } finally {
                setPicked(null);
                setBusy(false);
              }
            }}
          />
          <span className="checkout-option__text">
            <span className="checkout-option__name">
              {method.name}
              {/* Issue 20: a space, so a screen reader hears "Kort, TESTLÄGE" and not "KortTESTLÄGE". */}
              {method.test_mode ? ' ' : null}
              {method.test_mode ? (
                <span className="checkout-test-badge">{t('checkout.test-mode')}</span>
              ) : null}
            </span>
            <span className="checkout-option__description">{method.description}</span>
          </span>
          <span className="checkout-option__icons">
            {method.icons.filter(isBadge).map((icon) => (
              <img key={icon} src={`/icons/${icon}.svg`} alt={badgeNames[icon]} width={44} height={28} />
            ))}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
