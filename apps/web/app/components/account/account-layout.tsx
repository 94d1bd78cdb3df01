import type { RouteName } from '@shop/domain/routes';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { logOut } from '../../lib/account-session.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useHref } from '../../lib/links.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { useAuth } from '../../state/auth-store.ts';
import { openPanel } from '../../state/ui-store.ts';
import { useHydrated } from './use-authorized.ts';
import './account.css';

/** The my-account pages the navigation lists, in order. */
const accountPages: readonly RouteName[] = [
  'my-account-overview',
  'my-account-orders',
  'my-account-returns',
  'my-account-subscriptions',
  'my-account-profile',
];

/**
 * A my-account page: title, navigation, logout and the content for a logged-in customer. The
 * server renders the frame; the content follows in the browser, where the login is kept.
 */
export function AccountLayout({
  screen,
  title,
  notice,
  children,
}: {
  screen: RouteName;
  title: string;
  /** Shown to every visitor, logged in or not (the answer of an e-mailed link). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { locale } = useShop();
  const t = useT();
  const href = useHref();
  const hydrated = useHydrated();
  const loggedIn = useAuth((state) => state.strategy === 'account' && state.access_token !== null);
  return (
    <main id="main" className="account" data-route-name={screen} data-locale={locale}>
      <h1>{title}</h1>
      {notice}
      {hydrated && loggedIn ? (
        <div className="account__columns">
          <nav className="account__nav" aria-label={t('account.nav')}>
            <ul>
              {accountPages.map((page) => (
                <li key={page}>
                  <NavLink to={href(page)} end>
                    {t(`screen.${page}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <LogoutButton />
          </nav>
          <div className="account__content">{children}</div>
        </div>
      ) : hydrated ? (
        <LoginRequired />
      ) : (
        <p role="status">{t('account.loading')}</p>
      )}
    </main>
  );
}

/**
 * Spec 2: the login redirect target is /?login: an anonymous visitor of an account page goes to
 * the store's home, where `?login` opens the login dialog. A visitor who came with an e-mailed
 * link (verify_email) stays to read its answer, with the login dialog open over it.
 */
function LoginRequired() {
  const t = useT();
  const href = useHref();
  const navigate = useNavigate();
  const location = useLocation();
  const home = href('index');
  // Decided once, when the page first needs a login: the link's token then leaves the address.
  const [stay] = useState(
    () =>
      new URLSearchParams(location.search).has('verify_email') ||
      Boolean((location.state as { verifyEmail?: unknown } | null)?.verifyEmail),
  );
  useEffect(() => {
    if (stay) openPanel('loginOpen');
    else void navigate(`${home}?login`, { replace: true });
  }, [stay, navigate, home]);
  return (
    <div className="account__login-required" data-login-required="">
      <p>{t('account.loginRequired')}</p>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => openPanel('loginOpen')}>
        {t('shell.account.login')}
      </button>
    </div>
  );
}

/** Spec 2: the logout target is /. */
export function LogoutButton() {
  const t = useT();
  const href = useHref();
  const call = useBrowserApi();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="button button--secondary account__logout"
      data-logout=""
      onClick={async () => {
        await logOut(call);
        void navigate(href('index'));
      }}
    >
      {t('account.logout')}
    </button>
  );
}
