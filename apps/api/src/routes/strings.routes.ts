import { stringsQuerySchema } from '@shop/contracts/strings';
import { getStore } from '@shop/domain/stores';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { parseInput } from '../http/parse.ts';
import { findStrings } from '../repositories/strings.repository.ts';
import { quoteStoreFacts, storeStringFacts } from '../use-cases/store-facts.ts';

export function stringsRoutes({ database, config }: ApiDependencies): FastifyPluginAsync {
  return async (api) => {
    // Spec 7: GET /api/strings -> the localized strings of the store.
    api.get('/strings', async (request) => {
      const { locale } = parseInput(stringsQuerySchema, request.query, 'query');
      const [strings, facts] = await Promise.all([
        findStrings(database.db, locale),
        storeStringFacts(database.db, getStore(locale, config.domains), config),
      ]);
      for (const [key, text] of Object.entries(strings)) strings[key] = quoteStoreFacts(text, facts);
      return strings;
    });
  };
}
