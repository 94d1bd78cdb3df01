import type { TotpSetupResponse } from '@shop/contracts/admin-auth';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { enableTotp, startTotpEnrolment } from '../api/auth-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { CopyButton } from '../components/copy-button.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { groupSecret, svgDataUrl } from '../format/svg-data-url.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { useMember, useSession } from '../session/session-context.tsx';

/**
 * Two-factor enrolment: a new secret (POST /auth/totp/setup) as QR code and as text, confirmed
 * with a code from it (POST /auth/totp/enable). Owners are sent here until it is on; others come
 * from their profile.
 */
export function TotpEnrolmentPage() {
  const t = useMessages();
  const member = useMember();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const start = useAction();

  const begin = async () => {
    // A click, not a mount: each setup makes a new secret, and only the one shown may count.
    const outcome = await start.run(startTotpEnrolment);
    if (outcome.ok) setSetup(outcome.value);
  };

  return (
    <>
      <PageHeading title={t.enrolment.title} />
      <div className="card card--narrow">
        {member.totp_enabled ? (
          <>
            <p>{t.enrolment.alreadyOn}</p>
            <p>
              <Link to="/profile">{t.enrolment.toProfile}</Link>
            </p>
          </>
        ) : (
          <>
            {member.totp_required ? <p className="alert alert--info">{t.enrolment.ownersMust}</p> : null}
            <p>{t.enrolment.intro}</p>
            <FormError error={start.error} />
            {setup ? (
              <ConfirmEnrolment setup={setup} />
            ) : (
              // Disabled rather than pending while it runs: the button is gone once the code is
              // shown, and a pending button's announcement would point at a label no longer there.
              <Button
                className="button button--primary"
                onPress={() => void begin()}
                isDisabled={start.pending}
              >
                {t.enrolment.start}
              </Button>
            )}
          </>
        )}
      </div>
    </>
  );
}

function ConfirmEnrolment({ setup }: { readonly setup: TotpSetupResponse }) {
  const t = useMessages();
  const member = useMember();
  const { signedIn } = useSession();
  const announce = useAnnounce();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const action = useAction();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() => enableTotp(code.trim()));
    if (!outcome.ok) return;
    signedIn(outcome.value);
    announce(t.enrolment.turnedOn);
    // An owner sent here at sign-in goes on to work; a member who came from the profile goes back.
    navigate(member.totp_required ? '/' : '/profile');
  };

  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <p>{t.enrolment.scan}</p>
      <img
        className="qr-code"
        src={svgDataUrl(setup.qr_svg)}
        alt={t.enrolment.qrAlt}
        width={200}
        height={200}
      />
      <dl className="secret">
        <dt className="field__label">{t.enrolment.secret}</dt>
        <dd className="secret__value">
          <code>{groupSecret(setup.secret)}</code>
          <CopyButton text={setup.secret} label={`${t.common.copy}: ${t.enrolment.secret}`} />
        </dd>
      </dl>
      <FormError error={action.error} fieldPaths={['code']} />
      <TextInputField
        label={t.enrolment.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={setCode}
        error={fieldErrorsOf(action.error).code}
        isRequired
        autoFocus
      />
      <Button type="submit" className="button button--primary" isPending={action.pending}>
        {t.enrolment.confirm}
      </Button>
    </Form>
  );
}
