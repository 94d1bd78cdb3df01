import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isChunkLoadFailure, reloadAfterChunkFailure } from '../../lib/chunk-reload.ts';
import { hasSpecialQuery } from '../../lib/special-query-names.ts';
import { useShop } from '../../lib/strings.ts';
import { recordNavigation } from '../../state/history-store.ts';
import { syncVatCookie } from '../../state/vat-mode.ts';

// Loaded only when needed: most pages have no special parameter and report no error.
const reportError = (locale: string, error: unknown) =>
  void import('../../lib/error-report.api.ts').then((module) => module.reportError(locale, error));

/**
 * The shell's behaviours without a face: special query parameters and navigation history on
 * every navigation (spec 2 and 4), the chunk-reload guard (spec 4) and error reporting (spec 8).
 */
export function ShellEffects() {
  const { locale, vatIncluded } = useShop();
  const location = useLocation();

  useEffect(() => {
    // Vite announces a failed preload of a lazy chunk; the guarded reload replaces the error.
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkFailure()) event.preventDefault();
    };
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadFailure(event.error ?? event.message) && reloadAfterChunkFailure()) return;
      // Spec 8: an unhandled front-end error is posted to the error endpoint.
      reportError(locale, event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason) && reloadAfterChunkFailure()) return;
      reportError(locale, event.reason);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [locale]);

  // The server rendered the cookie's VAT mode; if td02 says otherwise, the cookie follows td02.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    syncVatCookie(vatIncluded);
    // The page is interactive from here on (tests and monitoring wait for this mark).
    document.documentElement.dataset.shellReady = 'true';
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every history entry, once.
  useEffect(() => {
    if (hasSpecialQuery(location.search)) {
      void import('../../lib/special-query.ts').then((module) => module.applySpecialQuery(location.search));
    }
    recordNavigation(`${location.pathname}${location.search}`);
  }, [location.key]);

  return null;
}
