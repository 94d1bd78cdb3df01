/**
 * Whether this process should get traffic (GET /readyz), as distinct from whether it is alive
 * (GET /healthz): not while it prepares the database at start, nor once it began to stop.
 */
export type ReadinessState = 'starting' | 'ready' | 'stopping';

export interface Readiness {
  readonly state: ReadinessState;
  markReady(): void;
  /** For good: a process that began to stop never becomes ready again. */
  markStopping(): void;
}

export function createReadiness(initial: 'starting' | 'ready' = 'ready'): Readiness {
  let state: ReadinessState = initial;
  return {
    get state() {
      return state;
    },
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    markStopping() {
      state = 'stopping';
    },
  };
}
