import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { localeCodes } from '@shop/domain/locales';
import {
  discountPathSegment,
  listUnprefixedPatterns,
  type RouteName,
  routePattern,
} from '@shop/domain/routes';

/**
 * Spec 2: every screen exists once per locale with a locale prefix (/fi/tuote/:slug), and once
 * without a prefix for store domains and the default store (/tuote/:slug). Everything comes from
 * the one route table in packages/domain; this file only says which module renders which screen.
 */
const screenModules: Readonly<Record<RouteName, string>> = {
  index: 'routes/home.route.tsx',
  'christmas-calendar': 'routes/christmas-calendar.route.tsx',
  'my-account': 'routes/my-account.route.tsx',
  'my-account-orders': 'routes/my-account.route.tsx',
  'my-account-orders-id': 'routes/my-account.route.tsx',
  'my-account-overview': 'routes/my-account.route.tsx',
  'my-account-profile': 'routes/my-account.route.tsx',
  'my-account-profile-edit': 'routes/my-account.route.tsx',
  'my-account-returns': 'routes/my-account.route.tsx',
  'my-account-subscriptions': 'routes/my-account.route.tsx',
  'my-account-orders-return-id': 'routes/my-account.route.tsx',
  'my-order-id': 'routes/my-order.route.tsx',
  'my-order-return-id': 'routes/my-order.route.tsx',
  'page-preview': 'routes/page-preview.route.tsx',
  searchresults: 'routes/search-results.route.tsx',
  unsubscribe: 'routes/unsubscribe.route.tsx',
  'checkout-id': 'routes/checkout.route.tsx',
  'checkout-confirmation-id': 'routes/checkout-confirmation.route.tsx',
  'checkout-failed-id': 'routes/checkout-failed.route.tsx',
  'track-order-id': 'routes/my-order.route.tsx',
  product: 'routes/product.route.tsx',
  'product-tag': 'routes/product-tag.route.tsx',
  brand: 'routes/brand.route.tsx',
  'product-category-all': 'routes/category.route.tsx',
  all: 'routes/content-page.route.tsx',
};

function relative(pattern: string): string {
  return pattern.replace(/^\//, '');
}

const prefixedRoutes = localeCodes.flatMap((locale) =>
  (Object.keys(screenModules) as RouteName[]).map((name) => {
    const pattern = relative(routePattern(name, locale));
    const path = pattern ? `${locale}/${pattern}` : locale;
    return route(path, screenModules[name], { id: `${name}.${locale}` });
  }),
);

const unprefixedRoutes = listUnprefixedPatterns().map(({ name, pattern }) =>
  pattern === '/'
    ? index(screenModules[name], { id: `${name}` })
    : route(relative(pattern), screenModules[name], { id: `${name}:${pattern}` }),
);

// Spec 2, Discount path: /rabatt/{category?}/{code}, with and without a locale prefix.
const discountRoutes = [
  route(`${discountPathSegment}/:category?/:code`, 'routes/discount.route.tsx', { id: 'discount' }),
  ...localeCodes.map((locale) =>
    route(`${locale}/${discountPathSegment}/:category?/:code`, 'routes/discount.route.tsx', {
      id: `discount.${locale}`,
    }),
  ),
];

// Resource routes: robots.txt names the sitemaps; a sitemap per store, on its domain or prefix.
const crawlerRoutes = [
  route('robots.txt', 'routes/robots.route.ts', { id: 'robots' }),
  route('sitemap.xml', 'routes/sitemap.route.ts', { id: 'sitemap' }),
  ...localeCodes.map((locale) =>
    route(`${locale}/sitemap.xml`, 'routes/sitemap.route.ts', { id: `sitemap.${locale}` }),
  ),
];

export default [
  ...prefixedRoutes,
  ...unprefixedRoutes,
  ...discountRoutes,
  ...crawlerRoutes,
] satisfies RouteConfig;
