import { type CSSProperties, useEffect, useState } from 'react';
import { breakpoints, reducedMotionQuery, useMediaQuery } from '../../lib/media-query.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { Icon } from './icons.tsx';

/** Spec 9: the mobile selling-points slider moves on every 3000 ms. */
export const sellingPointsAutoplayMs = 3000;

/**
 * Spec 1: the top bar's three selling points, as the store's owner wrote them (issue 17). On wide
 * screens they stand in a row; on mobile the same list becomes a one-at-a-time slider that
 * autoplays, except for a shopper who prefers reduced motion (and whenever the shopper pauses it:
 * WCAG 2.2.2).
 */
export function SellingPoints() {
  const t = useT();
  const points = useShop().shell.settings?.selling_points ?? [];
  const narrow = useMediaQuery(`(max-width: ${breakpoints.search}px)`);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = narrow && !reducedMotion && !paused && points.length > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % points.length),
      sellingPointsAutoplayMs,
    );
    return () => window.clearInterval(timer);
  }, [playing, points.length]);

  if (points.length === 0) return null;
  // The owner may have shortened the list since the slide was chosen.
  const slide = index % points.length;

  return (
    <div className="selling-points" data-playing={playing}>
      <ul
        className="selling-points__list"
        aria-label={t('shell.usp.label')}
        data-index={slide}
        style={{ '--slide': slide } as CSSProperties}
      >
        {points.map((text) => (
          <li key={text} className="selling-points__item" data-selling-point="">
            <Icon name="check" size={16} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {narrow && !reducedMotion && points.length > 1 ? (
        <button
          type="button"
          className="selling-points__pause shell-icon-button"
          onClick={() => setPaused((value) => !value)}
          aria-label={t(paused ? 'shell.usp.play' : 'shell.usp.pause')}
        >
          <Icon name={paused ? 'play' : 'pause'} size={14} />
        </button>
      ) : null}
    </div>
  );
}
