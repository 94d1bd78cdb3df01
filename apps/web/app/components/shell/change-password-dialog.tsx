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
import { useLocation } from 'react-router';
import { accountHandlers } from '../../lib/account-hooks.ts';
import { useT } from '../../lib/strings.ts';
import { setPanel } from '../../state/ui-store.ts';
import { Icon } from './icons.tsx';

/** The shortest password the dialog accepts before it asks the server. */
const minimumPasswordLength = 8;

/**
 * Spec 2: the change-password dialog (`?change_password`). The change itself arrives with the
 * accounts issue through `accountHandlers.changePassword`.
 */
export default function ChangePasswordDialog() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Spec 2: `?change_password=<token>` is the e-mailed reset link; a bare `?change_password` is
  // the logged-in change, which proves the owner with the current password instead.
  const resetToken = new URLSearchParams(useLocation().search).get('change_password') || null;
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => setPanel('changePasswordOpen', open)}
      className="shell-dialog-overlay"
    >
      <Modal className="shell-dialog" data-change-password-dialog="">
        <Dialog className="shell-dialog__body">
          {({ close }) => (
            <>
              <div className="shell-dialog__header">
                <Heading slot="title" className="shell-dialog__title">
                  {t('shell.changePassword.title')}
                </Heading>
                <Button className="shell-icon-button" onPress={close} aria-label={t('shell.dialog.close')}>
                  <Icon name="close" size={22} />
                </Button>
              </div>
              <Form
                className="shell-dialog__form"
                onSubmit={async (event) => {
                  event.preventDefault();
                  const changePassword = accountHandlers.changePassword;
                  if (!changePassword) {
                    setMessage(t('shell.changePassword.unavailable'));
                    return;
                  }
                  setBusy(true);
                  const current = new FormData(event.currentTarget).get('current');
                  const result = await changePassword(
                    resetToken
                      ? { password, reset_token: resetToken }
                      : { password, current_password: typeof current === 'string' ? current : '' },
                  ).finally(() => setBusy(false));
                  if (result.ok) close();
                  else setMessage(result.message);
                }}
              >
                {resetToken ? null : (
                  <TextField
                    name="current"
                    type="password"
                    isRequired
                    autoComplete="current-password"
                    className="shell-field"
                  >
                    <Label className="shell-field__label">{t('shell.changePassword.current')}</Label>
                    <Input className="shell-field__input" />
                    <FieldError className="shell-field__error" />
                  </TextField>
                )}
                <TextField
                  name="password"
                  type="password"
                  isRequired
                  minLength={minimumPasswordLength}
                  autoComplete="new-password"
                  value={password}
                  onChange={setPassword}
                  className="shell-field"
                >
                  <Label className="shell-field__label">{t('shell.changePassword.new')}</Label>
                  <Input className="shell-field__input" />
                  <FieldError className="shell-field__error" />
                </TextField>
                <TextField
                  name="repeat"
                  type="password"
                  isRequired
                  autoComplete="new-password"
                  validate={(value) => (value === password ? null : t('shell.changePassword.mismatch'))}
                  className="shell-field"
                >
                  <Label className="shell-field__label">{t('shell.changePassword.repeat')}</Label>
                  <Input className="shell-field__input" />
                  <FieldError className="shell-field__error" />
                </TextField>
                <p className="shell-dialog__message" role="status">
                  {message}
                </p>
                <Button type="submit" className="shell-button shell-button--primary" isDisabled={busy}>
                  {t('shell.changePassword.submit')}
                </Button>
              </Form>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
