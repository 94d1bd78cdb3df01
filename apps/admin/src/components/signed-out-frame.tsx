import { type StaffLanguage, staffLanguages } from '@shop/contracts/admin-permissions';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/language-context.tsx';
import { SelectField } from './fields/select-field.tsx';
import { NoticeRegion } from './notice-region.tsx';
import { SkipLink } from './skip-link.tsx';

/** The frame of the pages before sign-in: the app's name, a language switch, one card. */
export function SignedOutFrame({ children }: { readonly children: ReactNode }) {
  const { language, messages: t, chooseSignedOutLanguage } = useLanguage();
  const languages = staffLanguages.map((code) => ({ id: code, label: t.languages[code] }));
  return (
    <div className="signed-out">
      <SkipLink />
      <header className="signed-out__header">
        <span className="brand">
          <span className="brand__mark" aria-hidden="true" />
          {t.app.name}
        </span>
        <SelectField<StaffLanguage>
          className="language-switch"
          label={t.signIn.languageSwitch}
          options={languages}
          value={language}
          onChange={chooseSignedOutLanguage}
        />
      </header>
      <main id="main" className="signed-out__main" tabIndex={-1}>
        <NoticeRegion />
        <div className="card signed-out__card">{children}</div>
      </main>
    </div>
  );
}
