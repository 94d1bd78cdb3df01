import { useCallback, useEffect, useState } from 'react';
import { AdminApiError } from './admin-client.ts';

export interface Resource<T> {
  /** The last answer; kept while a new one loads, so a list does not blink on every filter. */
  readonly data: T | undefined;
  readonly error: AdminApiError | undefined;
  readonly loading: boolean;
  /** Loads again (after a 409, or a "try again"). */
  readonly reload: () => void;
  /** Puts a fresher copy in place: a write answers the changed entity. */
  readonly replace: (data: T) => void;
}

function asApiError(error: unknown): AdminApiError {
  return error instanceof AdminApiError
    ? error
    : new AdminApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
}

/**
 * Loads what a page shows, again whenever `load` changes (wrap it in useCallback with the URL's
 * filters or the id it reads). An older request still running is aborted: its answer never
 * overwrites a newer one.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<AdminApiError>();
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is a reason to load again.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal).then(
      (answer) => {
        setData(answer);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(asApiError(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((fresh: T) => {
    setData(fresh);
    setError(undefined);
  }, []);
  return { data, error, loading, reload, replace };
}
