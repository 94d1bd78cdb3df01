import type { LocaleCode } from '@shop/domain/locales';
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { errorPageFailedMessage, errorTexts, notFoundMessage } from '../lib/error-texts.ts';

/**
 * Spec 8: a missing page is a 404 with 'This page could not be found'; any other failure shows
 * its status (500 when it has none) and its message, with a generic client-error text as fallback.
 */
export function ErrorPage({
  error,
  locale,
  homeHref,
}: {
  error: unknown;
  locale: LocaleCode;
  homeHref: string;
}) {
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

export function errorMessage(error: unknown): string {
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
export class ErrorPageGuard extends Component<
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
