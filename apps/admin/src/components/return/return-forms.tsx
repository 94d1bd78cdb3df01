import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { receiveReturn, refundReturn, rejectReturn } from '../../api/return-calls.ts';
import { type Outcome, useAction } from '../../api/use-action.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { DialogFooter } from '../dialog-footer.tsx';
import { CheckboxInputField } from '../fields/checkbox-input-field.tsx';
import { NumberInputField } from '../fields/number-input-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import type { ReturnFormProps } from './return-change.ts';

type AdminReturn = ReturnFormProps['item'];

/** After a write: close the dialog, then show the change, or (409) say why and reload. */
function settle(outcome: Outcome<AdminReturn>, props: ReturnFormProps, notice: string): void {
  if (outcome.ok) {
    props.onClose();
    props.onUpdated(outcome.value, notice);
  } else if (outcome.error.status === 409) {
    props.onClose();
    props.onRefused(outcome.error);
  }
}

/** Reject with a reason, which the shopper sees. */
export function RejectReturnForm(props: ReturnFormProps) {
  const t = useMessages();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const action = useAction();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(t.returnActions.reasonRequired);
      return;
    }
    setProblem(undefined);
    settle(await action.run(() => rejectReturn(props.item, reason.trim())), props, t.returnActions.rejected);
  };
  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <FormError error={action.error} fieldPaths={['reason']} />
      <TextInputField
        label={t.returnActions.rejectReason}
        description={t.returnActions.shopperSees}
        value={reason}
        onChange={setReason}
        error={problem ?? fieldErrorsOf(action.error).reason}
        maxLength={500}
        isRequired
        multiline
        autoFocus
      />
      <DialogFooter submitLabel={t.returnActions.reject} pending={action.pending} tone="danger" />
    </Form>
  );
}

/** The parcel arrived: whether its units go back to stock (not for broken items). */
export function ReceiveReturnForm(props: ReturnFormProps) {
  const t = useMessages();
  const [restock, setRestock] = useState(true);
  const action = useAction();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    settle(await action.run(() => receiveReturn(props.item, restock)), props, t.returnActions.received);
  };
  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <FormError error={action.error} />
      <CheckboxInputField
        label={t.returnActions.restock}
        description={t.returnActions.restockHint}
        isSelected={restock}
        onChange={setRestock}
      />
      <DialogFooter submitLabel={t.returnActions.receive} pending={action.pending} />
    </Form>
  );
}

/** Gives back what the returned units cost, optionally with shipping and an extra amount. */
export function RefundReturnForm(props: ReturnFormProps) {
  const t = useMessages();
  const format = useFormat();
  const { item } = props;
  const [shipping, setShipping] = useState(false);
  const [amount, setAmount] = useState(Number.NaN);
  const [reason, setReason] = useState('');
  const action = useAction();
  const money = (value: number) => format.money(value, item.currency);
  const extra = Number.isFinite(amount) && amount > 0 ? amount : 0;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      ...(shipping ? { shipping: true } : {}),
      ...(extra > 0 ? { amount: extra } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    settle(await action.run(() => refundReturn(item, body)), props, t.returnActions.refunded);
  };
  const errors = fieldErrorsOf(action.error);
  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <FormError error={action.error} fieldPaths={['amount', 'reason']} />
      <dl className="summary-list">
        <div>
          <dt>{t.returnPage.linesValue}</dt>
          <dd>{money(item.lines_value)}</dd>
        </div>
      </dl>
      {item.shipping_refunded || item.order_shipping === 0 ? null : (
        <CheckboxInputField
          label={`${t.returnActions.refundShipping} (${money(item.order_shipping)})`}
          isSelected={shipping}
          onChange={setShipping}
        />
      )}
      <NumberInputField
        label={`${t.returnActions.extraAmount} (${t.common.optional})`}
        value={amount}
        onChange={setAmount}
        minValue={0}
        step={item.currency === 'EUR' ? 0.01 : 1}
        currency={item.currency}
        error={errors.amount}
      />
      <TextInputField
        label={`${t.returnActions.refundReason} (${t.common.optional})`}
        value={reason}
        onChange={setReason}
        error={errors.reason}
        maxLength={500}
        multiline
      />
      <dl className="summary-list" aria-live="polite">
        <div>
          <dt>{t.refund.toRefund}</dt>
          <dd className="summary-list__strong">
            {money(item.lines_value + extra + (shipping ? item.order_shipping : 0))}
          </dd>
        </div>
      </dl>
      <DialogFooter submitLabel={t.returnActions.refund} pending={action.pending} />
    </Form>
  );
}
