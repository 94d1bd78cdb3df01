import type { RouteName } from '@shop/domain/routes';

/** Spec 1 and 9: at most 2 pages besides the current one are kept alive. */
export const maxKeptAlivePages = 2;

/** Spec 1: the checkout and its confirmation are never kept alive when the shopper leaves. */
const neverKeptAlive: readonly RouteName[] = ['checkout-id', 'checkout-confirmation-id'];

export function canKeepAlive(screen: RouteName): boolean {
  return !neverKeptAlive.includes(screen);
}

export interface PageVisit {
  readonly key: string;
  readonly screen: RouteName;
  /** When the page was last the current one (a counter, larger is later). */
  readonly lastShown: number;
}

/**
 * The pages to keep after a navigation to `currentKey`: the current page plus at most the
 * `maxKeptAlivePages` most recently shown others that may be kept. The order of the list is
 * kept stable (React keeps a page's state by its position and key).
 */
export function pagesToKeep<Visit extends PageVisit>(visits: readonly Visit[], currentKey: string): Visit[] {
  const others = visits
    .filter((visit) => visit.key !== currentKey && canKeepAlive(visit.screen))
    .sort((a, b) => b.lastShown - a.lastShown)
    .slice(0, maxKeptAlivePages);
  const kept = new Set(others.map((visit) => visit.key));
  return visits.filter((visit) => visit.key === currentKey || kept.has(visit.key));
}
