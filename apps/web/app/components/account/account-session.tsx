import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerAccountHandlers } from '../../lib/account-hooks.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useHref } from '../../lib/links.ts';
import { useT } from '../../lib/strings.ts';
import { useAuth } from '../../state/auth-store.ts';

/** Refresh this long before the expiry, so a call in flight never carries a stale token. */
const refreshMarginMs = 60_000;

/** The accounts code loads when a shopper logs in or a login needs fresh tokens, not with every page. */
const loadSession = () => import('../../lib/account-session.ts');

/**
 * Plugs the accounts work into the shell's dialogs and special query parameters, and keeps the
 * login fresh: tokens last 3600 s (spec 9), so the refresh runs shortly before the expiry.
 */
export function AccountSession() {
  const call = useBrowserApi();
  const t = useT();
  const href = useHref();
  const navigate = useNavigate();
  const expiresAt = useAuth((state) => state.expires_at);
  const refreshToken = useAuth((state) => state.refresh_token);
  const ordersHref = href('my-account-orders');

  useEffect(() => {
    registerAccountHandlers({
      login: async (request) => (await loadSession()).logIn(call, request, t),
      changePassword: async (request) => (await loadSession()).changePassword(call, request, t),
      loginWithToken: async (token) => {
        // Spec 2: a token login opens the account orders; the token leaves the address with it.
        const session = await loadSession();
        if (await session.logInWithToken(call, token)) void navigate(ordersHref, { replace: true });
      },
    });
  }, [call, t, navigate, ordersHref]);

  useEffect(() => {
    if (expiresAt === null || refreshToken === null) return;
    const delay = Math.max(0, expiresAt - refreshMarginMs - Date.now());
    const timer = window.setTimeout(
      () => void loadSession().then((session) => session.refreshLogin(call)),
      delay,
    );
    return () => window.clearTimeout(timer);
  }, [call, expiresAt, refreshToken]);

  return null;
}
