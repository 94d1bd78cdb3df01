import { localizedPathsQuerySchema } from '@shop/contracts/localized-paths';
import { isLocaleCode, type LocaleCode } from '@shop/domain/locales';
import { buildPath } from '@shop/domain/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { type CatalogContext, cachedRead } from '../catalog/catalog-context.ts';
import { notFound } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { findLocalizedValues } from '../repositories/localized-paths.repository.ts';

/**
 * Slugs are localized, so the hreflang alternate of /sv/produkt/skarm-iphone is /fi/tuote/nayttö-iphone,
 * not /fi/tuote/skarm-iphone: this call says where the same page lives in each store.
 */
export function localizedPathsRoutes({
  catalog,
}: ApiDependencies & { readonly catalog: CatalogContext }): FastifyPluginAsync {
  return async (api) => {
    api.get('/localized-paths', async (request) => {
      const { locale, route, value } = parseInput(localizedPathsQuerySchema, request.query, 'query');
      // Every rendered product and category page asks (its hreflang alternates): the answer is
      // kept with the catalog's cached reads and goes when the catalog changes (issue 19).
      const rows = await cachedRead(catalog, `localized-paths:${route}:${locale}:${value}`, false, () =>
        findLocalizedValues(catalog.db, route, locale, value),
      );
      if (rows.length === 0) throw notFound(`No ${route} ${value} in store ${locale}`);
      const paths: Partial<Record<LocaleCode, string>> = {};
      for (const row of rows) {
        if (!isLocaleCode(row.locale)) continue;
        paths[row.locale] = buildPath(
          route,
          row.locale,
          route === 'product-category-all' ? { '*': row.value } : { slug: row.value },
        );
      }
      return { paths };
    });
  };
}
