import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useNavigationType } from 'react-router';
import {
  chooseScrollTarget,
  landingUsesSavedPosition,
  type ScrollPosition,
  type ScrollTarget,
  savedPositionId,
} from '../../lib/scroll-target.ts';

const positionsKey = 'shop:scroll-positions';
/** Enough entries for any back-and-forth; old ones go first. */
const maxSavedPositions = 50;

function readSavedPositions(): Map<string, ScrollPosition> {
  try {
    const raw = window.sessionStorage.getItem(positionsKey);
    const entries: unknown = raw ? JSON.parse(raw) : [];
    return new Map(Array.isArray(entries) ? (entries as [string, ScrollPosition][]) : []);
  } catch {
    return new Map();
  }
}

/**
 * Set once the first page of this document has been handled: the shell can remount (an error
 * page replaces the whole app), and every later mount is a navigation, not the landing.
 */
let landed = false;
/** The positions of this tab's history entries, kept across remounts of the shell. */
let savedPositions: Map<string, ScrollPosition> | null = null;

/** The visible element with this id: a kept-alive page hidden by <Activity> may hold one too. */
function visibleElementById(id: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(`[id="${CSS.escape(id)}"]`)].find(
    (element) => element.offsetParent !== null || element.getClientRects().length > 0,
  );
}

/** The Navigation Timing type of this document's load: navigate, reload or back_forward. */
function documentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}

function scrollToTarget(target: ScrollTarget): void {
  document.documentElement.dataset.scrollReason = target.reason;
  if (target.kind === 'anchor') {
    const element = visibleElementById(target.id);
    if (element) element.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
    return;
  }
  window.scrollTo(target.left, target.top);
}

/**
 * Spec 2, Navigation behaviour: where the page scrolls after a navigation (lib/scroll-target.ts).
 * It takes over from the browser (history.scrollRestoration = manual) and keeps the positions
 * per history entry, in sessionStorage so a document reached again by back or forward finds
 * them too. A reload or a URL opened anew is a navigation like any other: it starts at the top
 * (or at an exception's target), never at a position an earlier load saved. A link rendered
 * with React Router's preventScrollReset keeps the position as it is.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const positions = useRef<Map<string, ScrollPosition> | null>(null);
  const currentKey = useRef(savedPositionId(location));
  // Read during the first render: the layout effect below sets `landed` before the mount effect.
  const landedBefore = useRef(landed).current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; the landing decides alone.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    savedPositions ??= readSavedPositions();
    const saved = savedPositions;
    positions.current = saved;
    if (!landedBefore) {
      // A return from another site by back or forward: the entry's position from this tab's
      // session. Any other load forgets what an earlier load of the entry saved.
      const restores = navigationType === 'POP' && landingUsesSavedPosition(documentNavigationType());
      const initial = restores ? saved.get(currentKey.current) : undefined;
      if (!restores) saved.delete(currentKey.current);
      // The browser has already scrolled to a #hash, or the shopper scrolled before hydration.
      if (window.scrollY === 0) {
        const target = chooseScrollTarget({
          search: window.location.search,
          hash: window.location.hash,
          viewportWidth: window.innerWidth,
          saved: initial,
        });
        // At the top already: nothing to do.
        if (target.reason !== 'top') scrollToTarget(target);
      }
    }

    let frame = 0;
    const record = () => {
      frame = 0;
      saved.delete(currentKey.current);
      saved.set(currentKey.current, { top: window.scrollY, left: window.scrollX });
      while (saved.size > maxSavedPositions) saved.delete(saved.keys().next().value as string);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(record);
    };
    const persist = () => {
      try {
        window.sessionStorage.setItem(positionsKey, JSON.stringify([...saved]));
      } catch {
        // No session storage: positions live as long as the page.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry is the trigger.
  useLayoutEffect(() => {
    currentKey.current = savedPositionId(location);
    if (!landed) {
      // The landing page: the mount effect above decides.
      landed = true;
      return;
    }
    if (routerState?.preventScrollReset) return;
    const saved = navigationType === 'POP' ? positions.current?.get(currentKey.current) : undefined;
    scrollToTarget(
      chooseScrollTarget({
        search: location.search,
        hash: location.hash,
        viewportWidth: window.innerWidth,
        saved,
      }),
    );
  }, [location.key]);

  return null;
}
