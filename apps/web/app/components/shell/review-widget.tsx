import { useEffect, useRef, useState } from 'react';
import { shouldLoadReviewWidget } from '../../lib/review-widget.ts';
import type { ReviewWidgetConfig } from '../../lib/shell-config.ts';
import { useT } from '../../lib/strings.ts';

/**
 * Spec 1: the customer-review widget of the store, loaded only when configured for it (see
 * reviewWidgets in lib/shell-config.ts), and then only once the loading rule holds (spec 2:
 * a tall viewport over a short page, or a scroll of more than 400 px). Its script is the
 * provider's; nothing of it is in the shop's bundle.
 */
export default function ReviewWidget({ config }: { config: ReviewWidgetConfig }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'loading' | 'loaded' | 'failed'>('waiting');

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
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.onload = () => setState('loaded');
    // Spec 8: a third-party failure is silent; the widget stays empty.
    script.onerror = () => setState('failed');
    document.head.append(script);
  }, [config, state]);

  const data = Object.fromEntries(
    Object.entries(config.dataset).map(([key, value]) => [`data-${key}`, value]),
  );
  return (
    <section className="review-widget shell-width" aria-label={t('shell.reviews.label')}>
      <div ref={container} className="review-widget__embed" data-review-widget={state} {...data} />
    </section>
  );
}
