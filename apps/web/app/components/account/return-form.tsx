import type { ReturnableResponse, ReturnResponse } from '@shop/contracts/returns';
import { returnReasons } from '@shop/contracts/returns';
import { useId, useState } from 'react';
import { createReturn, fetchReturnable } from '../../lib/after-sales.api.ts';
import { failureStatus } from '../../lib/auth.api.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useT } from '../../lib/strings.ts';
import { useAuth } from '../../state/auth-store.ts';
import { LoadFailure } from './load-failure.tsx';
import { useAuthorized } from './use-authorized.ts';

/**
 * Returns: pick lines and quantities from a delivered order and give a reason. A quantity is
 * capped at what is still returnable; the provider checks the same, so nobody returns more
 * than was bought even past this form.
 */
export function ReturnForm({ orderRef }: { orderRef: string }) {
  const t = useT();
  const loaded = useAuthorized(
    (call, token) => fetchReturnable(call, token, orderRef),
    `returnable:${orderRef}`,
  );
  const [created, setCreated] = useState<ReturnResponse | null>(null);
  if (created) {
    return (
      <p className="notice" role="status" data-return-number={created.number}>
        {t('account.return.created', {
          number: created.number,
          status: t(`account.return.status.${created.status}`),
        })}
      </p>
    );
  }
  if (loaded.kind === 'loading') return <p role="status">{t('account.loading')}</p>;
  if (loaded.kind === 'failed') return <LoadFailure status={loaded.status} />;
  const returnable = loaded.data;
  if (!returnable.returnable || returnable.lines.every((line) => line.returnable === 0)) {
    return <p data-not-returnable="">{t('account.return.notReturnable')}</p>;
  }
  return <ReturnLinesForm orderRef={orderRef} returnable={returnable} onCreated={setCreated} />;
}

function ReturnLinesForm({
  orderRef,
  returnable,
  onCreated,
}: {
  orderRef: string;
  returnable: ReturnableResponse;
  onCreated: (created: ReturnResponse) => void;
}) {
  const t = useT();
  const call = useBrowserApi();
  const token = useAuth((state) => state.access_token);
  const reasonId = useId();
  const commentId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="account__form account__card"
      data-return-form={returnable.order_number}
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const lines = returnable.lines
          .map((line) => ({
            position: line.position,
            quantity: Number(data.get(`qty-${line.position}`) ?? 0),
          }))
          .filter((line) => line.quantity > 0);
        if (lines.length === 0) {
          setMessage(t('account.return.pickLine'));
          return;
        }
        if (!token) return;
        const reason = returnReasons.find((value) => value === data.get('reason')) ?? 'other';
        const comment = String(data.get('comment') ?? '').trim();
        setBusy(true);
        setMessage(null);
        try {
          onCreated(
            await createReturn(call, token, orderRef, { lines, reason, ...(comment ? { comment } : {}) }),
          );
        } catch (error: unknown) {
          const status = failureStatus(error);
          setMessage(t(status === 409 || status === 400 ? 'account.return.refused' : 'account.error.failed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <fieldset>
        <legend>{t('account.return.lines', { number: returnable.order_number })}</legend>
        {returnable.lines.map((line) => (
          <ReturnLine key={line.position} line={line} />
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={reasonId}>{t('account.return.reason')}</label>
        <select id={reasonId} className="select" name="reason" required defaultValue="">
          <option value="" disabled>
            {t('account.return.chooseReason')}
          </option>
          {returnReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`account.return.reason.${reason}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={commentId}>{t('account.return.comment')}</label>
        <textarea id={commentId} className="input" name="comment" rows={3} maxLength={2000} />
      </div>
      <p className="account__error" role="alert">
        {message}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {t('account.return.submit')}
      </button>
    </form>
  );
}

function ReturnLine({ line }: { line: ReturnableResponse['lines'][number] }) {
  const t = useT();
  const id = useId();
  return (
    <div className="field field--inline" data-return-line={line.sku}>
      <input
        id={id}
        className="input"
        type="number"
        name={`qty-${line.position}`}
        min={0}
        max={line.returnable}
        defaultValue={0}
        disabled={line.returnable === 0}
      />
      <label htmlFor={id}>
        {line.name} ({t('account.return.ofReturnable', { count: line.returnable, bought: line.bought })})
      </label>
    </div>
  );
}
