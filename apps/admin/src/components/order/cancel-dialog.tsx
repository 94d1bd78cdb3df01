import type { AdminOrder } from '@shop/contracts/admin-orders';
import { type FormEvent, useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { cancelOrder } from '../../api/order-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { DialogFooter } from '../dialog-footer.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import { LineUnitsTable } from './line-units-table.tsx';
import { isConflict, type OrderChange } from './order-change.ts';
import { chosenUnits } from './refund-preview.ts';

interface CancelFormProps extends OrderChange {
  readonly order: AdminOrder;
  readonly onClose: () => void;
}

/**
 * The whole order, or (while it waits in the warehouse: can_cancel_lines) units of single lines.
 * Stock and coupon use go back and what was charged for them is refunded.
 */
export function CancelForm({ order, onClose, onUpdated, onRefused }: CancelFormProps) {
  const t = useMessages();
  const [scope, setScope] = useState<'order' | 'lines'>('order');
  const [units, setUnits] = useState<Readonly<Record<number, number>>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const action = useAction();
  const lines = chosenUnits(units);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (scope === 'lines' && lines.length === 0) {
      setProblem(t.cancel.chooseUnits);
      return;
    }
    setProblem(undefined);
    const body = {
      ...(scope === 'lines' ? { lines } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    const outcome = await action.run(() => cancelOrder(order, body));
    if (outcome.ok) {
      onClose();
      onUpdated(
        outcome.value,
        scope === 'lines' ? t.cancel.unitsDone(order.number) : t.cancel.done(order.number),
      );
    } else if (isConflict(outcome.error)) {
      onClose();
      onRefused(outcome.error);
    }
  };

  const serverErrors = fieldErrorsOf(action.error);
  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <FormError
        error={action.error}
        fieldPaths={['reason', ...lines.map((_, index) => `lines.${index}.quantity`)]}
      />
      {order.can_cancel_lines ? (
        <RadioGroup
          className="radio-group"
          value={scope}
          onChange={(value) => setScope(value === 'lines' ? 'lines' : 'order')}
        >
          <Label className="field__label">{t.cancel.what}</Label>
          <Radio className="radio" value="order">
            {t.cancel.wholeOrder}
          </Radio>
          <Radio className="radio" value="lines">
            {t.cancel.someUnits}
          </Radio>
        </RadioGroup>
      ) : (
        <p>{t.cancel.wholeOnly}</p>
      )}
      {scope === 'lines' ? (
        <>
          <LineUnitsTable
            order={order}
            caption={t.cancel.unitsCaption}
            units={units}
            onChange={(position, count) => setUnits((current) => ({ ...current, [position]: count }))}
            errors={serverErrors}
          />
          {problem ? (
            <p className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
      <TextInputField
        label={`${t.cancel.reason} (${t.common.optional})`}
        description={t.cancel.reasonHint}
        value={reason}
        onChange={setReason}
        error={serverErrors.reason}
        maxLength={500}
        multiline
      />
      <p className="muted small">{t.cancel.consequences}</p>
      <DialogFooter
        submitLabel={scope === 'lines' ? t.cancel.submitUnits : t.cancel.submit}
        pending={action.pending}
        tone="danger"
        dismissLabel={t.cancel.keep}
      />
    </Form>
  );
}
