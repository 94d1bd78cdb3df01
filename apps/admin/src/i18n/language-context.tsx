import { type StaffLanguage, staffLanguages } from '@shop/contracts/admin-permissions';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { type DisplayLocale, displayLocaleOf } from '../format/display-locale.ts';
import { useSession } from '../session/session-context.tsx';
import type { Messages } from './en.ts';
import { messagesFor } from './messages.ts';

/** Signed out, the language chosen on the sign-in page is kept in this browser. */
const storageKey = 'admin-language';

function isStaffLanguage(value: unknown): value is StaffLanguage {
  return (staffLanguages as readonly unknown[]).includes(value);
}

function browserLanguage(): StaffLanguage {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isStaffLanguage(stored)) return stored;
  } catch {
    // Storage may be blocked; the browser's language decides then.
  }
  return navigator.language.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

interface LanguageApi {
  readonly language: StaffLanguage;
  readonly locale: DisplayLocale;
  readonly messages: Messages;
  /** The sign-in page's switch; a signed-in member changes the language on the profile page. */
  readonly chooseSignedOutLanguage: (language: StaffLanguage) => void;
}

const LanguageContext = createContext<LanguageApi | null>(null);

/** The member's language (staff.language) once signed in; before that, the browser's choice. */
export function LanguageProvider({ children }: { readonly children: ReactNode }) {
  const { state } = useSession();
  const [signedOutLanguage, setSignedOutLanguage] = useState<StaffLanguage>(browserLanguage);
  const language = state.status === 'signed-in' ? state.session.staff.language : signedOutLanguage;

  const chooseSignedOutLanguage = useCallback((next: StaffLanguage) => {
    setSignedOutLanguage(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Not kept: the choice still holds until the page is reloaded.
    }
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const api = useMemo(
    () => ({
      language,
      locale: displayLocaleOf(language),
      messages: messagesFor(language),
      chooseSignedOutLanguage,
    }),
    [language, chooseSignedOutLanguage],
  );
  return (
    <LanguageContext value={api}>
      <I18nProvider locale={api.locale}>{children}</I18nProvider>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageApi {
  const api = useContext(LanguageContext);
  if (!api) throw new Error('useLanguage needs a LanguageProvider');
  return api;
}

/** The texts of the member's language. */
export function useMessages(): Messages {
  return useLanguage().messages;
}
