import type { DataRouter } from 'react-router';

type Matches = ReturnType<DataRouter['match']>;

/** How many paths are remembered before the memory starts again (a few per screen and store). */
export const rememberedPathLimit = 2000;

/**
 * Issue 19: React Router's <Scripts> writes the page's part of the route manifest (lazy route
 * discovery). To find it, it matches the page's path and each of its ancestors (`/`, `/sv`,
 * `/sv/produkt`) against the whole route table: about 200 routes, one per screen and store
 * (app/routes.ts), and an ancestor path that is no page matches none of them after trying all.
 * That was about 12 % of the server's time per rendered product page. The route table is fixed
 * for the life of the build, so what a path matches is too: this router answers `match` from what
 * it answered before for the same path, and is otherwise the page's own router.
 */
export function withRememberedMatches(router: DataRouter, remembered: Map<string, Matches>): DataRouter {
  const match = (location: Parameters<DataRouter['match']>[0]): Matches => {
    if (typeof location !== 'string') return router.match(location);
    if (remembered.has(location)) return remembered.get(location) ?? null;
    const matches = router.match(location);
    // Any path may be asked for (a mistyped address has ancestors too): the memory stays bounded.
    if (remembered.size >= rememberedPathLimit) remembered.clear();
    remembered.set(location, matches);
    return matches;
  };
  return Object.create(router, { match: { value: match } }) as DataRouter;
}
