import {
  type StaffLanguage,
  type StaffRole,
  staffLanguages,
  staffRoles,
} from '@shop/contracts/admin-permissions';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { inviteStaff, type StaffInvitation } from '../../api/office-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { useMember } from '../../session/session-context.tsx';
import { CopyButton } from '../copy-button.tsx';
import { DialogFooter } from '../dialog-footer.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';

interface InviteFormProps {
  readonly onInvited: (invitation: StaffInvitation) => void;
  readonly onClose: () => void;
}

/**
 * E-mail, name, role and language of a new member; the answer's invitation link is shown to
 * copy (it is mailed too, valid 72 hours).
 */
export function InviteForm({ onInvited, onClose }: InviteFormProps) {
  const t = useMessages();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('orders');
  const inviter = useMember();
  // The inviter's language is the likeliest for a colleague; the form lets them choose.
  const [language, setLanguage] = useState<StaffLanguage>(inviter.language);
  const [invitation, setInvitation] = useState<StaffInvitation | null>(null);
  const action = useAction();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      inviteStaff({ email: email.trim(), name: name.trim(), role, language }),
    );
    if (outcome.ok) {
      setInvitation(outcome.value);
      onInvited(outcome.value);
    }
  };

  if (invitation) {
    return (
      <div className="form">
        <p role="status">{t.staff.invited(invitation.staff.email)}</p>
        <div className="field">
          <span className="field__label" id="invitation-link">
            {t.staff.invitationLink}
          </span>
          <output className="invitation-link" aria-labelledby="invitation-link">
            {invitation.invitation_url}
          </output>
          <p className="field__hint">{t.staff.invitationHint}</p>
        </div>
        <div className="dialog__footer">
          <CopyButton
            text={invitation.invitation_url}
            label={`${t.common.copy}: ${t.staff.invitationLink}`}
          />
          <Button className="button button--primary" onPress={onClose}>
            {t.common.close}
          </Button>
        </div>
      </div>
    );
  }

  const errors = fieldErrorsOf(action.error);
  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <FormError error={action.error} fieldPaths={['email', 'name', 'role', 'language']} />
      <TextInputField
        label={t.common.email}
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        isRequired
        autoFocus
      />
      <TextInputField label={t.common.name} value={name} onChange={setName} error={errors.name} isRequired />
      <SelectField<StaffRole>
        label={t.common.role}
        options={staffRoles.map((code) => ({ id: code, label: t.roles[code] }))}
        value={role}
        onChange={setRole}
        error={errors.role}
      />
      <p className="field__hint">{t.staff.roleHints[role]}</p>
      <SelectField<StaffLanguage>
        label={t.common.language}
        options={staffLanguages.map((code) => ({ id: code, label: t.languages[code] }))}
        value={language}
        onChange={setLanguage}
      />
      <DialogFooter submitLabel={t.staff.invite} pending={action.pending} />
    </Form>
  );
}
