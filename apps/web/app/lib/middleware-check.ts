/** What a built route module may export as its middleware (React Router's `middleware`). */
interface BuiltRoute {
  readonly module?: { readonly middleware?: unknown } | undefined;
}

/** Spec 8: the error catalogue's message for a build fault. */
export const unknownMiddlewareMessage = 'Unknown middleware';

/**
 * Spec 8: 'Unknown middleware' (500) is a build fault: a route names middleware the build does
 * not hold as functions. Answers the ids of such routes; empty when the build is sound. The
 * server checks its build once and answers every page of a faulty one with the 500.
 */
export function routesWithUnknownMiddleware(
  routes: Readonly<Record<string, BuiltRoute | undefined>>,
): string[] {
  return Object.entries(routes).flatMap(([id, route]) => {
    const middleware = route?.module?.middleware;
    if (middleware === undefined) return [];
    const sound = Array.isArray(middleware) && middleware.every((entry) => typeof entry === 'function');
    return sound ? [] : [id];
  });
}

/** The page a faulty build answers: the 500 of spec 8, plain text, never cached. */
export function unknownMiddlewareResponse(): Response {
  return new Response(unknownMiddlewareMessage, {
    status: 500,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
