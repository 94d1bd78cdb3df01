import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Link, Navigate, useSearchParams } from 'react-router';
import { acceptInvitation } from '../api/auth-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { SignedOutFrame } from '../components/signed-out-frame.tsx';
import { useMessages } from '../i18n/language-context.tsx';

/** NIST SP 800-63B as the API checks it (staffPasswordSchema): length, not composition rules. */
const minimumPasswordLength = 12;

/** A new member's invitation link (/admin/invitation?token=…): choose a password, then sign in. */
export function InvitationPage() {
  const t = useMessages();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [accepted, setAccepted] = useState(false);
  const action = useAction();

  if (accepted) return <Navigate to="/sign-in" replace state={{ notice: 'invitation-accepted' }} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (password.length < minimumPasswordLength) found.password = t.invitation.tooShort;
    else if (repeat !== password) found.repeat = t.invitation.mismatch;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await action.run(() => acceptInvitation({ token, password }));
    if (outcome.ok) setAccepted(true);
  };

  const serverErrors = fieldErrorsOf(action.error);
  return (
    <SignedOutFrame>
      <PageHeading title={t.invitation.title} />
      {token ? (
        <Form className="form" onSubmit={submit} validationBehavior="aria">
          <p className="muted">{t.invitation.intro}</p>
          <FormError error={action.error} fieldPaths={['password']} />
          <TextInputField
            label={t.invitation.password}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={problems.password ?? serverErrors.password}
            description={t.invitation.lengthHint}
            isRequired
          />
          <TextInputField
            label={t.invitation.repeat}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={setRepeat}
            error={problems.repeat}
            isRequired
          />
          <Button type="submit" className="button button--primary button--block" isPending={action.pending}>
            {t.invitation.submit}
          </Button>
        </Form>
      ) : (
        <div className="alert alert--error" role="alert">
          <p>{t.invitation.missingToken}</p>
        </div>
      )}
      <p>
        <Link to="/sign-in">{t.invitation.toSignIn}</Link>
      </p>
    </SignedOutFrame>
  );
}
