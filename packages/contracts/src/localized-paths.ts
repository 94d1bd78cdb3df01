import { localeCodes } from '@shop/domain/locales';
import { z } from 'zod';
import type { EndpointContract } from './endpoint.ts';
import { withStoreQuery } from './store-query.ts';

/** The screens whose paths are localized slugs: the same page has another path in each store. */
export const localizedRoutes = ['product', 'product-category-all', 'brand', 'product-tag'] as const;

/** GET /api/localized-paths: where one page lives in every store, for canonical and hreflang links. */
export const localizedPathsQuerySchema = withStoreQuery({
  route: z.enum(localizedRoutes, { message: `route must be one of ${localizedRoutes.join(', ')}` }),
  value: z.string().trim().min(1, 'value is required').max(500),
});

export const localizedPathsResponseSchema = z.object({
  paths: z
    .partialRecord(z.enum(localeCodes), z.string())
    .describe('The page path in each store that has the page, without the locale prefix.'),
});

export type LocalizedPathsResponse = z.infer<typeof localizedPathsResponseSchema>;

export const localizedPathsEndpoints: readonly EndpointContract[] = [
  {
    method: 'GET',
    path: '/api/localized-paths',
    tag: 'catalog',
    origin: 'not-shown',
    summary: 'The paths of one page in every store',
    description:
      'For a product slug, a category path, a brand slug or a tag slug in the requested store: the same page in every store, for canonical URLs and hreflang alternates (slugs are localized).',
    query: [localizedPathsQuerySchema],
    response: localizedPathsResponseSchema,
    errors: [400, 404],
  },
];
