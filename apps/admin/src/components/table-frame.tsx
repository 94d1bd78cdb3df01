import { type ReactNode, useEffect, useState } from 'react';
import { useMessages } from '../i18n/language-context.tsx';

interface TableFrameProps {
  /** The table's name: the scrolling region is named by it, as the caption names the table. */
  readonly label: string;
  readonly children: ReactNode;
}

/** True while the element's content is wider than the element (it scrolls sideways). */
function useOverflowing(element: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflowing;
}

/**
 * A wide table scrolls sideways on a tablet rather than squeezing its columns. While it does,
 * its frame is a named region ("… (scrolls sideways)", a name no other landmark has) that takes
 * the focus, so the keyboard can scroll it too (WCAG 2.1.1); a table that fits adds no tab stop.
 */
export function TableFrame({ label, children }: TableFrameProps) {
  const t = useMessages();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const overflowing = useOverflowing(element);
  return (
    <section
      ref={setElement}
      className="table-frame"
      aria-label={overflowing ? t.common.scrollTable(label) : undefined}
      tabIndex={overflowing ? 0 : undefined}
    >
      {children}
    </section>
  );
}
