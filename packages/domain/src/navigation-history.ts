/** Spec 4 and 9: the navigation history keeps at most 5 entries. */
export const NAVIGATION_HISTORY_MAX = 5;

/**
 * Spec 4: the history keeps at most 5 entries, oldest first, and ignores a repeat of the last
 * target.
 */
export function pushNavigationHistory(history: readonly string[], target: string): readonly string[] {
  if (history.at(-1) === target) return history;
  return [...history, target].slice(-NAVIGATION_HISTORY_MAX);
}

/** The target before the current one, for a back link; null at the start. */
export function previousTarget(history: readonly string[]): string | null {
  return history.at(-2) ?? null;
}
