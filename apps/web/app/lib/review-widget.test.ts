import { describe, expect, it } from 'vitest';
import { shouldLoadReviewWidget } from './review-widget.ts';

describe('review widget loading rule (spec 2 and 9)', () => {
  it('loads when the viewport is taller than 1200 px and the page is 1800 px or less', () => {
    expect(shouldLoadReviewWidget({ viewportHeight: 1201, pageHeight: 1800, scrollY: 0 })).toBe(true);
    expect(shouldLoadReviewWidget({ viewportHeight: 1200, pageHeight: 1800, scrollY: 0 })).toBe(false);
    expect(shouldLoadReviewWidget({ viewportHeight: 1300, pageHeight: 1801, scrollY: 0 })).toBe(false);
  });

  it('loads after more than 400 px of scroll', () => {
    expect(shouldLoadReviewWidget({ viewportHeight: 800, pageHeight: 5000, scrollY: 400 })).toBe(false);
    expect(shouldLoadReviewWidget({ viewportHeight: 800, pageHeight: 5000, scrollY: 401 })).toBe(true);
  });
});
