import type { AdminOrder } from '@shop/contracts/admin-orders';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { newIdempotencyKey } from '../../api/admin-client.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { refundOrder } from '../../api/order-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { DialogFooter } from '../dialog-footer.tsx';
import { CheckboxInputField } from '../fields/checkbox-input-field.tsx';
import { NumberInputField } from '../fields/number-input-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import { LineUnitsTable } from './line-units-table.tsx';
import { isConflict, type OrderChange } from './order-change.ts';
import { chosenUnits, refundTotal } from './refund-preview.ts';

interface RefundFormProps extends OrderChange {
  readonly order: AdminOrder;
  readonly onClose: () => void;
}

/**
 * Units of lines, the shipping charge and a free amount, with a reason; it shows what the refund
 * comes to against what is left to refund. The Idempotency-Key is made when the dialog opens
 * (this form mounts), so a double click or a retry makes one refund.
 */
export function RefundForm({ order, onClose, onUpdated, onRefused }: RefundFormProps) {
  const t = useMessages();
  const format = useFormat();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [units, setUnits] = useState<Readonly<Record<number, number>>>({});
  const [shipping, setShipping] = useState(false);
  const [amount, setAmount] = useState(Number.NaN);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const action = useAction();

  const lines = chosenUnits(units);
  const total = refundTotal(order, { units, shipping, amount });
  const tooHigh = total !== null && total > order.refundable;
  const nothing = total === null || total <= 0;
  const money = (value: number) => format.money(value, order.currency);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(t.refund.reasonRequired);
      return;
    }
    setProblem(undefined);
    const body = {
      ...(lines.length > 0 ? { lines } : {}),
      ...(shipping ? { shipping: true } : {}),
      ...(Number.isFinite(amount) && amount > 0 ? { amount } : {}),
      reason: reason.trim(),
    };
    const outcome = await action.run(() => refundOrder(order, body, idempotencyKey));
    if (outcome.ok) {
      onClose();
      onUpdated(outcome.value, t.refund.done(money(total ?? 0), order.number));
    } else if (isConflict(outcome.error)) {
      onClose();
      onRefused(outcome.error);
    }
  };

  const serverErrors = fieldErrorsOf(action.error);
  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <FormError error={action.error} fieldPaths={['reason', 'amount', 'shipping']} />
      <LineUnitsTable
        order={order}
        caption={t.refund.unitsCaption}
        units={units}
        onChange={(position, count) => setUnits((current) => ({ ...current, [position]: count }))}
        errors={serverErrors}
      />
      {order.shipping_refunded ? (
        <p className="muted small">{t.refund.shippingRefunded}</p>
      ) : order.shipping.price > 0 ? (
        <CheckboxInputField
          label={t.refund.shipping(money(order.shipping.price))}
          isSelected={shipping}
          onChange={setShipping}
        />
      ) : null}
      <NumberInputField
        label={`${t.refund.amount} (${t.common.optional})`}
        description={t.refund.amountHint}
        value={amount}
        onChange={setAmount}
        minValue={0}
        step={order.currency === 'EUR' ? 0.01 : 1}
        currency={order.currency}
        error={serverErrors.amount}
      />
      <TextInputField
        label={t.refund.reason}
        description={t.refund.reasonHint}
        value={reason}
        onChange={setReason}
        error={problem ?? serverErrors.reason}
        maxLength={500}
        isRequired
        multiline
      />
      <dl className="summary-list" aria-live="polite">
        <div>
          <dt>{t.refund.toRefund}</dt>
          <dd className="summary-list__strong">{total === null ? t.common.none : money(total)}</dd>
        </div>
        <div>
          <dt>{t.order.refundable}</dt>
          <dd>{money(order.refundable)}</dd>
        </div>
      </dl>
      {tooHigh ? (
        <p className="field__error" role="alert">
          {t.refund.tooHigh}
        </p>
      ) : null}
      <DialogFooter
        submitLabel={t.refund.submit}
        pending={action.pending}
        isSubmitDisabled={nothing || tooHigh}
      />
    </Form>
  );
}
