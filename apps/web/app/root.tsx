import { CONSENT_COOKIE_NAME, parseConsentCookie } from '@shop/domain/consent';
import {
  buildAlternates,
  buildAlternatesFromPaths,
  buildStoreUrl,
  countrySwitcherLocales,
} from '@shop/domain/routes';
import { getStore, hreflangByLocale } from '@shop/domain/stores';
import { type ReactNode, useContext, useEffect } from 'react';
import {
  type DataRouter,
  UNSAFE_DataRouterContext as DataRouterContext,
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage, ErrorPageGuard } from './components/error-page.tsx';
import { KeptAliveOutlet } from './components/shell/kept-alive-outlet.tsx';
import { PageShell } from './components/shell/page-shell.tsx';
import { isChunkLoadFailure, reloadAfterChunkFailure } from './lib/chunk-reload.ts';
import { withCompactManifest } from './lib/compact-manifest.ts';
import { consentModeScript } from './lib/consent-mode.ts';
import { parseCookies } from './lib/cookies.ts';
import { useCspNonce } from './lib/csp-nonce.ts';
import { isDealActive } from './lib/deal.api.ts';
import { dismissedCookieName, parseDismissedMessages } from './lib/dismissed-messages.ts';
import { errorTexts } from './lib/error-texts.ts';
import { fetchLocalizedPaths } from './lib/localized-paths.server.ts';
import { messageToShow } from './lib/message-rules.ts';
import { pageScriptsBoot, pageScriptsHolderId } from './lib/page-scripts.ts';
import { reportValidUntil } from './lib/page-validity.server.ts';
import { withRememberedMatches } from './lib/remembered-matches.ts';
import { loadShellData, shellTopics } from './lib/shell-data.server.ts';
import { resolveShopLocation } from './lib/shop-location.ts';
import { keepStrings, loadStrings } from './lib/strings.ts';
import { loadStringsDictionary, stringsAssetPath, stringsTopics } from './lib/strings-dictionary.server.ts';
import { locationContext, serverContext } from './shop-context.ts';
import { vatCookieName, vatIncludedFromCookie } from './state/vat-mode.ts';
import './styles/global.css';
import './styles/shell.css';

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }, next) => {
    const location = resolveShopLocation(url, request.headers.get('host'), context.get(serverContext));
    context.set(locationContext, location);
    const response = await next();
    // Which screen and store the path resolved to, whatever the page then answered: for logs,
    // caches keyed by store, and the route table tests.
    if (response instanceof Response) {
      try {
        response.headers.set('x-shop-route', location.match.name);
        response.headers.set('x-shop-locale', location.locale);
      } catch {
        // A redirect's headers are immutable; it needs no route marker.
      }
    }
    return response;
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { transport, domains, changes, retailTracking } = context.get(serverContext);
  const location = context.get(locationContext);
  const store = getStore(location.locale, domains);
  const [dictionary, shell, localizedPaths] = await Promise.all([
    loadStringsDictionary(transport, location.locale, changes.versionOf(stringsTopics)),
    loadShellData(transport, location.locale, changes.versionOf(shellTopics)),
    fetchLocalizedPaths(transport, location.locale, location.match),
  ]);
  // Issue 19: the page names its strings; the render reads them from here, the browser from the asset.
  keepStrings(dictionary.tag, dictionary.strings);
  const urlOptions = { origin: location.origin, domains, hreflang: hreflangByLocale };
  const cookies = parseCookies(request.headers.get('cookie'));
  const dismissed = parseDismissedMessages(cookies.get(dismissedCookieName));
  const { storeMessage, footerMessage, ...shellParts } = shell;
  // Spec 4: the deal banner only while the deal runs. The shell data is kept for a minute, so a
  // deal that ended meanwhile is dropped here; a page kept by the page cache ends with it (issue 19).
  const now = new Date();
  const deal = shell.deal && isDealActive(shell.deal, now.getTime()) ? shell.deal : null;
  reportValidUntil(context, deal?.expires_at);
  // The company line's year changes at the new year (the server's clock, as `year` below).
  reportValidUntil(context, new Date(now.getFullYear() + 1, 0, 1));
  return {
    locale: location.locale,
    prefixed: location.prefixed,
    screen: location.match.name,
    params: location.match.params,
    store: {
      code: store.code,
      iso: store.iso,
      brand: store.brand,
      currency: store.currency,
      allowExVAT: store.allowExVAT,
      country: store.country,
      logo: store.logo,
      altLogo: store.altLogo,
      showPriceDisclaimer: store.showPriceDisclaimer,
      showShippingInfo: store.showShippingInfo,
      retailTracking: retailTracking?.[location.locale] ?? null,
      privacyURL: store.privacyURL,
      paymentIcons: shell.paymentIcons.footer,
      cartPaymentIcons: shell.paymentIcons.cart,
      shippingIcons: store.shippingIcons.footer,
      trustMarks: store.trustMarks,
    },
    strings: { tag: dictionary.tag, src: stringsAssetPath(location.locale, dictionary.tag) },
    canonical: buildStoreUrl(location.match.name, location.locale, location.match.params, urlOptions),
    // Slugs are localized: a product's alternate in another store is that store's own path.
    alternates: localizedPaths
      ? buildAlternatesFromPaths(localizedPaths, urlOptions)
      : buildAlternates(location.match.name, location.match.params, urlOptions),
    // Spec 1: the country switcher leaves out the Dutch store; each entry opens that store's home.
    countries: countrySwitcherLocales.map((code) => ({
      code,
      country: getStore(code, domains).country,
      href: buildStoreUrl('index', code, {}, urlOptions),
    })),
    shell: { ...shellParts, deal },
    // Spec 2: a message shows unless the shopper hid it (and the store message only when long enough).
    messages: {
      store: messageToShow('store', storeMessage, dismissed),
      footer: messageToShow('footer', footerMessage, dismissed),
    },
    // What the request's cookies say, so the server renders what the browser will show.
    consent: parseConsentCookie(cookies.get(CONSENT_COOKIE_NAME)),
    vatIncluded: store.allowExVAT ? vatIncludedFromCookie(cookies.get(vatCookieName)) : true,
    // Spec 1: the company line's year is always the current one (the server's, for one render).
    year: now.getFullYear(),
  };
}

