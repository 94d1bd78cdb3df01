import type { StaffMember, StaffSessionResponse } from '@shop/contracts/admin-auth';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { onSessionProblem, rememberCsrfToken } from '../api/admin-client.ts';
import { fetchSession } from '../api/auth-calls.ts';

export type SessionState =
  | { readonly status: 'checking' }
  /** `expired`: a call found the session gone, so sign-in says why the member is there. */
  | { readonly status: 'signed-out'; readonly expired: boolean }
  | { readonly status: 'signed-in'; readonly session: StaffSessionResponse };

interface SessionApi {
  readonly state: SessionState;
  /** After sign-in, two-factor or a profile change: every answer carrying the session replaces it. */
  readonly signedIn: (session: StaffSessionResponse) => void;
  readonly signedOut: (expired?: boolean) => void;
}

const SessionContext = createContext<SessionApi | null>(null);

/** The signed-in member, from GET /auth/session at start and from every answer that carries it. */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'checking' });

  const signedIn = useCallback((session: StaffSessionResponse) => {
    rememberCsrfToken(session.csrf_token);
    setState({ status: 'signed-in', session });
  }, []);

  const signedOut = useCallback((expired = false) => {
    rememberCsrfToken(null);
    setState({ status: 'signed-out', expired });
  }, []);

  const check = useCallback(
    (signal?: AbortSignal) =>
      fetchSession(signal).then(signedIn, (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) signedOut();
      }),
    [signedIn, signedOut],
  );

  useEffect(() => {
    const controller = new AbortController();
    void check(controller.signal);
    return () => controller.abort();
  }, [check]);

  useEffect(
    () =>
      onSessionProblem((error) => {
        // An owner without two-factor: the session (totp_required) sends them to the enrolment page.
        if (error.code === 'TOTP_ENROLMENT_REQUIRED') void check();
        else signedOut(true);
      }),
    [check, signedOut],
  );

  const api = useMemo(() => ({ state, signedIn, signedOut }), [state, signedIn, signedOut]);
  return <SessionContext value={api}>{children}</SessionContext>;
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession needs a SessionProvider');
  return api;
}

/** The member of a page that only signed-in members reach (under SignedInLayout). */
export function useMember(): StaffMember {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useMember needs a signed-in member');
  return state.session.staff;
}
