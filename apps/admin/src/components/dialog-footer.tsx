import { Button } from 'react-aria-components';
import { useMessages } from '../i18n/language-context.tsx';

interface DialogFooterProps {
  readonly submitLabel: string;
  readonly pending: boolean;
  readonly isSubmitDisabled?: boolean;
  /** A destructive step (cancel an order, reject a return) gets the warning colour. */
  readonly tone?: 'primary' | 'danger';
  /** The button that closes without doing anything; "Cancel" unless that would be ambiguous. */
  readonly dismissLabel?: string;
}

/** Cancel and the dialog's submit button; "Cancel" closes the dialog (React Aria's close slot). */
export function DialogFooter({
  submitLabel,
  pending,
  isSubmitDisabled = false,
  tone = 'primary',
  dismissLabel,
}: DialogFooterProps) {
  const t = useMessages();
  return (
    <div className="dialog__footer">
      <Button slot="close" className="button button--secondary">
        {dismissLabel ?? t.common.cancel}
      </Button>
      <Button
        type="submit"
        className={`button button--${tone}`}
        isDisabled={isSubmitDisabled}
        isPending={pending}
      >
        {pending ? t.common.sending : submitLabel}
      </Button>
    </div>
  );
}
