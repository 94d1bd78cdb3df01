import { formatPrice, toMinor } from '@shop/domain/money';
import { priceForVatMode } from '@shop/domain/pricing';
import type { Store } from '@shop/domain/stores';
import { useEffect, useState } from 'react';
import type { ApiCall } from '../../lib/api-client.ts';
import { badgeNames } from '../../lib/badge-names.ts';
import {
  type CheckoutView,
  chooseShipping,
  fetchServicePoints,
  fetchShippingOptions,
  type ServicePointResponse,
  type ShippingOptionResponse,
} from '../../lib/checkout.api.ts';
import { useT } from '../../lib/strings.ts';

type Load<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: T };

function isBadge(carrier: string): carrier is keyof typeof badgeNames {
  return Object.hasOwn(badgeNames, carrier);
}

export interface ShippingSectionProps {
  readonly call: ApiCall;
  readonly view: CheckoutView;
  readonly store: Store;
  readonly includeVat: boolean;
  readonly onChange: (view: CheckoutView) => void;
  readonly onError: (message: string) => void;
}

/**
 * The shipping method, and for a service-point or parcel-locker method the point (the carrier's
 * nearest to the shopper's postal code; the first is chosen until the shopper picks another).
 */
export function ShippingSection({ call, view, store, includeVat, onChange, onError }: ShippingSectionProps) {
  const t = useT();
  const [options, setOptions] = useState<Load<readonly ShippingOptionResponse[]>>({ status: 'loading' });
  const [points, setPoints] = useState<Load<readonly ServicePointResponse[]> | null>(null);
  const [busy, setBusy] = useState(false);
  // The shopper's pick shows at once; the server's answer then confirms it (or takes it back).
  const [picked, setPicked] = useState<{ method: string; point: string | null } | null>(null);
  // Issue 20: a service-point method the shopper picked, waiting for the point they choose (none
  // is chosen for them); the server hears of it with the point.
  const [waitingForPoint, setWaitingForPoint] = useState<string | null>(null);
  const postalCode = view.customer?.postal_code ?? null;
  const currentMethod = picked?.method ?? waitingForPoint ?? view.shipping_method;
  const currentPoint = picked ? picked.point : waitingForPoint ? null : (view.service_point?.id ?? null);
  const selected =
    options.status === 'ready' ? options.value.find((o) => o.code === currentMethod) : undefined;
  // Shipping is taxed at the store's standard rate (the provider's shipping line).
  const shippingFactor = 1 + store.standardVatRate;

  // The options' prices depend on the goods (free above a threshold): reload when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: view.totals.goods is the reason to reload.
  useEffect(() => {
    let current = true;
    fetchShippingOptions(call, view.checkout_id)
      .then((answer) => current && setOptions({ status: 'ready', value: answer.options }))
      .catch(() => current && setOptions({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [call, view.checkout_id, view.totals.goods]);

  const servicePointCarrier = selected?.service_point ? selected.carrier : null;
  useEffect(() => {
    if (!servicePointCarrier || !postalCode) {
      setPoints(null);
      return;
    }
    let current = true;
    setPoints({ status: 'loading' });
    fetchServicePoints(call, servicePointCarrier, postalCode)
      .then((value) => current && setPoints({ status: 'ready', value }))
      .catch(() => current && setPoints({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [call, servicePointCarrier, postalCode]);

  const choose = async (method: string, servicePointId: string | null) => {
    setBusy(true);
    setPicked({ method, point: servicePointId });
    try {
      onChange(await chooseShipping(call, view.checkout_id, method, servicePointId));
      setWaitingForPoint(null);
    } catch {
      onError(t('checkout.error.shipping'));
    } finally {
      setPicked(null);
      setBusy(false);
    }
  };

  const pickMethod = async (option: ShippingOptionResponse) => {
    if (!option.service_point) {
      setWaitingForPoint(null);
      await choose(option.code, null);
      return;
    }
    // Issue 20: the points show nearest first and the shopper chooses one; none is preselected.
    setWaitingForPoint(option.code);
  };

  if (options.status === 'loading') return <p role="status">{t('checkout.loading-shipping')}</p>;
  if (options.status === 'failed')
    return <p className="cart-alert cart-alert--warning">{t('checkout.error.shipping')}</p>;

  const price = (amount: number) =>
    amount === 0
      ? t('checkout.free')
      : formatPrice(priceForVatMode(toMinor(amount, store.currency), shippingFactor, includeVat), store, {
          vat: includeVat,
        });

  return (
    <div className="checkout-shipping" aria-busy={busy}>
      <fieldset className="checkout-choice" data-shipping-options="">
        <legend className="visually-hidden">{t('checkout.step.shipping')}</legend>
        {options.value.map((option) => (
          <label
            key={option.code}
            className="checkout-option"
            data-shipping={option.code}
            data-service-point-method={option.service_point}
          >
            <input
              type="radio"
              name="shipping_method"
              value={option.code}
              checked={currentMethod === option.code}
              disabled={busy}
              onChange={() => void pickMethod(option)}
            />
            {isBadge(option.carrier) ? (
              <img
                src={`/icons/${option.carrier}.svg`}
                alt=""
                width={48}
                height={30}
                className="checkout-option__logo"
              />
            ) : null}
            <span className="checkout-option__text">
              <span className="checkout-option__name">{option.name}</span>
              <span className="checkout-option__description">{option.description}</span>
              <span className="checkout-option__description">
                {t('checkout.delivery-days', {
                  min: option.delivery_days.min,
                  max: option.delivery_days.max,
                })}
              </span>
            </span>
            <span className="checkout-option__price">
              {option.price < option.list_price ? <del>{price(option.list_price)}</del> : null}{' '}
              {price(option.price)}
            </span>
          </label>
        ))}
      </fieldset>
      {points ? (
        <fieldset className="checkout-choice checkout-points" data-service-points="">
          <legend>{t('checkout.service-point')}</legend>
          {points.status === 'loading' ? <p role="status">{t('checkout.loading-points')}</p> : null}
          {points.status === 'failed' || (points.status === 'ready' && points.value.length === 0) ? (
            <p>{t('checkout.error.no-service-points')}</p>
          ) : null}
          {points.status === 'ready'
            ? points.value.map((point) => (
                <label
                  key={point.id}
                  className="checkout-option checkout-option--point"
                  data-service-point={point.id}
                >
                  <input
                    type="radio"
                    name="service_point"
                    value={point.id}
                    checked={currentPoint === point.id}
                    disabled={busy}
                    onChange={() => selected && void choose(selected.code, point.id)}
                  />
                  <span className="checkout-option__text">
                    <span className="checkout-option__name">{point.name}</span>
                    <span className="checkout-option__description">
                      {point.street}, {point.postal_code} {point.city}
                    </span>
                    <span className="checkout-option__description">{point.opening_hours}</span>
                  </span>
                </label>
              ))
            : null}
        </fieldset>
      ) : null}
    </div>
  );
}
