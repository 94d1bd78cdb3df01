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

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
