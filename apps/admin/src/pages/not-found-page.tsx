import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading.tsx';
import { useMessages } from '../i18n/language-context.tsx';

/** An address the back office has no page for. */
export function NotFoundPage() {
  const t = useMessages();
  return (
    <>
      <PageHeading title={t.app.notFoundTitle} />
      <div className="card">
        <p>{t.app.notFoundText}</p>
        <p>
          <Link to="/">{t.app.toDashboard}</Link>
        </p>
      </div>
    </>
  );
}
