import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { matchesMedia, reducedMotionQuery } from '../../lib/media-query.ts';
import type { MenuEntry } from '../../lib/shell-data.ts';
import { useStorePath } from '../../lib/shell-links.ts';
import { useT } from '../../lib/strings.ts';
import { Icon } from './icons.tsx';

/** Spec 1 and 9: each arrow click scrolls the main-category strip by 230 px. */
export const categoryStripStepPx = 230;

/** Spec 1: the horizontally scrollable main-category strip. */
export function CategoryStrip({ entries }: { entries: readonly MenuEntry[] }) {
  const t = useT();
  const storePath = useStorePath();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    // A pixel of slack: fractional widths never reach the exact end.
    setEdges({ start: element.scrollLeft <= 1, end: element.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    measure();
    const element = list.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  if (entries.length === 0) return null;

  const step = (direction: 1 | -1) => {
    list.current?.scrollBy({
      left: direction * categoryStripStepPx,
      behavior: matchesMedia(reducedMotionQuery) ? 'auto' : 'smooth',
    });
  };

  return (
    <nav className="category-strip" aria-label={t('shell.strip.label')}>
      <div className="category-strip__inner shell-width">
        <button
          type="button"
          className="category-strip__arrow category-strip__arrow--previous"
          aria-label={t('shell.strip.previous')}
          disabled={edges.start}
          onClick={() => step(-1)}
        >
          <Icon name="chevronLeft" size={20} />
        </button>
        <ul ref={list} className="category-strip__list" onScroll={measure}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <NavLink to={storePath(entry.uri)} prefetch="intent" className="category-strip__link">
                {entry.name}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="category-strip__arrow category-strip__arrow--next"
          aria-label={t('shell.strip.next')}
          disabled={edges.end}
          onClick={() => step(1)}
        >
          <Icon name="chevronRight" size={20} />
        </button>
      </div>
    </nav>
  );
}
