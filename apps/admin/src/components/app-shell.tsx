import type { StaffMember } from '@shop/contracts/admin-auth';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, Outlet, useLocation } from 'react-router';
import { useMessages } from '../i18n/language-context.tsx';
import { AccountMenu } from './account-menu.tsx';
import { NoticeRegion } from './notice-region.tsx';
import { SideNav } from './side-nav.tsx';
import { SkipLink } from './skip-link.tsx';

const navId = 'main-navigation';

/**
 * The frame of every signed-in page: skip link, header (menu button, name of the app, account),
 * the navigation and <main>. An owner who must turn two-factor on sees no navigation: nothing
 * else answers until then.
 */
export function AppShell({ member }: { readonly member: StaffMember }) {
  const t = useMessages();
  const { pathname } = useLocation();
  // The folded navigation opens on one page; following a link (a new path) folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;
  const showNav = !member.totp_required;

  return (
    <div className="shell">
      <SkipLink />
      <header className="topbar">
        <div className="topbar__start">
          {showNav ? (
            <Button
              className="menu-button"
              aria-expanded={navOpen}
              aria-controls={navId}
              onPress={() => setOpenOn(navOpen ? null : pathname)}
            >
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                <path
                  d="M3 5h14M3 10h14M3 15h14"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {t.app.menu}
            </Button>
          ) : null}
          <Link to="/" className="brand">
            <span className="brand__mark" aria-hidden="true" />
            {t.app.name}
          </Link>
        </div>
        <AccountMenu member={member} />
      </header>
      <div className="shell__body">
        {showNav ? <SideNav id={navId} role={member.role} isOpen={navOpen} /> : null}
        <main id="main" className="main" tabIndex={-1}>
          <NoticeRegion />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
