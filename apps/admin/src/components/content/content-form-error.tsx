import type { AdminApiError } from '../../api/admin-client.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { FormError } from '../form-error.tsx';

/** Someone else saved the same widget, deal, page or door first (409): the form reloads it. */
export function isVersionConflict(error: AdminApiError | undefined): boolean {
  return error?.status === 409 && error.code === 'VERSION_CONFLICT';
}

/** A content form's error: a stale save says the content was reloaded; others as every form says them. */
export function ContentFormError({
  error,
  fieldPaths,
}: {
  readonly error: AdminApiError | undefined;
  readonly fieldPaths: readonly string[];
}) {
  const t = useMessages();
  if (isVersionConflict(error))
    return (
      <div className="alert alert--error" role="alert">
        <p>{t.content.conflict}</p>
      </div>
    );
  return <FormError error={error} fieldPaths={fieldPaths} />;
}
