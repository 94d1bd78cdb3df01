import { Navigate, useLocation } from 'react-router';
import { AppShell } from '../components/app-shell.tsx';
import { useMessages } from '../i18n/language-context.tsx';
import { useSession } from './session-context.tsx';

/** Where an owner who must turn two-factor on is sent, whatever they asked for. */
export const enrolmentPath = '/two-factor';

/**
 * The gate of every signed-in page: while the session is checked it says so; signed out, to
 * sign-in (which comes back here after); an owner without two-factor, to the enrolment page.
 */
export function SignedInLayout() {
  const t = useMessages();
  const { state } = useSession();
  const location = useLocation();

  if (state.status === 'checking') {
    return (
      <main id="main" className="main main--centred">
        <p role="status">{t.app.checkingSession}</p>
      </main>
    );
  }
  if (state.status === 'signed-out') {
    return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  const member = state.session.staff;
  if (member.totp_required && location.pathname !== enrolmentPath) {
    return <Navigate to={enrolmentPath} replace />;
  }
  return <AppShell member={member} />;
}
