/** Spec 2: the product grid's anchor, the scroll target of a `page` query. */
export const productGridAnchorId = 'product-grid';

/** Spec 2 and 9: a `q` query on a screen this wide or narrower scrolls to 100 px. */
export const searchScrollMaxWidth = 768;
export const searchScrollOffsetPx = 100;

export interface ScrollPosition {
  readonly top: number;
  readonly left: number;
}

export type ScrollTarget =
  | { readonly kind: 'position'; readonly top: number; readonly left: number; readonly reason: ScrollReason }
  | { readonly kind: 'anchor'; readonly id: string; readonly reason: ScrollReason };

export type ScrollReason = 'search' | 'page' | 'saved' | 'hash' | 'top';

/**
 * Spec 2, Navigation behaviour: on navigation the page scrolls to the top, except that
 * 1. a q query on a screen 768 px wide or narrower scrolls to 100 px;
 * 2. a page query without a phone_model query scrolls to the product grid anchor;
 * 3. otherwise a saved position is used when one exists (going back or forward).
 * A #hash in the address (not in the spec's list) is honoured before the top.
 */
export function chooseScrollTarget(input: {
  readonly search: string;
  readonly hash: string;
  readonly viewportWidth: number;
  readonly saved: ScrollPosition | undefined;
}): ScrollTarget {
  const query = new URLSearchParams(input.search);
  if (query.has('q') && input.viewportWidth <= searchScrollMaxWidth) {
    return { kind: 'position', top: searchScrollOffsetPx, left: 0, reason: 'search' };
  }
  if (query.has('page') && !query.has('phone_model')) {
    return { kind: 'anchor', id: productGridAnchorId, reason: 'page' };
  }
  if (input.saved) return { kind: 'position', ...input.saved, reason: 'saved' };
  const hash = safeDecode(input.hash.replace(/^#/, ''));
  if (hash) return { kind: 'anchor', id: hash, reason: 'hash' };
  return { kind: 'position', top: 0, left: 0, reason: 'top' };
}

/**
 * Whether a page load may take the saved position of its history entry. Saved positions are for
 * going back and forward (spec 2); a reload or a URL opened anew starts at the top, as any
 * navigation does, even when this tab once saved a position for the same entry.
 * `navigationType` is the Navigation Timing type of the document's load.
 */
export function landingUsesSavedPosition(navigationType: string | undefined): boolean {
  return navigationType === 'back_forward';
}

/**
 * The id positions are saved under. React Router gives the first entry of a document the key
 * `default` when the browser's history holds no state for it, as on every URL opened anew: that
 * key is made specific to the address, so one page's position never lands on another.
 */
export function savedPositionId(location: {
  readonly key: string;
  readonly pathname: string;
  readonly search: string;
}): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
