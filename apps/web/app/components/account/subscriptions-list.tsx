import type { SubscriptionResponse } from '@shop/contracts/subscriptions';
import { subscriptionIntervalNames } from '@shop/contracts/subscriptions';
import { formatDate } from '@shop/domain/dates';
import { getStore } from '@shop/domain/stores';
import { useEffect, useId, useState } from 'react';
import {
  fetchSubscriptions,
  type SubscriptionChange,
  updateSubscription,
} from '../../lib/after-sales.api.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { useAuth } from '../../state/auth-store.ts';
import { LoadFailure } from './load-failure.tsx';
import { useAuthorized } from './use-authorized.ts';

/** my-account-subscriptions: list, pause, resume, change interval, cancel. */
export function SubscriptionsList() {
  const t = useT();
  const loaded = useAuthorized(fetchSubscriptions, 'subscriptions');
  const [shown, setShown] = useState<readonly SubscriptionResponse[]>([]);
  useEffect(() => {
    if (loaded.kind === 'ready') setShown(loaded.data);
  }, [loaded]);
  if (loaded.kind === 'loading') return <p role="status">{t('account.loading')}</p>;
  if (loaded.kind === 'failed') return <LoadFailure status={loaded.status} />;
  if (shown.length === 0) return <p data-subscriptions-empty="">{t('account.subscriptions.empty')}</p>;
  return (
    <ul className="account__list" data-subscriptions="">
      {shown.map((subscription) => (
        <SubscriptionItem
          key={subscription.id}
          subscription={subscription}
          onChanged={(changed) =>
            setShown((list) => list.map((item) => (item.id === changed.id ? changed : item)))
          }
        />
      ))}
    </ul>
  );
}

function SubscriptionItem({
  subscription,
  onChanged,
}: {
  subscription: SubscriptionResponse;
  onChanged: (changed: SubscriptionResponse) => void;
}) {
  const t = useT();
  const { locale } = useShop();
  const call = useBrowserApi();
  const token = useAuth((state) => state.access_token);
  const intervalId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = async (request: SubscriptionChange) => {
    if (!token) return;
    setBusy(true);
    setMessage(null);
    try {
      onChanged(await updateSubscription(call, token, subscription.id, request));
    } catch {
      setMessage(t('account.error.failed'));
    } finally {
      setBusy(false);
    }
  };
  const cancelled = subscription.status === 'cancelled';
  return (
    <li className="account__card" data-subscription={subscription.id} data-status={subscription.status}>
      <h2>
        {subscription.quantity} × {subscription.name}
      </h2>
      <p>
        {t(`account.subscriptions.status.${subscription.status}`)}
        {cancelled
          ? null
          : ` · ${t('account.subscriptions.next', { date: formatDate(subscription.next_order_at, getStore(locale), 'long') })}`}
      </p>
      {cancelled ? null : (
        <div className="account__actions">
          <div className="field">
            <label htmlFor={intervalId}>{t('account.subscriptions.interval')}</label>
            <select
              id={intervalId}
              className="select"
              value={subscription.interval}
              disabled={busy}
              onChange={(event) => {
                const interval = subscriptionIntervalNames.find((name) => name === event.target.value);
                if (interval) void change({ interval });
              }}
            >
              {subscriptionIntervalNames.map((name) => (
                <option key={name} value={name}>
                  {t(`account.subscriptions.interval.${name}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button--secondary button--inline"
            disabled={busy}
            onClick={() => void change({ action: subscription.status === 'paused' ? 'resume' : 'pause' })}
          >
            {t(
              subscription.status === 'paused'
                ? 'account.subscriptions.resume'
                : 'account.subscriptions.pause',
            )}
          </button>
          <button
            type="button"
            className="button button--secondary button--inline"
            disabled={busy}
            onClick={() => void change({ action: 'cancel' })}
          >
            {t('account.subscriptions.cancel')}
          </button>
        </div>
      )}
      <p className="account__error" role="alert">
        {message}
      </p>
    </li>
  );
}
