import type { AdminOrder } from '@shop/contracts/admin-orders';
import {
  type Carrier,
  carrierNames,
  carriers,
  isCarrier,
  trackingNumberPattern,
} from '@shop/domain/carriers';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { shipOrder } from '../../api/order-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { DialogFooter } from '../dialog-footer.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import { isConflict, type OrderChange } from './order-change.ts';

interface ShipFormProps extends OrderChange {
  readonly order: AdminOrder;
  readonly onClose: () => void;
}

/** Carrier (the order's own by default) and tracking number; the shopper is mailed the tracking link. */
export function ShipForm({ order, onClose, onUpdated, onRefused }: ShipFormProps) {
  const t = useMessages();
  const [carrier, setCarrier] = useState<Carrier>(
    isCarrier(order.shipping.carrier) ? order.shipping.carrier : 'postnord',
  );
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problem, setProblem] = useState<string>();
  const action = useAction();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = trackingNumber.trim();
    if (!trackingNumberPattern.test(number)) {
      setProblem(t.ship.trackingFormat);
      return;
    }
    setProblem(undefined);
    const outcome = await action.run(() => shipOrder(order, { carrier, tracking_number: number }));
    if (outcome.ok) {
      onClose();
      onUpdated(outcome.value, t.ship.done(order.number));
    } else if (isConflict(outcome.error)) {
      onClose();
      onRefused(outcome.error);
    }
  };

  const serverErrors = fieldErrorsOf(action.error);
  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <FormError error={action.error} fieldPaths={['carrier', 'tracking_number']} />
      <SelectField<Carrier>
        label={t.ship.carrier}
        options={carriers.map((code) => ({ id: code, label: carrierNames[code] }))}
        value={carrier}
        onChange={setCarrier}
        error={serverErrors.carrier}
      />
      <TextInputField
        label={t.ship.trackingNumber}
        description={t.ship.trackingHint}
        value={trackingNumber}
        onChange={setTrackingNumber}
        error={problem ?? serverErrors.tracking_number}
        maxLength={40}
        isRequired
        autoFocus
      />
      <DialogFooter submitLabel={t.ship.submit} pending={action.pending} />
    </Form>
  );
}
