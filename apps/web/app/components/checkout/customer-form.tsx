import type { Store } from '@shop/domain/stores';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  type CustomerDraft,
  type CustomerField,
  customerFields,
  type FieldErrors,
  validateCustomer,
} from '../../lib/checkout-form.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { setVatIncluded } from '../../state/vat-mode.ts';

export interface CustomerFormProps {
  readonly store: Store;
  readonly initial: CustomerDraft;
  /** Saved on the server already (the next steps are open). */
  readonly saved: boolean;
  /** Saves the details; answers the fields the server refused, or null when saved. */
  readonly onSave: (draft: CustomerDraft) => Promise<FieldErrors | null>;
  readonly onDirtyChange: (dirty: boolean) => void;
}

const autoComplete: Readonly<Record<CustomerField, string>> = {
  email: 'email',
  phone: 'tel',
  first_name: 'given-name',
  last_name: 'family-name',
  street: 'address-line1',
  care_of: 'address-line2',
  postal_code: 'postal-code',
  city: 'address-level2',
  company_name: 'organization',
  organisation_number: 'off',
};

const inputType: Partial<Record<CustomerField, string>> = { email: 'email', phone: 'tel' };

/**
 * Contact and delivery address (spec 5: the store's postal-code and mobile patterns), as a private
 * buyer or, where the store allows ex-VAT (spec 6), a company. The choice also sets the VAT mode:
 * a company sees prices without VAT.
 */
export function CustomerForm({ store, initial, saved, onSave, onDirtyChange }: CustomerFormProps) {
  const t = useT();
  const { store: shopStore } = useShop();
  const formId = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(!saved);
  const formRef = useRef<HTMLFormElement>(null);
  const allowCompany = shopStore.allowExVAT;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const update = (patch: Partial<CustomerDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  };

  const focusFirst = (found: FieldErrors) => {
    const first = customerFields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const fieldText = (field: CustomerField): string => t(`checkout.field.${field}`);
  const errorText = (field: CustomerField): string | null => {
    const problem = errors[field];
    if (!problem) return null;
    return problem === 'required'
      ? t('checkout.error.required', { field: fieldText(field) })
      : t(`checkout.error.${field}`);
  };

  const field = (
    name: CustomerField,
    options: { optional?: boolean; hint?: string; wide?: boolean } = {},
  ): ReactNode => {
    const id = `${formId}-${name}`;
    const message = errorText(name);
    const describedBy = [options.hint ? `${id}-hint` : '', message ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div
        className={options.wide ? 'checkout-field checkout-field--wide' : 'checkout-field'}
        data-field={name}
      >
        <label htmlFor={id}>
          {fieldText(name)}
          {options.optional ? (
            <span className="checkout-field__optional"> ({t('checkout.optional')})</span>
          ) : null}
        </label>
        <input
          id={id}
          name={name}
          className="checkout-input"
          type={inputType[name] ?? 'text'}
          inputMode={name === 'phone' ? 'tel' : undefined}
          autoComplete={autoComplete[name]}
          required={!options.optional}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={draft[name]}
          onChange={(event) => update({ [name]: event.currentTarget.value })}
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
      className="checkout-form"
      noValidate
      data-customer-form=""
      onSubmit={async (event) => {
        event.preventDefault();
        const found = validateCustomer(draft, store);
        setErrors(found);
        if (Object.keys(found).length > 0) {
          focusFirst(found);
          return;
        }
        setBusy(true);
        const refused = await onSave(draft).finally(() => setBusy(false));
        if (refused) {
          setErrors(refused);
          focusFirst(refused);
          return;
        }
        setDirty(false);
      }}
    >
      {allowCompany ? (
        <fieldset className="checkout-choice checkout-choice--inline">
          <legend>{t('checkout.buyer-type')}</legend>
          {(['private', 'company'] as const).map((type) => (
            <label key={type} className="checkout-choice__option">
              <input
                type="radio"
                name="buyer_type"
                value={type}
                checked={draft.buyer_type === type}
                onChange={() => {
                  update({ buyer_type: type });
                  // A company buyer sees prices without VAT, a private buyer with (spec 4, VAT mode).
                  setVatIncluded(type === 'private', shopStore);
                }}
              />
              <span>{t(`checkout.buyer.${type}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="checkout-form__grid">
        {field('email', { wide: true })}
        {field('phone', { hint: t('checkout.hint.phone'), wide: true })}
        {draft.buyer_type === 'company' ? (
          <>
            {field('company_name')}
            {field('organisation_number', { hint: t('checkout.hint.organisation_number') })}
          </>
        ) : null}
        {field('first_name')}
        {field('last_name')}
        {field('street', { wide: true })}
        {field('care_of', { optional: true, wide: true })}
        {field('postal_code', { hint: t('checkout.hint.postal_code') })}
        {field('city')}
      </div>
      <div className="checkout-form__actions">
        <button
          type="submit"
          className="shell-button shell-button--primary"
          disabled={busy}
          data-testid="save-customer"
        >
          {busy ? t('checkout.saving') : t('checkout.save-customer')}
        </button>
        <p className="checkout-form__status" role="status">
          {saved && !dirty ? t('checkout.customer-saved') : ''}
        </p>
      </div>
    </form>
  );
}
