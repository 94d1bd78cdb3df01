import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useAction } from '../../api/use-action.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { errorText } from '../../i18n/messages.ts';
import { ActionDialog } from '../action-dialog.tsx';
import { DialogFooter } from '../dialog-footer.tsx';
import { useAnnounce } from '../notice-region.tsx';

interface RemoveDialogProps<Result> {
  /** The item's name as staff read it. */
  readonly name: string;
  readonly remove: () => Promise<Result>;
  readonly onRemoved: (result: Result) => void;
}

/**
 * "Remove" with a confirmation. The API refuses an item something still uses (409): the dialog
 * stays open and lists each use, so staff know what to move first; nothing was changed.
 */
export function RemoveDialog<Result>({ name, remove, onRemoved }: RemoveDialogProps<Result>) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [isOpen, setOpen] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(remove);
    if (!outcome.ok) return;
    setOpen(false);
    onRemoved(outcome.value);
    announce(t.trees.removed(name));
  };

  const error = action.error;
  return (
    <ActionDialog
      triggerLabel={t.trees.removeItem(name)}
      triggerClassName="button button--danger-outline button--small"
      title={t.trees.removeTitle(name)}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) action.clearError();
        setOpen(open);
      }}
    >
      <Form className="form" onSubmit={submit}>
        <p>{t.trees.removeConfirm(name)}</p>
        {error ? (
          <div className="alert alert--error" role="alert">
            {error.status === 409 && error.issues.length > 0 ? (
              <>
                <p>{t.trees.inUse(name)}</p>
                <ul>
                  {error.issues.map((issue) => (
                    <li key={issue.path}>{issue.message}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{errorText(t, error)}</p>
            )}
          </div>
        ) : null}
        <DialogFooter submitLabel={t.trees.remove} pending={action.pending} tone="danger" />
      </Form>
    </ActionDialog>
  );
}
