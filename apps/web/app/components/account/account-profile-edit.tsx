import type { ProfileResponse } from '@shop/contracts/auth';
import { getStore } from '@shop/domain/stores';
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { saveProfile } from '../../lib/account-session.ts';
import { fetchProfile } from '../../lib/auth.api.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useHref } from '../../lib/links.ts';
import {
  type ProfileDraft,
  type ProfileErrors,
  type ProfileField,
  profileBody,
  profileErrorsFromIssues,
  profileFields,
  validateProfile,
} from '../../lib/profile-form.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { Link } from '../shop-link.tsx';
import { LoadFailure } from './load-failure.tsx';
import { useAuthorized } from './use-authorized.ts';

/** The state the profile page reads to say that the changes were saved. */
export interface ProfileSavedState {
  readonly profileSaved: true;
}

/** /my-account/profile/edit: the customer changes their name and phone number. */
export function AccountProfileEdit() {
  const t = useT();
  const loaded = useAuthorized(fetchProfile, 'profile');
  if (loaded.kind === 'loading') return <p role="status">{t('account.loading')}</p>;
  if (loaded.kind === 'failed') return <LoadFailure status={loaded.status} />;
  return <ProfileForm profile={loaded.data} />;
}

function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const t = useT();
  const { locale } = useShop();
  const store = useMemo(() => getStore(locale), [locale]);
  const call = useBrowserApi();
  const href = useHref();
  const navigate = useNavigate();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ProfileDraft>({ name: profile.name, phone: profile.phone ?? '' });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refuse = (found: ProfileErrors) => {
    setErrors(found);
    setFailure(t('account.profileEdit.fix'));
    const first = profileFields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const labels: Readonly<Record<ProfileField, string>> = {
    name: t('account.profile.name'),
    phone: t('account.profile.phone'),
  };
  const errorText = (field: ProfileField): string | null => {
    const problem = errors[field];
    if (!problem) return null;
    return problem === 'required'
      ? t('checkout.error.required', { field: labels[field] })
      : t('checkout.error.phone');
  };

  const field = (name: ProfileField, options: { hint?: string; optional?: boolean } = {}) => {
    const id = `${formId}-${name}`;
    const message = errorText(name);
    const describedBy = [options.hint ? `${id}-hint` : '', message ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="checkout-field" data-field={name}>
        <label htmlFor={id}>
          {labels[name]}
          {options.optional ? (
            <span className="checkout-field__optional"> ({t('checkout.optional')})</span>
          ) : null}
        </label>
        <input
          id={id}
          name={name}
          className="checkout-input"
          type={name === 'phone' ? 'tel' : 'text'}
          inputMode={name === 'phone' ? 'tel' : undefined}
          autoComplete={name === 'phone' ? 'tel' : 'name'}
          required={!options.optional}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={draft[name]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft((current) => ({ ...current, [name]: value }));
          }}
        />
        {options.hint ? (
          <p id={`${id}-hint`} className="checkout-field__hint">
            {options.hint}
          </p>
        ) : null}
        {message ? (
          <p id={`${id}-error`} className="checkout-field__error" data-error-for={name}>
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className="account__form account__card"
      noValidate
      data-profile-form=""
      onSubmit={async (event) => {
        event.preventDefault();
        const found = validateProfile(draft, store);
        if (Object.keys(found).length > 0) {
          refuse(found);
          return;
        }
        setBusy(true);
        setFailure(null);
        const result = await saveProfile(call, profileBody(draft)).finally(() => setBusy(false));
        if (result.ok) {
          const saved: ProfileSavedState = { profileSaved: true };
          void navigate(href('my-account-profile'), { state: saved });
          return;
        }
        const refused = result.status === 400 ? profileErrorsFromIssues(result.issues) : {};
        if (Object.keys(refused).length > 0) refuse(refused);
        else setFailure(t('account.error.failed'));
      }}
    >
      {field('name')}
      <div className="checkout-field" data-field="email">
        <label htmlFor={`${formId}-email`}>{t('account.profile.email')}</label>
        <input
          id={`${formId}-email`}
          className="checkout-input"
          type="email"
          value={profile.email}
          readOnly
          aria-describedby={`${formId}-email-hint`}
        />
        <p id={`${formId}-email-hint`} className="checkout-field__hint">
          {t('account.profileEdit.emailHint')}
        </p>
      </div>
      {field('phone', { optional: true, hint: t('account.profileEdit.phoneHint') })}
      <p className="account__error" role="alert" data-profile-failure="">
        {failure}
      </p>
      <div className="checkout-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('account.profileEdit.save')}
        </button>
        <Link to={href('my-account-profile')} className="button button--secondary">
          {t('account.profileEdit.cancel')}
        </Link>
      </div>
    </form>
  );
}
