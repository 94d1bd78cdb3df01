import { formatEndTime } from '@shop/domain/dates';
import { getStore } from '@shop/domain/stores';
import { useId } from 'react';
import { useLoaderData } from 'react-router';
import { CatalogSection } from '../components/catalog/catalog-section.tsx';
import { CategoryTiles } from '../components/catalog/category-tiles.tsx';
import { CablePlugFinder, PhoneModelFinder, VehicleFinder } from '../components/catalog/finders.tsx';
import { RecentlyViewedSection, RecommendationsSection } from '../components/catalog/personal-rows.tsx';
import { ProductGrid } from '../components/catalog/product-grid.tsx';
import { Link } from '../components/shop-link.tsx';
import { toCardProducts } from '../lib/card-product.ts';
import {
  fetchCurrentDeal,
  fetchMainCategories,
  fetchMerchandisingFlags,
  fetchPhoneModels,
  fetchPlugTypes,
  fetchPopularProducts,
} from '../lib/catalog.api.ts';
import { apiFor, orFallback } from '../lib/catalog-loader.server.ts';
import { deliveryDatesById } from '../lib/delivery.server.ts';
import { deliveryText } from '../lib/delivery-text.ts';
import { categoryHref, productHref, useHref } from '../lib/links.ts';
import { describedPageTitle } from '../lib/meta.ts';
import { nextLocalMidnight, reportValidUntil } from '../lib/page-validity.server.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import { serverContext } from '../shop-context.ts';
import type { Route } from './+types/home.route';
import '../components/catalog/catalog.css';

/** Popular products on the home page: two full rows of five on a wide screen. */
const popularCount = 10;

/**
 * Spec 2 and 4: the home page with the deal, the main categories, popular products (with the
 * delivery end date), the three finders, recently viewed products and recommendations.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, ['index']);
  const { call } = apiFor(context);
  const store = getStore(location.locale, context.get(serverContext).domains);
  const [deal, categories, popular, flags, phoneModels, plugTypes] = await Promise.all([
    fetchCurrentDeal(call),
    orFallback(fetchMainCategories(call), []),
    orFallback(fetchPopularProducts(call, { limit: popularCount }), []),
    orFallback(fetchMerchandisingFlags(call), null),
    orFallback(fetchPhoneModels(call), []),
    orFallback(fetchPlugTypes(call), []),
  ]);
  const now = Date.now();
  // Spec 4, Deal banner: active only while now is between starts_at and expires_at.
  const activeDeal =
    deal && Date.parse(deal.starts_at) <= now && now < Date.parse(deal.expires_at)
      ? { ...deal, endsText: formatEndTime(deal.expires_at, store) }
      : null;
  // Spec 4: on the home page only the end date of the delivery estimate is shown.
  const deliveries = deliveryDatesById(popular, flags, store, new Date(now), { homePage: true });
  // Issue 19: the page changes when the deal ends and when the delivery dates move a day.
  reportValidUntil(context, activeDeal?.expires_at);
  if (Object.keys(deliveries).length > 0)
    reportValidUntil(context, nextLocalMidnight(new Date(now), store.timeZone));
  return {
    screen: location.match.name,
    deal: activeDeal,
    categories,
    popular: toCardProducts(popular),
    deliveries,
    showPhoneModels: (flags?.phoneModel ?? true) && phoneModels.length > 0,
    // The selector needs names and slugs only.
    phoneModels: phoneModels.map((brand) => ({
      name: brand.name,
      slug: brand.slug,
      models: brand.models.map((model) => ({ name: model.name, slug: model.slug })),
    })),
    plugTypes,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  describedPageTitle(matches, 'screen.index', 'home.description');

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { locale, prefixed } = useShop();
  const t = useT();
  const href = useHref();
  const dealTitleId = useId();
  const resultsPath = href('searchresults');
  const categories = data.categories.map((category) => ({
    id: category.id,
    name: category.name,
    href: categoryHref(category.path, locale, prefixed),
    thumb: category.thumb,
  }));
  return (
    <main id="main" className="catalog" data-route-name={data.screen} data-locale={locale}>
      <header className="home-hero">
        <h1>{t('home.heading')}</h1>
        <p className="catalog-lead">{t('home.tagline')}</p>
      </header>
      {data.deal ? (
        // Named by the deal's title: the shell's deal banner is a region named like home.deal in some stores.
        <section className="deal-hero" aria-labelledby={dealTitleId} data-testid="home-deal">
          <div>
            <p>{t('home.deal')}</p>
            <h2 id={dealTitleId}>{data.deal.title}</h2>
            <p>
              {data.deal.product_name} · {t('home.deal-ends', { date: data.deal.endsText })}
            </p>
          </div>
          <div>
            <p className="deal-hero__discount">
              {t('catalog.price-discount', { percent: data.deal.discount })}
            </p>
            <Link className="button" to={productHref(data.deal.product_slug, locale, prefixed)}>
              {t('home.deal-cta')}
            </Link>
          </div>
        </section>
      ) : null}
      {categories.length > 0 ? (
        <CatalogSection title={t('home.categories')}>
          <CategoryTiles categories={categories} />
        </CatalogSection>
      ) : null}
      <CatalogSection title={t('home.popular')}>
        <ProductGrid
          products={data.popular}
          listName="home:popular"
          label={t('home.popular')}
          deliveryFor={(product) => deliveryText(t, data.deliveries[product.id])}
          prioritize
        />
      </CatalogSection>
      <div className="finders">
        {data.showPhoneModels ? <PhoneModelFinder brands={data.phoneModels} action={resultsPath} /> : null}
        {data.plugTypes.length > 0 ? <CablePlugFinder plugs={data.plugTypes} action={resultsPath} /> : null}
        <VehicleFinder action={resultsPath} />
      </div>
      <RecentlyViewedSection />
      <RecommendationsSection popular={data.popular} />
    </main>
  );
}
