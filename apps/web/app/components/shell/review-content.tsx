import { useEffect, useId } from 'react';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { fetchStoreReviews, type StoreReviews } from '../../lib/reviews.api.ts';
import { useShop, useT } from '../../lib/strings.ts';
import type { WidgetState } from './review-widget.tsx';

/**
 * The review widget's content, loaded (code and reviews) once the spec 2 rule holds: it fetches
 * the store's reviews and tells the widget whether it got them.
 */
export default function ReviewContent({
  reviews,
  onLoaded,
}: {
  reviews: StoreReviews | null;
  onLoaded: (reviews: StoreReviews | null, state: WidgetState) => void;
}) {
  const call = useBrowserApi();
  useEffect(() => {
    if (reviews) return;
    let current = true;
    void fetchStoreReviews(call).then((answer) => {
      // Spec 8: a widget failure is silent; the widget stays empty.
      if (current) onLoaded(answer, answer ? 'loaded' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [call, reviews, onLoaded]);
  return reviews ? <ReviewList reviews={reviews} /> : null;
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
