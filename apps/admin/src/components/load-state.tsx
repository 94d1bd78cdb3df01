import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { AdminApiError } from '../api/admin-client.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { errorText } from '../i18n/messages.ts';

/** Shown while the first answer of a page loads. */
export function Loading() {
  const t = useMessages();
  return (
    <p className="loading" role="status">
      {t.app.loading}
    </p>
  );
}

interface ErrorNoticeProps {
  readonly error: AdminApiError;
  /** Offers "Try again" when the error may pass (the network, the server). */
  readonly onRetry?: () => void;
}

/** An error of a call, in the member's language where its code is known. */
export function ErrorNotice({ error, onRetry }: ErrorNoticeProps) {
  const t = useMessages();
  return (
    <div className="alert alert--error" role="alert">
      <p>{errorText(t, error)}</p>
      {onRetry ? (
        <Button className="button button--secondary" onPress={onRetry}>
          {t.app.retry}
        </Button>
      ) : null}
    </div>
  );
}

interface ResourceViewProps<T> {
  readonly resource: {
    readonly data: T | undefined;
    readonly error: AdminApiError | undefined;
    readonly reload: () => void;
  };
  readonly children: (data: T) => ReactNode;
}

/** Errors that may pass by themselves (no answer, a server failure) are worth a retry; a 404 is not. */
function mayPass(error: AdminApiError): boolean {
  return error.status === 0 || error.status >= 500;
}

/** A page's content once its answer is there; before, "Loading…", or the error (with a retry when it may pass). */
export function ResourceView<T>({ resource, children }: ResourceViewProps<T>) {
  if (resource.data !== undefined) {
    return (
      <>
        {resource.error ? (
          <ErrorNotice
            error={resource.error}
            onRetry={mayPass(resource.error) ? resource.reload : undefined}
          />
        ) : null}
        {children(resource.data)}
      </>
    );
  }
  if (resource.error) {
    return (
      <ErrorNotice error={resource.error} onRetry={mayPass(resource.error) ? resource.reload : undefined} />
    );
  }
  return <Loading />;
}
