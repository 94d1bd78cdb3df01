import type { StaffMember } from '@shop/contracts/admin-auth';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { signOut } from '../api/auth-calls.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { useSession } from '../session/session-context.tsx';

/** The member's name and role, with Profile and Sign out (React Aria's Menu). */
export function AccountMenu({ member }: { readonly member: StaffMember }) {
  const t = useMessages();
  const { signedOut } = useSession();

  const leave = async () => {
    // The session ends on the server; signed out here whatever the answer, as the member asked.
    await signOut().catch(() => undefined);
    signedOut();
  };

  return (
    <MenuTrigger>
      {/* Named by what it shows (name and role), as WCAG 2.5.3 asks of a visible label. */}
      <Button className="account-button">
        <span className="account-button__name">{member.name}</span>
        <span className="account-button__role">{t.roles[member.role]}</span>
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" onAction={(key) => (key === 'sign-out' ? void leave() : undefined)}>
          {member.totp_required ? null : (
            <MenuItem className="menu__item" id="profile" href="/profile">
              {t.nav.profile}
            </MenuItem>
          )}
          <MenuItem className="menu__item" id="sign-out">
            {t.app.signOut}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
