import { useState } from 'react';
import {
  Button,
  Dialog,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';
import { accountHandlers } from '../../lib/account-hooks.ts';
import { useT } from '../../lib/strings.ts';
import { setPanel } from '../../state/ui-store.ts';
import { Icon } from './icons.tsx';

/**
 * Spec 2: the login dialog (the account entry of an anonymous shopper, and `?login`). The form
 * is complete; the login itself arrives with the accounts issue through `accountHandlers.login`.
 */
export default function LoginDialog() {
  const t = useT();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => setPanel('loginOpen', open)}
      className="shell-dialog-overlay"
    >
      <Modal className="shell-dialog" data-login-dialog="">
        <Dialog className="shell-dialog__body">
          {({ close }) => (
            <>
              <div className="shell-dialog__header">
                <Heading slot="title" className="shell-dialog__title">
                  {t('shell.login.title')}
                </Heading>
                <Button className="shell-icon-button" onPress={close} aria-label={t('shell.dialog.close')}>
                  <Icon name="close" size={22} />
                </Button>
              </div>
              <Form
                className="shell-dialog__form"
                onSubmit={async (event) => {
                  event.preventDefault();
                  const data = new FormData(event.currentTarget);
                  const login = accountHandlers.login;
                  if (!login) {
                    setMessage(t('shell.login.unavailable'));
                    return;
                  }
                  setBusy(true);
                  const result = await login({
                    email: String(data.get('email') ?? ''),
                    password: String(data.get('password') ?? ''),
                  }).finally(() => setBusy(false));
                  if (result.ok) close();
                  else setMessage(result.message);
                }}
              >
                <TextField
                  name="email"
                  type="email"
                  isRequired
                  autoComplete="username"
                  className="shell-field"
                >
                  <Label className="shell-field__label">{t('shell.login.email')}</Label>
                  <Input className="shell-field__input" />
                  <FieldError className="shell-field__error" />
                </TextField>
                <TextField
                  name="password"
                  type="password"
                  isRequired
                  autoComplete="current-password"
                  className="shell-field"
                >
                  <Label className="shell-field__label">{t('shell.login.password')}</Label>
                  <Input className="shell-field__input" />
                  <FieldError className="shell-field__error" />
                </TextField>
                <p className="shell-dialog__message" role="status">
                  {message}
                </p>
                <Button type="submit" className="shell-button shell-button--primary" isDisabled={busy}>
                  {t('shell.login.submit')}
                </Button>
              </Form>
              <p className="shell-dialog__note">{t('shell.login.note')}</p>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
