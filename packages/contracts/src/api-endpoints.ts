import { accountEndpoints } from './account-endpoints.ts';
import { adminEndpoints } from './admin-endpoints.ts';
import { afterSalesEndpoints } from './after-sales-endpoints.ts';
import { cartEndpoints } from './cart-endpoints.ts';
import { catalogEndpoints } from './catalog-endpoints.ts';
import { checkoutEndpoints } from './checkout-endpoints.ts';
import type { EndpointContract } from './endpoint.ts';
import { localizedPathsEndpoints } from './localized-paths.ts';
import { storeReviewsEndpoints } from './store-reviews.ts';
import { storeSettingsEndpoints } from './store-settings.ts';

/**
 * Every call of the API, as the OpenAPI document at GET /api/docs lists them. Each area keeps
 * its list in its own `*-endpoints.ts` and adds it here.
 */
export const apiEndpoints: readonly EndpointContract[] = [
  ...catalogEndpoints,
  ...accountEndpoints,
  ...cartEndpoints,
  ...checkoutEndpoints,
  ...afterSalesEndpoints,
  ...localizedPathsEndpoints,
  ...storeReviewsEndpoints,
  ...storeSettingsEndpoints,
  ...adminEndpoints,
];
