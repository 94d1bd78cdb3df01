import type { RouteName } from '@shop/domain/routes';
import { data, type RouterContextProvider } from 'react-router';
import { locationContext, type ShopLocation } from '../shop-context.ts';
import { notFoundMessage } from './error-texts.ts';

/**
 * The router matches the path patterns of every store; the domain decides which screen a path
 * is in the resolved store. /tuote/x in the Swedish store is not a product page, so a module
 * asked to render a screen the store does not route to it answers 404 (spec 8).
 */
export function requireScreen(
  context: Readonly<RouterContextProvider>,
  accepted: readonly RouteName[],
): ShopLocation {
  const location = context.get(locationContext);
  if (!accepted.includes(location.match.name)) throw notFoundResponse();
  return location;
}

export function notFoundResponse() {
  return data({ message: notFoundMessage }, { status: 404 });
}
