import type { AdminOrder } from '@shop/contracts/admin-orders';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { deliverOrder, packOrder } from '../../api/order-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { ActionDialog } from '../action-dialog.tsx';
import { ErrorNotice } from '../load-state.tsx';
import { CancelForm } from './cancel-dialog.tsx';
import { isConflict, type OrderChange } from './order-change.ts';
import { RefundForm } from './refund-dialog.tsx';
import { ShipForm } from './ship-dialog.tsx';

type DialogName = 'ship' | 'cancel' | 'refund';

interface OrderActionsProps extends OrderChange {
  readonly order: AdminOrder;
}

/**
 * The steps the order allows now (allowed_events), and Refund while anything is left to refund.
 * Pack and Mark delivered happen at a press; Ship, Cancel and Refund ask in a dialog first.
 */
export function OrderActions({ order, onUpdated, onRefused }: OrderActionsProps) {
  const t = useMessages();
  const [open, setOpen] = useState<DialogName | null>(null);
  const step = useAction();
  const allows = (event: AdminOrder['allowed_events'][number]) => order.allowed_events.includes(event);
  const dialogProps = (name: DialogName) => ({
    isOpen: open === name,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? name : null),
  });
  const formProps = { order, onClose: () => setOpen(null), onUpdated, onRefused };

  const press = async (write: (order: AdminOrder) => Promise<AdminOrder>, notice: string) => {
    const outcome = await step.run(() => write(order));
    if (outcome.ok) onUpdated(outcome.value, notice);
    else if (isConflict(outcome.error)) {
      step.clearError();
      onRefused(outcome.error);
    }
  };

  return (
    <section className="actions" aria-label={t.order.actions}>
      <div className="actions__buttons">
        {allows('pack') ? (
          <Button
            className="button button--primary"
            isPending={step.pending}
            onPress={() => void press(packOrder, t.order.packed(order.number))}
          >
            {t.order.pack}
          </Button>
        ) : null}
        {allows('ship') ? (
          <ActionDialog
            triggerLabel={t.order.ship}
            triggerClassName="button button--primary"
            title={t.ship.title(order.number)}
            {...dialogProps('ship')}
          >
            <ShipForm {...formProps} />
          </ActionDialog>
        ) : null}
        {allows('deliver') ? (
          <Button
            className="button button--primary"
            isPending={step.pending}
            onPress={() => void press(deliverOrder, t.order.delivered(order.number))}
          >
            {t.order.deliver}
          </Button>
        ) : null}
        <ActionDialog
          triggerLabel={t.order.refund}
          isTriggerDisabled={order.refundable <= 0}
          title={t.refund.title(order.number)}
          size="wide"
          {...dialogProps('refund')}
        >
          <RefundForm {...formProps} />
        </ActionDialog>
        {allows('cancel') ? (
          <ActionDialog
            triggerLabel={t.order.cancel}
            triggerClassName="button button--danger-outline"
            title={t.cancel.title(order.number)}
            size="wide"
            {...dialogProps('cancel')}
          >
            <CancelForm {...formProps} />
          </ActionDialog>
        ) : null}
      </div>
      {order.refundable <= 0 ? <p className="muted small">{t.order.nothingToRefund}</p> : null}
      {step.error ? <ErrorNotice error={step.error} /> : null}
    </section>
  );
}
