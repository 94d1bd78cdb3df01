import { useSyncExternalStore } from 'react';

/** Spec 9's breakpoints, in one place for scripts; the CSS repeats them in its media queries. */
export const breakpoints = {
  /** Footer columns collapse and the side menu drills down at this width or narrower. */
  mobile: 576,
  /** The search scroll exception applies at this width or narrower. */
  search: 768,
  /** The side menu's sub-category grid has 3 columns from 830 to 1024 px. */
  tabletMin: 830,
  tabletMax: 1024,
} as const;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

/** A media query as React state; false on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
