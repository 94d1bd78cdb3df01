import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerAccountHandlers } from '../../lib/account-hooks.ts';
import {
  changePassword,
  logIn,
  logInWithToken,
  refreshLogin,
  refreshMarginMs,
} from '../../lib/account-session.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useHref } from '../../lib/links.ts';
import { useT } from '../../lib/strings.ts';
import { useAuth } from '../../state/auth-store.ts';

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
      login: (request) => logIn(call, request, t),
      changePassword: (request) => changePassword(call, request, t),
      loginWithToken: async (token) => {
        // Spec 2: a token login opens the account orders; the token leaves the address with it.
        if (await logInWithToken(call, token)) void navigate(ordersHref, { replace: true });
      },
    });
  }, [call, t, navigate, ordersHref]);

  useEffect(() => {
    if (expiresAt === null || refreshToken === null) return;
    const delay = Math.max(0, expiresAt - refreshMarginMs - Date.now());
    const timer = window.setTimeout(() => void refreshLogin(call), delay);
    return () => window.clearTimeout(timer);
  }, [call, expiresAt, refreshToken]);

  return null;
}
