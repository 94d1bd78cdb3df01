import { useMessages } from '../i18n/language-context.tsx';

/**
 * The first stop of the Tab key: past the header and the navigation to <main>, which can take
 * the focus (tabindex -1), so the next Tab goes on inside the page.
 */
export function SkipLink() {
  const t = useMessages();
  return (
    <a className="skip-link" href="#main">
      {t.app.skipToContent}
    </a>
  );
}
