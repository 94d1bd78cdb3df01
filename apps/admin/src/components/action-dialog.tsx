import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface ActionDialogProps {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  readonly triggerLabel: string;
  readonly triggerClassName?: string;
  readonly isTriggerDisabled?: boolean;
  readonly title: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The dialog's content; it mounts on each opening, so its state starts afresh. */
  readonly children: ReactNode;
  readonly size?: 'narrow' | 'wide';
}

/** A modal dialog opened by a button: React Aria traps the focus in it and gives it back on close. */
export function ActionDialog({
  triggerLabel,
  triggerClassName = 'button button--secondary',
  isTriggerDisabled = false,
  title,
  isOpen,
  onOpenChange,
  children,
  size = 'narrow',
}: ActionDialogProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={triggerClassName} isDisabled={isTriggerDisabled}>
        {triggerLabel}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className={`modal modal--${size}`}>
          <Dialog className="dialog">
            <Heading slot="title" className="dialog__title">
              {title}
            </Heading>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
