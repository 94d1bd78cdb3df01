import { useHref } from '../../lib/links.ts';
import { useT } from '../../lib/strings.ts';
import { useAuth } from '../../state/auth-store.ts';
import { openPanel } from '../../state/ui-store.ts';
import { Link } from '../shop-link.tsx';
import { Icon } from './icons.tsx';

/**
 * Spec 2, Login entry: a single-order guest (scope my-order) goes to their order page; any other
 * logged-in user to the account orders page, with their name shown; an anonymous user gets the
 * login dialog. The server renders the anonymous entry; a stored login follows on hydration.
 */
export function AccountEntry({
  className = 'top-bar__button',
  labelClassName,
}: {
  className?: string;
  /** The header's variant hides the text on narrow screens (it stays the accessible name). */
  labelClassName?: string;
}) {
  const t = useT();
  const href = useHref();
  const loggedIn = useAuth((state) => state.access_token !== null && state.user !== null);
  const name = useAuth((state) => state.user?.name ?? '');
  const scope = useAuth((state) => state.user?.scope ?? null);
  const orderId = useAuth((state) => state.user?.order_id ?? null);

  if (loggedIn && scope === 'my-order' && orderId) {
    return (
      <Link className={className} to={href('my-order-id', { id: orderId })} data-account-entry="my-order">
        <Icon name="user" size={16} />
        <span className={labelClassName}>{t('shell.account.myOrder')}</span>
      </Link>
    );
  }
  if (loggedIn) {
    return (
      <Link
        className={className}
        to={href('my-account-orders')}
        data-account-entry="account"
        aria-label={t('shell.account.named', { name })}
      >
        <Icon name="user" size={16} />
        <span className={labelClassName ? `account-entry__name ${labelClassName}` : 'account-entry__name'}>
          {name}
        </span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      data-account-entry="login"
      onClick={() => openPanel('loginOpen')}
    >
      <Icon name="user" size={16} />
      <span className={labelClassName}>{t('shell.account.login')}</span>
    </button>
  );
}
