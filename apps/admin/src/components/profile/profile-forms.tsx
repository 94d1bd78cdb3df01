import { type StaffLanguage, staffLanguages } from '@shop/contracts/admin-permissions';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { changePassword, updateProfile } from '../../api/auth-calls.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { useAction } from '../../api/use-action.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { messagesFor } from '../../i18n/messages.ts';
import { useMember, useSession } from '../../session/session-context.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import { useAnnounce } from '../notice-region.tsx';

/** Name and language; the answer is the session, so the new language shows at once. */
export function DetailsForm() {
  const t = useMessages();
  const member = useMember();
  const { signedIn } = useSession();
  const announce = useAnnounce();
  const [name, setName] = useState(member.name);
  const [language, setLanguage] = useState<StaffLanguage>(member.language);
  const action = useAction();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() => updateProfile({ name: name.trim(), language }));
    if (!outcome.ok) return;
    signedIn(outcome.value);
    // Said in the language just chosen: that is the one the page speaks from now on.
    announce(messagesFor(outcome.value.staff.language).profile.saved);
  };

  const errors = fieldErrorsOf(action.error);
  return (
    <Form className="form form--narrow" onSubmit={submit} validationBehavior="aria">
      <FormError error={action.error} fieldPaths={['name', 'language']} />
      <TextInputField
        label={t.common.name}
        value={name}
        onChange={setName}
        error={errors.name}
        autoComplete="name"
        isRequired
      />
      <SelectField<StaffLanguage>
        label={t.common.language}
        options={staffLanguages.map((code) => ({ id: code, label: t.languages[code] }))}
        value={language}
        onChange={setLanguage}
        error={errors.language}
      />
      <Button type="submit" className="button button--primary" isPending={action.pending}>
        {t.common.save}
      </Button>
    </Form>
  );
}

/** The current password and a new one twice; the member's other sessions end. */
export function PasswordForm() {
  const t = useMessages();
  const announce = useAnnounce();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const action = useAction();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.current_password = t.signIn.required;
    if (next.length < 12) found.new_password = t.invitation.tooShort;
    else if (repeat !== next) found.repeat = t.invitation.mismatch;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await action.run(() => changePassword({ current_password: current, new_password: next }));
    if (!outcome.ok) return;
    setCurrent('');
    setNext('');
    setRepeat('');
    announce(t.profile.passwordChanged);
  };

  const errors = { ...fieldErrorsOf(action.error), ...problems };
  return (
    <Form className="form form--narrow" onSubmit={submit} validationBehavior="aria">
      <FormError error={action.error} fieldPaths={['current_password', 'new_password']} />
      <TextInputField
        label={t.profile.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={errors.current_password}
        isRequired
      />
      <TextInputField
        label={t.invitation.password}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        error={errors.new_password}
        description={t.invitation.lengthHint}
        isRequired
      />
      <TextInputField
        label={t.invitation.repeat}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
        isRequired
      />
      <p className="muted small">{t.profile.otherSessionsEnd}</p>
      <Button type="submit" className="button button--primary" isPending={action.pending}>
        {t.profile.changePassword}
      </Button>
    </Form>
  );
}
