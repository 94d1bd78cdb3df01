import {
  type Brand,
  brandBySlugParamsSchema,
  brandBySlugQuerySchema,
  brandsQuerySchema,
  tagBySlugParamsSchema,
  tagBySlugQuerySchema,
} from '@shop/contracts/brands-tags';
import { buildPath } from '@shop/domain/routes';
import type { FastifyPluginAsync } from 'fastify';
import { cachedJson } from '../catalog/catalog-context.ts';
import type { CatalogDependencies } from '../catalog/catalog-dependencies.ts';
import { parseInput } from '../http/parse.ts';
import { sendJson } from '../http/send-json.ts';
import { loadBrands } from '../use-cases/catalog-lookups.ts';
import { brandLogoUrl, getBrandPage, getTagPage } from '../use-cases/get-listing-pages.ts';

export function brandsTagsRoutes({ catalog }: CatalogDependencies): FastifyPluginAsync {
  return async (api) => {
    // Not shown in the spec: the side menu's ten brands.
    api.get('/brands', async (request): Promise<Brand[]> => {
      const { locale } = parseInput(brandsQuerySchema, request.query, 'query');
      const brands = await loadBrands(catalog, locale);
      return brands.map((brand) => ({
        id: brand.id,
        name: brand.name,
        slug: brand.slug,
        uri: buildPath('brand', locale, { slug: brand.slug }),
        logo: { url: brandLogoUrl(brand.id), width: 240, height: 120 },
        in_menu: brand.in_menu === 1,
      }));
    });

    // Not shown in the spec: a brand page with its product grid.
    api.get('/brand-by-slug/:slug', async (request, reply) => {
      const { slug } = parseInput(brandBySlugParamsSchema, request.params, 'path');
      const { locale, nc, ...listing } = parseInput(brandBySlugQuerySchema, request.query, 'query');
      const json = await cachedJson(
        catalog,
        `brand-page:${locale}:${slug}:${JSON.stringify(listing)}`,
        nc,
        () => getBrandPage(catalog, locale, slug, { ...listing, nc }),
      );
      return sendJson(request, reply, json);
    });

    // Not shown in the spec: a product tag page with its product grid.
    api.get('/tag-by-slug/:slug', async (request, reply) => {
      const { slug } = parseInput(tagBySlugParamsSchema, request.params, 'path');
      const { locale, nc, ...listing } = parseInput(tagBySlugQuerySchema, request.query, 'query');
      const json = await cachedJson(
        catalog,
        `tag-page:${locale}:${slug}:${JSON.stringify(listing)}`,
        nc,
        () => getTagPage(catalog, locale, slug, { ...listing, nc }),
      );
      return sendJson(request, reply, json);
    });
  };
}
