/** Spec 4 and 9: after a failed chunk load the page reloads, at most once per 60 seconds. */
export const chunkReloadGuardMs = 60_000;
const lastReloadKey = 'shop:chunk-reload-at';

/** Whether a reload is allowed now, given the time of the last one (null: never). */
export function mayReloadAfterChunkFailure(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= chunkReloadGuardMs;
}

const chunkFailurePatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

/** The messages browsers (and Vite's preload helper) give for a chunk that did not load. */
export function isChunkLoadFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return chunkFailurePatterns.some((pattern) => pattern.test(text));
}

/**
 * Reloads the page unless it did so in the last 60 seconds (a deployment replaced the chunks:
 * the reload fetches the new ones; a chunk that keeps failing must not loop). Returns whether
 * it reloads.
 */
export function reloadAfterChunkFailure(now = Date.now()): boolean {
  let last: number | null = null;
  try {
    const stored = Number(window.sessionStorage.getItem(lastReloadKey));
    last = Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    // Without session storage there is no guard across reloads: do not reload at all.
    return false;
  }
  if (!mayReloadAfterChunkFailure(last, now)) return false;
  try {
    window.sessionStorage.setItem(lastReloadKey, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
