import { useHref } from '../../lib/links.ts';
import { useT } from '../../lib/strings.ts';
import { useAuth } from '../../state/auth-store.ts';
import { openPanel } from '../../state/ui-store.ts';
import { Link } from '../shop-link.tsx';

/** The my-account start: a greeting and the ways on (orders, profile, password). */
export function AccountOverview() {
  const t = useT();
  const href = useHref();
  const name = useAuth((state) => state.user?.name ?? '');
  return (
    <div className="account__card" data-account-overview="">
      <p>{t('account.overview.greeting', { name })}</p>
      <ul>
        <li>
          <Link to={href('my-account-orders')}>{t('screen.my-account-orders')}</Link>
        </li>
        <li>
          <Link to={href('my-account-profile')}>{t('screen.my-account-profile')}</Link>
        </li>
      </ul>
      <button
        type="button"
        className="button button--secondary button--inline"
        aria-haspopup="dialog"
        onClick={() => openPanel('changePasswordOpen')}
      >
        {t('shell.changePassword.title')}
      </button>
    </div>
  );
}
