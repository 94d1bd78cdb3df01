import type { AdminReturn } from '@shop/contracts/admin-returns';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { approveReturn } from '../../api/return-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { ActionDialog } from '../action-dialog.tsx';
import { ErrorNotice } from '../load-state.tsx';
import type { ReturnChange } from './return-change.ts';
import { ReceiveReturnForm, RefundReturnForm, RejectReturnForm } from './return-forms.tsx';

type DialogName = 'reject' | 'receive' | 'refund';

interface ReturnActionsProps extends ReturnChange {
  readonly item: AdminReturn;
}

/** The steps the return allows now (allowed_events): approve at a press, the others in a dialog. */
export function ReturnActions({ item, onUpdated, onRefused }: ReturnActionsProps) {
  const t = useMessages();
  const [open, setOpen] = useState<DialogName | null>(null);
  const approval = useAction();
  const allows = (event: AdminReturn['allowed_events'][number]) => item.allowed_events.includes(event);
  const dialogProps = (name: DialogName) => ({
    isOpen: open === name,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? name : null),
  });
  const formProps = { item, onClose: () => setOpen(null), onUpdated, onRefused };

  const approve = async () => {
    const outcome = await approval.run(() => approveReturn(item));
    if (outcome.ok) onUpdated(outcome.value, t.returnActions.approved);
    else if (outcome.error.status === 409) {
      approval.clearError();
      onRefused(outcome.error);
    }
  };

  if (item.allowed_events.length === 0) return null;
  return (
    <section className="actions" aria-label={t.order.actions}>
      <div className="actions__buttons">
        {allows('approve') ? (
          <Button
            className="button button--primary"
            isPending={approval.pending}
            onPress={() => void approve()}
          >
            {t.returnActions.approve}
          </Button>
        ) : null}
        {allows('receive') ? (
          <ActionDialog
            triggerLabel={t.returnActions.receive}
            triggerClassName="button button--primary"
            title={t.returnActions.receiveTitle(item.number)}
            {...dialogProps('receive')}
          >
            <ReceiveReturnForm {...formProps} />
          </ActionDialog>
        ) : null}
        {allows('refund') ? (
          <ActionDialog
            triggerLabel={t.returnActions.refund}
            triggerClassName="button button--primary"
            title={t.returnActions.refundTitle(item.number)}
            {...dialogProps('refund')}
          >
            <RefundReturnForm {...formProps} />
          </ActionDialog>
        ) : null}
        {allows('reject') ? (
          <ActionDialog
            triggerLabel={t.returnActions.reject}
            triggerClassName="button button--danger-outline"
            title={t.returnActions.rejectTitle(item.number)}
            {...dialogProps('reject')}
          >
            <RejectReturnForm {...formProps} />
          </ActionDialog>
        ) : null}
      </div>
      {approval.error ? <ErrorNotice error={approval.error} /> : null}
    </section>
  );
}
