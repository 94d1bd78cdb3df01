import type { AdminApiError } from '../api/admin-client.ts';
import { issuesOutside } from '../api/field-errors.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { errorText } from '../i18n/messages.ts';

interface FormErrorProps {
  readonly error: AdminApiError | undefined;
  /** The paths whose messages the form shows at their fields. */
  readonly fieldPaths?: readonly string[];
}

/**
 * The error of a form's write, announced (role="alert"). Issues of fields the form shows stand
 * at those fields; the alert then only says to look at them, and lists what has no field.
 */
export function FormError({ error, fieldPaths = [] }: FormErrorProps) {
  const t = useMessages();
  if (!error) return null;
  if (error.issues.length === 0) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{errorText(t, error)}</p>
      </div>
    );
  }
  const elsewhere = issuesOutside(error, fieldPaths);
  return (
    <div className="alert alert--error" role="alert">
      <p>{t.common.fieldErrors}</p>
      {elsewhere.length > 0 ? (
        <ul>
          {elsewhere.map((issue) => (
            <li key={issue.path}>
              {issue.path}: {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
