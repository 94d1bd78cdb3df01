import { useCallback, useState } from 'react';
import { AdminApiError } from './admin-client.ts';

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: AdminApiError };

export interface Action {
  readonly pending: boolean;
  /** The error of the last write, until the next one starts. */
  readonly error: AdminApiError | undefined;
  readonly run: <T>(write: () => Promise<T>) => Promise<Outcome<T>>;
  readonly clearError: () => void;
}

function asApiError(failure: unknown): AdminApiError {
  return failure instanceof AdminApiError
    ? failure
    : new AdminApiError(0, 'NETWORK', failure instanceof Error ? failure.message : String(failure));
}

/** The state of a write a form or a button makes: pending while it runs, its error after. */
export function useAction(): Action {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AdminApiError>();

  const run = useCallback(async <T>(write: () => Promise<T>): Promise<Outcome<T>> => {
    setPending(true);
    setError(undefined);
    try {
      return { ok: true, value: await write() };
    } catch (failure) {
      const apiError = asApiError(failure);
      setError(apiError);
      return { ok: false, error: apiError };
    } finally {
      setPending(false);
    }
  }, []);

  const clearError = useCallback(() => setError(undefined), []);
  return { pending, error, run, clearError };
}
