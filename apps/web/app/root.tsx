import type { LocaleCode } from '@shop/domain/locales';
import { buildAlternates, buildStoreUrl } from '@shop/domain/routes';
import { getStore, hreflangByLocale } from '@shop/domain/stores';
import { Component, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { createApiCall } from './lib/api-client.ts';
import { errorPageFailedMessage, errorTexts, notFoundMessage } from './lib/error-texts.ts';
import { resolveShopLocation } from './lib/shop-location.ts';
import { fetchStrings } from './lib/strings.api.ts';
import { locationContext, serverContext } from './shop-context.ts';
import './styles/global.css';

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, url, context }) => {
    const { domains } = context.get(serverContext);
    context.set(locationContext, resolveShopLocation(url, request.headers.get('host'), domains));
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { transport, domains } = context.get(serverContext);
  const location = context.get(locationContext);
  const store = getStore(location.locale, domains);
  const strings = await fetchStrings(createApiCall(transport, location.locale));
  const urlOptions = { origin: location.origin, domains, hreflang: hreflangByLocale };
  return {
    locale: location.locale,
    prefixed: location.prefixed,
    screen: location.match.name,
    store: {
      code: store.code,
      iso: store.iso,
      brand: store.brand,
      currency: store.currency,
      allowExVAT: store.allowExVAT,
    },
    strings,
    canonical: buildStoreUrl(location.match.name, location.locale, location.match.params, urlOptions),
    alternates: buildAlternates(location.match.name, location.match.params, urlOptions),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const shop = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={shop?.store.iso ?? 'sv-SE'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1fbfc0" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {shop ? <link rel="canonical" href={shop.canonical} /> : null}
        {shop?.alternates.map((alternate) => (
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Spec 8: 404 with 'This page could not be found'; other failures with their status and message. */
export function ErrorBoundary() {
  const error = useRouteError();
  const shop = useRouteLoaderData<typeof loader>('root');
  const locale = shop?.locale ?? 'sv';
  const homeHref = shop?.prefixed ? `/${locale}` : '/';
  return (
    <ErrorPageGuard locale={locale} homeHref={homeHref}>
      <ErrorPage error={error} locale={locale} homeHref={homeHref} />
    </ErrorPageGuard>
  );
}

function ErrorPage({ error, locale, homeHref }: { error: unknown; locale: LocaleCode; homeHref: string }) {
  const texts = errorTexts[locale];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const message = notFound ? notFoundMessage : errorMessage(error) || texts.genericClientError;
  return (
    <main className="error-page" data-status={status}>
      <svg className="error-page__icon" viewBox="0 0 24 24" width="64" height="64" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h1>{notFound ? texts.notFoundTitle : texts.errorTitle}</h1>
      <p className="error-page__status">{status}</p>
      <p className="error-page__message" lang={notFound ? 'en' : undefined}>
        {message}
      </p>
      <a href={homeHref}>{texts.backHome}</a>
    </main>
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
    return error.statusText;
  }
  if (error instanceof Error) return error.message;
  return '';
}

/** Spec 8: if the error page itself fails, say so, with details and a link home. */
class ErrorPageGuard extends Component<
  { children: ReactNode; homeHref: string; locale: LocaleCode },
  { failure: Error | null }
> {
  override state = { failure: null as Error | null };

  static getDerivedStateFromError(failure: Error) {
    return { failure };
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    const texts = errorTexts[this.props.locale];
    return (
      <main className="error-page" data-status="error-page-failed">
        <h1>{errorPageFailedMessage}</h1>
        <details>
          <summary>{texts.details}</summary>
          <pre>{this.state.failure.message}</pre>
        </details>
        <a href={this.props.homeHref}>{texts.backHome}</a>
      </main>
    );
  }
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const texts = errorTexts[loaderData?.locale ?? 'sv'];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? texts.notFoundTitle : texts.errorTitle }];
};
