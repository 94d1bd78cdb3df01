import { type CSSProperties, useEffect, useState } from 'react';
import { breakpoints, reducedMotionQuery, useMediaQuery } from '../../lib/media-query.ts';
import { useT } from '../../lib/strings.ts';
import { Icon } from './icons.tsx';

/** Spec 9: the mobile selling-points slider moves on every 3000 ms. */
export const sellingPointsAutoplayMs = 3000;

const sellingPointKeys = ['shell.usp.delivery', 'shell.usp.payment', 'shell.usp.quality'] as const;

/**
 * Spec 1: the top bar's three selling points. On wide screens they stand in a row; on mobile
 * the same list becomes a one-at-a-time slider that autoplays, except for a shopper who prefers
 * reduced motion (and whenever the shopper pauses it: WCAG 2.2.2).
 */
export function SellingPoints() {
  const t = useT();
  const narrow = useMediaQuery(`(max-width: ${breakpoints.search}px)`);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = narrow && !reducedMotion && !paused;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % sellingPointKeys.length),
      sellingPointsAutoplayMs,
    );
    return () => window.clearInterval(timer);
  }, [playing]);

  return (
    <div className="selling-points" data-playing={playing}>
      <ul
        className="selling-points__list"
        aria-label={t('shell.usp.label')}
        data-index={index}
        style={{ '--slide': index } as CSSProperties}
      >
        {sellingPointKeys.map((key) => (
          <li key={key} className="selling-points__item">
            <Icon name="check" size={16} />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      {narrow && !reducedMotion ? (
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
