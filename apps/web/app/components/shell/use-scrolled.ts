import { useEffect, useState } from 'react';

/** Spec 9: the header takes a scrolled state after 40 px of scroll. */
export const headerScrolledAfterPx = 40;

/** True once the page is scrolled beyond `threshold` px; false on the server and at hydration. */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}
