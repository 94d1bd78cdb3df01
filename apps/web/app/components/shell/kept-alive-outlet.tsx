import type { RouteName } from '@shop/domain/routes';
import { Activity, type ContextType, type ReactNode, useContext, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useOutlet,
} from 'react-router';
import { type PageVisit, pagesToKeep } from '../../lib/kept-alive.ts';

interface RouterSnapshot {
  readonly state: ContextType<typeof DataRouterStateContext>;
  readonly data: ContextType<typeof DataRouterDataContext>;
  readonly location: ContextType<typeof LocationContext>;
}

interface KeptPage extends PageVisit {
  readonly element: ReactNode;
  readonly snapshot: RouterSnapshot;
}

/**
 * Spec 1 and 9: the current page plus at most 2 others stay alive (React's <Activity>): going
 * back shows them at once with their state (scroll, filters, open panels); the checkout and its
 * confirmation are never kept.
 *
 * A hidden page still renders now and then (React updates hidden trees at low priority), so it
 * gets the router's state as it was when it was last shown: its loader data, matches and
 * location stay its own and never mix with the current page's. These are React Router's
 * exported (UNSAFE_) contexts; only this component touches them.
 */
export function KeptAliveOutlet({ screen }: { screen: RouteName }) {
  const outlet = useOutlet();
  const location = useLocation();
  const live: RouterSnapshot = {
    state: useContext(DataRouterStateContext),
    data: useContext(DataRouterDataContext),
    location: useContext(LocationContext),
  };
  const committed = useRef<readonly KeptPage[]>([]);
  const counter = useRef(0);
  const key = `${location.pathname}${location.search}`;

  // Derived during render from what was committed, so an interrupted render leaves no trace.
  const known = committed.current.some((page) => page.key === key)
    ? committed.current
    : [
        ...committed.current,
        { key, screen, lastShown: Number.POSITIVE_INFINITY, element: null, snapshot: live },
      ];
  const pages = pagesToKeep(known, key).map((page) =>
    page.key === key ? { ...page, screen, element: outlet, snapshot: live } : page,
  );

  useLayoutEffect(() => {
    counter.current += 1;
    const shown = counter.current;
    committed.current = pages.map((page) => (page.key === key ? { ...page, lastShown: shown } : page));
  });

  return (
    <>
      {pages.map((page) => {
        const visible = page.key === key;
        // The marker stays outside <Activity>: React updates a hidden tree only when it has time,
        // so an attribute inside it could still call a page current that is no longer shown.
        return (
          <div
            key={page.key}
            className="kept-page"
            data-kept-page={page.key}
            data-screen={page.screen}
            data-current={visible}
          >
            <Activity mode={visible ? 'visible' : 'hidden'}>
              <FrozenRouter snapshot={page.snapshot}>{page.element}</FrozenRouter>
            </Activity>
          </div>
        );
      })}
    </>
  );
}

function FrozenRouter({ snapshot, children }: { snapshot: RouterSnapshot; children: ReactNode }) {
  return (
    <DataRouterStateContext.Provider value={snapshot.state}>
      <DataRouterDataContext.Provider value={snapshot.data}>
        <LocationContext.Provider value={snapshot.location}>{children}</LocationContext.Provider>
      </DataRouterDataContext.Provider>
    </DataRouterStateContext.Provider>
  );
}
