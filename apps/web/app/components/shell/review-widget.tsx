import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { shouldLoadReviewWidget } from '../../lib/review-widget.ts';
import type { StoreReviews } from '../../lib/reviews.api.ts';

export type WidgetState = 'waiting' | 'loading' | 'loaded' | 'failed';

const ReviewContent = lazy(() => import('./review-content.tsx'));

/**
 * Spec 1: the store's customer-review widget, rendered only in a store whose review widget is
 * configured (shell data), and loaded, its code and its reviews, only once the rule of spec 2
 * holds (lib/review-widget.ts: a tall viewport over a short page, or a scroll of more than
 * 400 px). Until then only this watcher runs.
 */
export function ReviewWidget() {
  const [state, setState] = useState<WidgetState>('waiting');
  const [reviews, setReviews] = useState<StoreReviews | null>(null);

  useEffect(() => {
    if (state !== 'waiting') return;
    const check = () => {
      const measure = {
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
        scrollY: window.scrollY,
      };
      if (shouldLoadReviewWidget(measure)) setState('loading');
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [state]);

  const loaded = useCallback((answer: StoreReviews | null, next: WidgetState) => {
    setReviews(answer);
    setState(next);
  }, []);

  if (state === 'failed') return null;
  return (
    <div className="review-widget shell-width" data-review-widget={state}>
      {state === 'waiting' ? null : (
        <Suspense fallback={null}>
          <ReviewContent reviews={reviews} onLoaded={loaded} />
        </Suspense>
      )}
    </div>
  );
}
