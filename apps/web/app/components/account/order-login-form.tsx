import { useId, useState } from 'react';
import { logInToOrder } from '../../lib/account-session.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useT } from '../../lib/strings.ts';

/**
 * Spec 4, the order login: the order number with the e-mail address of the order. A postal code
 * alone is not asked for: with sequential order numbers it is too easy to guess (issue 22).
 */
export function OrderLoginForm({ onLoggedIn }: { onLoggedIn: (orderId: string) => void }) {
  const t = useT();
  const call = useBrowserApi();
  const numberId = useId();
  const emailId = useId();
  const hintId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="account__form account__card"
      data-order-login=""
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const orderNumber = String(data.get('order_number') ?? '').trim();
        const email = String(data.get('email') ?? '').trim();
        setBusy(true);
        setMessage(null);
        const result = await logInToOrder(call, { order_number: orderNumber, email }, t).finally(() =>
          setBusy(false),
        );
        if (result.ok && result.orderId) onLoggedIn(result.orderId);
        else if (!result.ok) setMessage(result.message);
      }}
    >
      <p>{t('account.orderLogin.intro')}</p>
      <div className="field">
        <label htmlFor={numberId}>{t('account.orderLogin.number')}</label>
        <input id={numberId} className="input" name="order_number" required autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor={emailId}>{t('account.orderLogin.proof')}</label>
        <input
          id={emailId}
          className="input"
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-describedby={hintId}
        />
        <span id={hintId}>{t('account.orderLogin.proofHint')}</span>
      </div>
      <p className="account__error" role="alert">
        {message}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {t('account.orderLogin.submit')}
      </button>
    </form>
  );
}
