import type { Product } from '@shop/contracts/product';
import type { ProductRecommendationsBody } from '@shop/contracts/products';
import type { ApiCall } from './api-client.ts';

/**
 * Spec 7: POST /api/product-recommendations with the browsing history's main_sku values. Called
 * from the browser (the history lives there), so this module imports contract types only.
 */
export async function fetchRecommendations(
  call: ApiCall,
  body: ProductRecommendationsBody,
): Promise<Product[]> {
  const answer = await call<Product[]>({ method: 'POST', path: '/api/product-recommendations', body });
  return answer.body;
}
