import type { DataRouter } from 'react-router';
import { createStaticHandler, createStaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rememberedPathLimit, withRememberedMatches } from './remembered-matches.ts';

const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'product.sv', path: 'sv/produkt/:slug' },
      { id: 'content', path: '*' },
    ],
  },
];

async function pageRouter(path: string): Promise<DataRouter> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error('no page');
  return createStaticRouter(handler.dataRoutes, context);
}

/** A router that counts how often the route table is searched. */
function counting(router: DataRouter): { router: DataRouter; searches: () => number } {
  let searches = 0;
  const counted = Object.create(router, {
    match: {
      value: (location: Parameters<DataRouter['match']>[0]) => {
        searches += 1;
        return router.match(location);
      },
    },
  }) as DataRouter;
  return { router: counted, searches: () => searches };
}

const ids = (matches: ReturnType<DataRouter['match']>) => matches?.map((match) => match.route.id) ?? null;

describe("the route manifest's matches remembered across pages (issue 19: cheaper renders)", () => {
  it('answers what the route table answers, and searches it once per path', async () => {
    const memory = new Map();
    const first = counting(await pageRouter('/sv/produkt/a'));
    const remembered = withRememberedMatches(first.router, memory);
    for (const path of ['/', '/sv', '/sv/produkt', '/sv/produkt/a']) {
      expect(ids(remembered.match(path))).toEqual(ids(first.router.match(path)));
    }
    const searchedFirst = first.searches();

    // The next page (another request, another router) finds the same paths remembered.
    const second = counting(await pageRouter('/sv/produkt/b'));
    const again = withRememberedMatches(second.router, memory);
    expect(ids(again.match('/sv/produkt'))).toEqual(['root', 'content']);
    expect(ids(again.match('/'))).toEqual(['root', 'home']);
    expect(second.searches()).toBe(0);
    // Four paths through the remembering router and the same four asked directly for comparison.
    expect(searchedFirst).toBe(8);
  });

  it("is otherwise the page's own router", async () => {
    const router = await pageRouter('/sv/produkt/a');
    const remembered = withRememberedMatches(router, new Map());
    expect(remembered.state.location.pathname).toBe('/sv/produkt/a');
    expect(remembered.state.matches.map((match) => match.route.id)).toEqual(['root', 'product.sv']);
    expect(remembered.basename).toBe(router.basename);
  });

  it('keeps at most a bounded number of paths, whatever paths are asked for', async () => {
    const memory = new Map();
    const remembered = withRememberedMatches(await pageRouter('/'), memory);
    for (let n = 0; n < rememberedPathLimit + 10; n += 1) remembered.match(`/missing/${n}`);
    expect(memory.size).toBeLessThanOrEqual(rememberedPathLimit);
    expect(ids(remembered.match('/missing/3'))).toEqual(['root', 'content']);
  });
});
