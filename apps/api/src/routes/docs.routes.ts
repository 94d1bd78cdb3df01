import { apiEndpoints } from '@shop/contracts/api-endpoints';
import { buildOpenApiDocument } from '@shop/contracts/openapi';
import type { FastifyPluginAsync } from 'fastify';
import { type EncodedJson, encodeJson, sendJson } from '../http/send-json.ts';

let document: EncodedJson | undefined;

/** The OpenAPI 3.1 document of the API, generated once from the zod contracts. */
export function openApiDocument(): EncodedJson {
  document ??= encodeJson(
    buildOpenApiDocument(apiEndpoints, {
      title: 'Phone parts shop API',
      version: '1.0.0',
      description: [
        'The provider behind the five stores (sv, no, da, fi, nl).',
        'Every call carries the query parameters locale and sid (the store id of that locale: sv 1, no 3, da 5, fi 4, nl 6); a missing or mismatched pair is a 400.',
        'Prices are in major units including VAT; vat is the rate factor (1.25 = 25 %).',
        'Calls the spec leaves "not shown" are marked so in their description.',
      ].join('\n'),
    }),
  );
  return document;
}

/** Not shown in the spec: GET /api/docs. */
export function docsRoutes(): FastifyPluginAsync {
  return async (api) => {
    api.get('/docs', async (request, reply) => sendJson(request, reply, openApiDocument()));
  };
}
