import type { StaffRole } from '@shop/contracts/admin-permissions';
import { NavLink } from 'react-router';
import { useMessages } from '../i18n/language-context.tsx';
import { sectionRoutes, sectionsFor } from '../session/permissions.ts';

interface SideNavProps {
  readonly id: string;
  readonly role: StaffRole;
  /** Under 900 px the navigation folds away behind the menu button. */
  readonly isOpen: boolean;
}

/** The sections the member's role may open, nothing else (the permission table decides). */
export function SideNav({ id, role, isOpen }: SideNavProps) {
  const t = useMessages();
  return (
    <nav id={id} className={isOpen ? 'sidenav sidenav--open' : 'sidenav'} aria-label={t.app.mainNavigation}>
      <ul className="sidenav__list">
        {sectionsFor(role).map((section) => (
          <li key={section}>
            <NavLink className="sidenav__link" to={sectionRoutes[section].path} end={section === 'dashboard'}>
              {t.nav[section]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
