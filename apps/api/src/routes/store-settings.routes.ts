import { storeQuerySchema } from '@shop/contracts/store-query';
import { getStore } from '@shop/domain/stores';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { parseInput } from '../http/parse.ts';
import { storeSettingsForShoppers } from '../settings/storefront-settings.ts';

export function storeSettingsRoutes({ database, config }: ApiDependencies): FastifyPluginAsync {
  return async (api) => {
    // Issue 17: the page-shell settings the store's owner edits (docs/decisions/025).
    api.get('/store-settings', async (request) => {
      const { locale } = parseInput(storeQuerySchema, request.query, 'query');
      return storeSettingsForShoppers(database.db, getStore(locale, config.domains), config);
    });
  };
}
