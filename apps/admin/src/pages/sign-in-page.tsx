import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Navigate, useLocation } from 'react-router';
import { signIn } from '../api/auth-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { SignedOutFrame } from '../components/signed-out-frame.tsx';
import { useMessages } from '../i18n/language-context.tsx';
import { useSession } from '../session/session-context.tsx';

interface ArrivalState {
  /** The page a signed-out member asked for: sign-in goes on there. */
  readonly from?: string;
  readonly notice?: 'invitation-accepted';
}

const codePattern = /^\d{6}$/;

/**
 * E-mail and password; when the answer is 401 TOTP_REQUIRED (the password was right) a second
 * step asks for the 6-digit code and signs in with all three.
 */
export function SignInPage() {
  const t = useMessages();
  const { state, signedIn } = useSession();
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<Readonly<Record<string, string>>>({});
  const action = useAction();

  if (state.status === 'signed-in') return <Navigate to={arrival.from ?? '/'} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!email.trim()) problems.email = t.signIn.required;
    if (!password) problems.password = t.signIn.required;
    if (step === 'code' && !codePattern.test(code.trim())) problems.totp = t.signIn.codeFormat;
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    const outcome = await action.run(() =>
      signIn({ email, password, ...(step === 'code' ? { totp: code.trim() } : {}) }),
    );
    if (outcome.ok) signedIn(outcome.value);
    else if (outcome.error.code === 'TOTP_REQUIRED') {
      action.clearError();
      setStep('code');
    }
  };

  const serverErrors = fieldErrorsOf(action.error);
  const errorOf = (path: string) => missing[path] ?? serverErrors[path];
  const notice =
    state.status === 'signed-out' && state.expired
      ? t.signIn.sessionEnded
      : arrival.notice === 'invitation-accepted'
        ? t.signIn.invitationAccepted
        : null;

  return (
    <SignedOutFrame>
      <PageHeading title={t.signIn.title} />
      {notice && step === 'password' ? <p className="alert alert--info">{notice}</p> : null}
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <FormError error={action.error} fieldPaths={['email', 'password', 'totp']} />
        {step === 'password' ? (
          <>
            <p className="muted">{t.signIn.intro}</p>
            <TextInputField
              label={t.signIn.email}
              type="email"
              autoComplete="username"
              value={email}
              onChange={setEmail}
              error={errorOf('email')}
              isRequired
            />
            <TextInputField
              label={t.signIn.password}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={errorOf('password')}
              isRequired
            />
            <Button type="submit" className="button button--primary button--block" isPending={action.pending}>
              {t.signIn.submit}
            </Button>
          </>
        ) : (
          <>
            <h2 className="section-title">{t.signIn.codeTitle}</h2>
            <p className="muted">{t.signIn.codeIntro}</p>
            <TextInputField
              label={t.signIn.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={setCode}
              error={errorOf('totp')}
              isRequired
              autoFocus
            />
            <Button type="submit" className="button button--primary button--block" isPending={action.pending}>
              {t.signIn.verify}
            </Button>
            <Button
              className="button button--link"
              onPress={() => {
                setStep('password');
                setCode('');
                action.clearError();
              }}
            >
              {t.signIn.otherAccount}
            </Button>
          </>
        )}
      </Form>
    </SignedOutFrame>
  );
}
