import {
  calendarQuerySchema,
  contentPageQuerySchema,
  currentDealQuerySchema,
  merchandisingFlagsQuerySchema,
  pagePreviewQuerySchema,
  searchTriggersQuerySchema,
  widgetParamsSchema,
  widgetQuerySchema,
} from '@shop/contracts/content';
import { storeReviewsQuerySchema } from '@shop/contracts/store-reviews';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogDependencies } from '../catalog/catalog-dependencies.ts';
import { notFound } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import {
  getCalendar,
  getContentPage,
  getCurrentDeal,
  getMerchandisingFlags,
  getPagePreview,
  getSearchTriggers,
  getWidget,
} from '../use-cases/content.ts';
import { getStoreReviews } from '../use-cases/store-reviews.ts';

export function contentRoutes({ catalog }: CatalogDependencies): FastifyPluginAsync {
  return async (api) => {
    // Spec 7: GET /api/current-deal; a 404 when no deal runs (the storefront hides the banner).
    api.get('/current-deal', async (request) => {
      const { locale, nc } = parseInput(currentDealQuerySchema, request.query, 'query');
      const deal = await getCurrentDeal(catalog, locale, nc);
      if (!deal) throw notFound(`No deal runs now in store ${locale}`);
      return deal;
    });

    // Spec 7: GET /api/widget-by-slug/{slug} -> content and hidden.
    api.get('/widget-by-slug/:slug', async (request) => {
      const { slug } = parseInput(widgetParamsSchema, request.params, 'path');
      const { locale, nc } = parseInput(widgetQuerySchema, request.query, 'query');
      return getWidget(catalog, locale, slug, nc);
    });

    // Spec 7: GET /api/search-triggers -> search hints.
    api.get('/search-triggers', async (request) => {
      const { locale, query } = parseInput(searchTriggersQuerySchema, request.query, 'query');
      return getSearchTriggers(catalog, locale, query);
    });

    // Not shown in the spec: content pages, drafts, the calendar, merchandising flags.
    api.get('/content-page', async (request) => {
      const { locale, path, nc } = parseInput(contentPageQuerySchema, request.query, 'query');
      return getContentPage(catalog, locale, path, nc);
    });

    api.get('/page-preview', async (request, reply) => {
      const { locale, token } = parseInput(pagePreviewQuerySchema, request.query, 'query');
      const page = await getPagePreview(catalog, locale, token);
      // A draft is not for search engines or shared caches.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return page;
    });

    api.get('/calendar', async (request) => {
      const { locale, nc } = parseInput(calendarQuerySchema, request.query, 'query');
      return getCalendar(catalog, locale, nc);
    });

    // Spec 1: the store's customer-review widget; 404 where none is configured.
    api.get('/store-reviews', async (request) => {
      const { locale, nc } = parseInput(storeReviewsQuerySchema, request.query, 'query');
      return getStoreReviews(catalog, locale, nc);
    });

    api.get('/merchandising-flags', async (request) => {
      const { locale, nc } = parseInput(merchandisingFlagsQuerySchema, request.query, 'query');
      return getMerchandisingFlags(catalog, locale, nc);
    });
  };
}
