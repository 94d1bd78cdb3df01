/**
 * Spec 2 and 9: the review widget loads when the viewport is taller than 1200 px and the page
 * is 1800 px or less, or after the page is scrolled more than 400 px.
 */
export const reviewWidgetRule = {
  minViewportHeight: 1200,
  maxPageHeight: 1800,
  minScroll: 400,
} as const;

export interface PageMeasure {
  readonly viewportHeight: number;
  readonly pageHeight: number;
  readonly scrollY: number;
}

export function shouldLoadReviewWidget({ viewportHeight, pageHeight, scrollY }: PageMeasure): boolean {
  const wholePageInView =
    viewportHeight > reviewWidgetRule.minViewportHeight && pageHeight <= reviewWidgetRule.maxPageHeight;
  return wholePageInView || scrollY > reviewWidgetRule.minScroll;
}
