import { useEffect, useState } from 'react';
import { useBrowserApi } from '../../lib/browser-api.ts';
import type { CardProduct } from '../../lib/card-product.ts';
import { localizeUri } from '../../lib/links.ts';
import { fetchRecommendations } from '../../lib/recommendations.api.ts';
import { browserStorage, HOME_RECOMMENDATION_BOX, retailTrackingId } from '../../lib/retail-tracking.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { useConsentFlags } from '../../state/consent-store.ts';
import { useRecentlyViewed } from '../../state/history-store.ts';
import { Link } from '../shop-link.tsx';
import { CatalogSection } from './catalog-section.tsx';
import { ProductGrid } from './product-grid.tsx';

/**
 * Spec 3 and 4: the recently viewed products (at most 5, newest first), as the shell's history
 * keeps them: a thumb, the name and the page. Only in the browser, after hydration.
 */
export function RecentlyViewedSection() {
  const t = useT();
  const { locale, prefixed } = useShop();
  const items = useRecentlyViewed(locale);
  if (items.length === 0) return null;
  return (
    <CatalogSection title={t('home.recently-viewed')} testId="recently-viewed">
      <ul className="mini-cards">
        {items.map((item) => (
          <li key={item.sku}>
            <Link className="mini-card" to={localizeUri(item.url_fragment, locale, prefixed)}>
              {item.thumb ? (
                <img
                  src={item.thumb.url}
                  alt=""
                  width={item.thumb.width ?? 64}
                  height={item.thumb.height ?? 64}
                  loading="lazy"
                />
              ) : null}
              <span>{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </CatalogSection>
  );
}

/**
 * Spec 4, Recommendations: the browsing history's main_sku values feed the recommendation call;
 * an empty answer falls back to popular products, except in sv, where nothing is shown.
 */
export function RecommendationsSection({ popular }: { popular: readonly CardProduct[] }) {
  const t = useT();
  const { locale, store } = useShop();
  const call = useBrowserApi();
  const history = useRecentlyViewed(locale);
  const historySkus = history.map((item) => item.main_sku).join(',');
  const [products, setProducts] = useState<readonly CardProduct[] | null>(null);

  const trackingUrl = store.retailTracking?.url ?? null;
  const websiteUuid = store.retailTracking?.websiteUuid ?? null;
  const consent = useConsentFlags(null);

  useEffect(() => {
    let cancelled = false;
    const sku = historySkus ? historySkus.split(',') : [];
    // Spec 7: the retail tracking id is the recommendation call's user_id, when there is one.
    const tracking = trackingUrl && websiteUuid ? { url: trackingUrl, websiteUuid } : null;
    retailTrackingId(tracking, consent, { fetch: window.fetch.bind(window), storage: browserStorage() })
      .then((userId) =>
        fetchRecommendations(call, { sku, user_id: userId, product_box_id: HOME_RECOMMENDATION_BOX }),
      )
      .catch(() => [])
      .then((answer) => {
        if (!cancelled) setProducts(answer);
      });
    return () => {
      cancelled = true;
    };
  }, [call, historySkus, trackingUrl, websiteUuid, consent]);

  if (products === null) return null;
  const shown = products.length > 0 ? products : locale === 'sv' ? [] : popular;
  if (shown.length === 0) return null;
  return (
    <CatalogSection title={t('home.recommendations')} testId="recommendations">
      <ProductGrid
        products={shown.slice(0, 8)}
        listName="home:recommendations"
        label={t('home.recommendations')}
        // Spec 3: a recommended line; a popular fallback is a plain one.
        origin={products.length > 0 ? (item) => ({ recommended_id: item.id }) : undefined}
      />
    </CatalogSection>
  );
}
