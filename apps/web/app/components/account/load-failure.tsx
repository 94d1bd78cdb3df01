import { useT } from '../../lib/strings.ts';

/** What an account page says when its data did not come: gone (404) or not reachable. */
export function LoadFailure({ status }: { status: number | null }) {
  const t = useT();
  return (
    <p className="account__error" role="alert">
      {t(status === 404 || status === 403 ? 'account.error.notFound' : 'account.error.failed')}
    </p>
  );
}
