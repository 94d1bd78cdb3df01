import { useEffect, useState, useSyncExternalStore } from 'react';
import { refreshLogin } from '../../lib/account-session.ts';
import type { ApiCall } from '../../lib/api-client.ts';
import { failureStatus } from '../../lib/auth.api.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useAuth } from '../../state/auth-store.ts';

export type Loaded<Data> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly data: Data }
  | { readonly kind: 'failed'; readonly status: number | null };

const noSubscription = () => () => undefined;

/**
 * False during server rendering and hydration, true after. The login lives in browser storage,
 * so the server cannot know it: account pages show a neutral shell until this turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Loads data with the bearer token of the current login, in the browser. A 401 asks for new
 * tokens once (the refresh may have been missed while the tab slept); a refused refresh logs out.
 */
export function useAuthorized<Data>(
  load: (call: ApiCall, accessToken: string) => Promise<Data>,
  key: string,
): Loaded<Data> {
  const call = useBrowserApi();
  const token = useAuth((state) => state.access_token);
  const [loaded, setLoaded] = useState<Loaded<Data>>({ kind: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads.
  useEffect(() => {
    if (!token) return;
    let current = true;
    setLoaded({ kind: 'loading' });
    load(call, token)
      .then((data) => current && setLoaded({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (!current) return;
        const status = failureStatus(error);
        if (status === 401) void refreshLogin(call);
        setLoaded({ kind: 'failed', status });
      });
    return () => {
      current = false;
    };
  }, [call, token, key]);

  return loaded;
}
