import {
  cablesQuerySchema,
  phoneModelProductsParamsSchema,
  phoneModelProductsQuerySchema,
  phoneModelsQuerySchema,
  plugTypesQuerySchema,
  vehicleParamsSchema,
  vehicleQuerySchema,
} from '@shop/contracts/selectors';
import type { FastifyPluginAsync } from 'fastify';
import { cachedJson } from '../catalog/catalog-context.ts';
import type { CatalogDependencies } from '../catalog/catalog-dependencies.ts';
import { parseInput } from '../http/parse.ts';
import { sendJson } from '../http/send-json.ts';
import { getPhoneModelProducts } from '../use-cases/get-listing-pages.ts';
import { findCables, findVehicleProducts, listPhoneModels, listPlugTypes } from '../use-cases/selectors.ts';

/** The phone-model selector, the cable-plug selector and the registration number search. */
export function selectorsRoutes({ catalog }: CatalogDependencies): FastifyPluginAsync {
  return async (api) => {
    api.get('/phone-models', async (request, reply) => {
      const { locale, nc } = parseInput(phoneModelsQuerySchema, request.query, 'query');
      const json = await cachedJson(catalog, `phone-models:${locale}`, nc, () =>
        listPhoneModels(catalog, locale),
      );
      return sendJson(request, reply, json);
    });

    api.get('/phone-models/:slug/products', async (request, reply) => {
      const { slug } = parseInput(phoneModelProductsParamsSchema, request.params, 'path');
      const { locale, nc, ...listing } = parseInput(phoneModelProductsQuerySchema, request.query, 'query');
      const json = await cachedJson(
        catalog,
        `model-page:${locale}:${slug}:${JSON.stringify(listing)}`,
        nc,
        () => getPhoneModelProducts(catalog, locale, slug, { ...listing, nc }),
      );
      return sendJson(request, reply, json);
    });

    api.get('/plug-types', async (request) => {
      const { locale } = parseInput(plugTypesQuerySchema, request.query, 'query');
      return listPlugTypes(catalog, locale);
    });

    api.get('/cables', async (request) => {
      const query = parseInput(cablesQuerySchema, request.query, 'query');
      return findCables(catalog, query.locale, query);
    });

    api.get('/vehicles/:registration', async (request) => {
      const { registration } = parseInput(vehicleParamsSchema, request.params, 'path');
      const { locale, nc } = parseInput(vehicleQuerySchema, request.query, 'query');
      return findVehicleProducts(catalog, locale, registration, nc);
    });
  };
}
