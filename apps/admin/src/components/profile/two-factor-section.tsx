import { mayCall } from '@shop/contracts/admin-permissions';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Link } from 'react-router';
import { disableTotp } from '../../api/auth-calls.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { useAction } from '../../api/use-action.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { useMember, useSession } from '../../session/session-context.tsx';
import { enrolmentPath } from '../../session/signed-in-layout.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import { useAnnounce } from '../notice-region.tsx';

/** Two-factor on (to the enrolment page) or off (with the password); owners must keep it on. */
export function TwoFactorSection() {
  const t = useMessages();
  const member = useMember();
  const { signedIn } = useSession();
  const announce = useAnnounce();
  const [password, setPassword] = useState('');
  const action = useAction();
  const mayTurnOff = mayCall(member.role, 'POST', '/auth/totp/disable');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() => disableTotp(password));
    if (!outcome.ok) return;
    setPassword('');
    signedIn(outcome.value);
    announce(t.profile.totpTurnedOff);
  };

  if (!member.totp_enabled) {
    return (
      <div className="form form--narrow">
        <p>{t.profile.totpIsOff}</p>
        <p>{t.enrolment.intro}</p>
        <Link className="button button--primary" to={enrolmentPath}>
          {t.enrolment.start}
        </Link>
      </div>
    );
  }
  if (!mayTurnOff) {
    return (
      <div className="form form--narrow">
        <p>{t.profile.totpIsOn}</p>
        <p className="muted">{t.profile.ownersKeepTotp}</p>
      </div>
    );
  }
  return (
    <Form className="form form--narrow" onSubmit={submit} validationBehavior="aria">
      <p>{t.profile.totpIsOn}</p>
      <FormError error={action.error} fieldPaths={['password']} />
      <TextInputField
        label={t.profile.passwordToTurnOff}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={fieldErrorsOf(action.error).password}
        isRequired
      />
      <Button type="submit" className="button button--danger" isPending={action.pending}>
        {t.profile.turnOffTotp}
      </Button>
    </Form>
  );
}
