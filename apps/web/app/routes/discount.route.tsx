import { resolveDiscountRedirect } from '@shop/domain/routes';
import { redirect } from 'react-router';
import { notFoundResponse } from '../lib/screen.server.ts';
import { locationContext } from '../shop-context.ts';
import type { Route } from './+types/discount.route';

/**
 * Spec 2, Discount path: /rabatt/{category?}/{code} redirects to the category page, or home
 * without a category; the code becomes `disc` and every other query parameter is kept.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const location = context.get(locationContext);
  const target = resolveDiscountRedirect(location.path, url.search, location.locale, location.prefixed);
  if (target === null || target === 'not-found') throw notFoundResponse();
  return redirect(target, 302);
}
