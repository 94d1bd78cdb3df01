import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading.tsx';
import { useMessages } from '../i18n/language-context.tsx';

/** What a role sees at the address of a section it may not open. */
export function NotAllowedPage() {
  const t = useMessages();
  return (
    <>
      <PageHeading title={t.app.notAllowedTitle} />
      <div className="card">
        <p>{t.app.notAllowedText}</p>
        <p>
          <Link to="/">{t.app.toDashboard}</Link>
        </p>
      </div>
    </>
  );
}
