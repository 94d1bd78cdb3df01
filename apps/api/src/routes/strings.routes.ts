import { stringsQuerySchema } from '@shop/contracts/strings';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { parseInput } from '../http/parse.ts';
import { findStrings } from '../repositories/strings.repository.ts';

export function stringsRoutes({ database }: ApiDependencies): FastifyPluginAsync {
  return async (api) => {
    // Spec 7: GET /api/strings -> the localized strings of the store.
    api.get('/strings', async (request) => {
      const { locale } = parseInput(stringsQuerySchema, request.query, 'query');
      return findStrings(database.db, locale);
    });
  };
}
