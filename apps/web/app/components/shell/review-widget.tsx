import { useEffect, useId, useState } from 'react';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { shouldLoadReviewWidget } from '../../lib/review-widget.ts';
import { fetchStoreReviews, type StoreReviews } from '../../lib/reviews.api.ts';
import { useShop, useT } from '../../lib/strings.ts';

type WidgetState = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * Spec 1: the store's customer-review widget, rendered only in a store whose review widget is
 * configured (shell data: GET /api/store-reviews answers), and loaded only once the rule of
 * spec 2 holds (lib/review-widget.ts: a tall viewport over a short page, or a scroll of more
 * than 400 px). Until then nothing of it is fetched; its space is reserved so nothing shifts.
 */
export default function ReviewWidget() {
  const call = useBrowserApi();
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

  useEffect(() => {
    if (state !== 'loading') return;
    let current = true;
    void fetchStoreReviews(call).then((answer) => {
      if (!current) return;
      setReviews(answer);
      // Spec 8: a widget failure is silent; the widget stays empty.
      setState(answer ? 'loaded' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [call, state]);

  if (state === 'failed') return null;
  return (
    <div className="review-widget shell-width" data-review-widget={state}>
      {reviews ? <ReviewList reviews={reviews} /> : null}
    </div>
  );
}

function ReviewList({ reviews }: { reviews: StoreReviews }) {
  const t = useT();
  const { store } = useShop();
  const headingId = useId();
  const number = new Intl.NumberFormat(store.iso, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(store.iso, { dateStyle: 'medium' });
  return (
    <section className="review-widget__body" aria-labelledby={headingId}>
      <div className="review-widget__summary">
        <h2 id={headingId} className="review-widget__heading">
          {t('shell.reviews.label')}
        </h2>
        <p className="review-widget__score">
          <Stars
            rating={reviews.average}
            label={t('shell.reviews.rating', { rating: number.format(reviews.average) })}
          />
          <span>
            {t('shell.reviews.summary', { average: number.format(reviews.average), count: reviews.count })}
          </span>
        </p>
      </div>
      <ul className="review-widget__list">
        {reviews.reviews.map((review) => (
          <li key={review.id} className="review-card">
            <Stars rating={review.rating} label={t('shell.reviews.rating', { rating: review.rating })} />
            <p className="review-card__body">{review.body}</p>
            <p className="review-card__byline">
              <span className="review-card__author">{review.author}</span>
              <time dateTime={review.published_at}>{date.format(new Date(review.published_at))}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Five stars filled to the rating; assistive technology reads the label instead. */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="review-stars" role="img" aria-label={label}>
      <span className="review-stars__fill" style={{ width: `${(rating / 5) * 100}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}