/**
 * A page reached without a reload may name a dictionary the browser has not loaded (another store's,
 * or strings changed since): it renders once the asset is in. The first page's comes with it.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadStrings(data.strings);
  return data;
}

export function Layout({ children }: { children: ReactNode }) {
  const shop = useRouteLoaderData<typeof loader>('root');
  // A page that does not exist has no canonical address or alternates, and is not indexed.
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  // Issue 18: the page's CSP runs only inline scripts that carry this request's nonce.
  const nonce = useCspNonce();
  return (
    <html lang={shop?.store.iso ?? 'sv-SE'}>
      <head>
        <meta charSet="utf-8" />
        {/* Spec 4: Consent Mode defaults before any tag (analytics denied until a choice). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built by consentModeScript. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentModeScript() }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1fbfc0" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {missing ? <meta name="robots" content="noindex" /> : null}
        {shop && !missing ? <link rel="canonical" href={shop.canonical} /> : null}
        {(missing ? [] : (shop?.alternates ?? [])).map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        <Links />
      </head>
      <body>
        {children}
        {/* Issue 19: the page's scripts start after its first paint (lib/page-scripts.ts). */}
        <noscript id={pageScriptsHolderId}>
          {/* The store's strings, a long-cached asset run before the page's modules. */}
          {shop ? <script defer src={shop.strings.src} nonce={nonce} /> : null}
          <CompactScripts nonce={nonce} />
        </noscript>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built by pageScriptsBoot. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageScriptsBoot() }} />
      </body>
    </html>
  );
}

/** What the route table matched for a path, kept for the life of the server (lib/remembered-matches.ts). */
const rememberedMatches = new Map<string, ReturnType<DataRouter['match']>>();

/**
 * React Router's <Scripts> with its route manifest written without indentation, and the
 * manifest's route matches remembered from earlier pages (issue 19).
 * Rendered on the server only: a <noscript>'s content is never hydrated.
 */
function CompactScripts({ nonce }: { nonce: string | undefined }) {
  const dataRouter = useContext(DataRouterContext);
  if (!dataRouter) return <ManifestScripts nonce={nonce} />;
  return (
    <DataRouterContext.Provider
      value={{ ...dataRouter, router: withRememberedMatches(dataRouter.router, rememberedMatches) }}
    >
      <ManifestScripts nonce={nonce} />
    </DataRouterContext.Provider>
  );
}

function ManifestScripts({ nonce }: { nonce: string | undefined }) {
  return withCompactManifest(Scripts({ nonce }));
}

/** The page shell around the current screen and the screens kept alive (spec 1). */
export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell>
      <KeptAliveOutlet screen={loaderData.screen} />
    </PageShell>
  );
}

/** Spec 8: 404 with 'This page could not be found'; other failures with their status and message. */
export function ErrorBoundary() {
  const error = useRouteError();
  const shop = useRouteLoaderData<typeof loader>('root');
  const locale = shop?.locale ?? 'sv';
  const homeHref = shop?.prefixed ? `/${locale}` : '/';
  // Spec 4: a screen whose code failed to load (a deployment replaced it) reloads the page,
  // at most once per 60 seconds; otherwise this page explains the failure.
  useEffect(() => {
    if (isChunkLoadFailure(error)) reloadAfterChunkFailure();
  }, [error]);
  // With the store known, the error page keeps the shell (header, menus, footer) around it.
  return (
    <ErrorPageGuard locale={locale} homeHref={homeHref}>
      {shop ? (
        <PageShell>
          <ErrorPage error={error} locale={locale} homeHref={homeHref} />
        </PageShell>
      ) : (
        <ErrorPage error={error} locale={locale} homeHref={homeHref} />
      )}
    </ErrorPageGuard>
  );
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const texts = errorTexts[loaderData?.locale ?? 'sv'];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? texts.notFoundTitle : texts.errorTitle }];
};
