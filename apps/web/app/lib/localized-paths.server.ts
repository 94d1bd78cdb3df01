import { type LocalizedPathsResponse, localizedRoutes } from '@shop/contracts/localized-paths';
import type { ApiTransport } from '@shop/contracts/transport';
import type { LocaleCode } from '@shop/domain/locales';
import type { RouteMatch } from '@shop/domain/routes';
import { createApiCall } from './api-client.ts';

/**
 * The same page's path in every store, for screens whose slugs are localized; null for other
 * screens or when the page does not exist (it then answers 404 and needs no alternates).
 */
export async function fetchLocalizedPaths(
  transport: ApiTransport,
  locale: LocaleCode,
  match: RouteMatch,
): Promise<LocalizedPathsResponse['paths'] | null> {
  const route = localizedRoutes.find((name) => name === match.name);
  const value = route === 'product-category-all' ? match.params['*'] : match.params.slug;
  if (!route || !value) return null;
  try {
    const answer = await createApiCall(
      transport,
      locale,
    )<LocalizedPathsResponse>({
      method: 'GET',
      path: '/api/localized-paths',
      query: { route, value },
    });
    return answer.body.paths;
  } catch {
    return null;
  }
}
