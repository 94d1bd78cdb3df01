import type { AdminApiError, FieldIssue } from './admin-client.ts';

/** The message of each field the server found wrong, by its path ("reason", "lines.0.quantity"). */
export function fieldErrorsOf(error: AdminApiError | undefined): Readonly<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) errors[issue.path] ??= issue.message;
  return errors;
}

/** The issues no field of the form shows: they go in the form's alert instead. */
export function issuesOutside(error: AdminApiError, shownPaths: readonly string[]): FieldIssue[] {
  return error.issues.filter((issue) => !shownPaths.includes(issue.path));
}
