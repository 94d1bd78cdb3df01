import { lazy, Suspense, useEffect, useState } from 'react';
import { type Deal, isDealActive } from '../../lib/deal.api.ts';
import { useHref } from '../../lib/links.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { merchandisingStore } from '../../state/merchandising-store.ts';
import { uiStore } from '../../state/ui-store.ts';
import { Link } from '../shop-link.tsx';
import { Icon } from './icons.tsx';

// The countdown's code loads only on the deal's own product page (spec 4).
const DealCountdown = lazy(() => import('./deal-countdown.tsx'));

/**
 * Spec 4, Deal banner: shown only while now is between starts_at and expires_at (the server
 * checks when it renders, the browser again after hydration and when the countdown ends). A
 * click opens the deal product. When the deal failed to load (null), the deal slug is cleared.
 */
export function DealBanner({ deal }: { deal: Deal | null }) {
  const t = useT();
  const href = useHref();
  const { screen, params } = useShop();
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    const active = deal !== null && isDealActive(deal, Date.now());
    setExpired(deal !== null && !active);
    merchandisingStore.setState({ dealProductSlug: active ? deal.product_slug : null });
    uiStore.setState({ dealLayout: active });
  }, [deal]);

  if (!deal || expired) return null;
  const onDealProduct = screen === 'product' && params.slug === deal.product_slug;
  return (
    <section className="deal-banner-region" aria-label={t('shell.deal.label')}>
      <Link
        to={href('product', { slug: deal.product_slug })}
        className="deal-banner"
        data-deal-banner=""
        data-deal-slug={deal.product_slug}
      >
        <span className="deal-banner__inner shell-width">
          <span className="deal-banner__badge">
            <Icon name="tag" size={16} />
            {t('shell.deal.label')}
          </span>
          <span className="deal-banner__text">
            <strong>{deal.title}</strong>{' '}
            {t('shell.deal.text', { product: deal.product_name, discount: deal.discount })}
          </span>
          {onDealProduct ? (
            <Suspense fallback={<span className="deal-banner__countdown">--:--:--</span>}>
              <DealCountdown deal={deal} onExpired={() => setExpired(true)} />
            </Suspense>
          ) : (
            <span className="deal-banner__cta">{t('shell.deal.cta')}</span>
          )}
        </span>
      </Link>
    </section>
  );
}
