import { buildPath, type RouteName } from '@shop/domain/routes';
import type { RouterContextProvider } from 'react-router';
import type { BreadcrumbItem } from '../components/shell/breadcrumbs.tsx';
import { catalogCrumbs } from './catalog-crumbs.server.ts';
import { apiFor } from './catalog-loader.server.ts';
import { fetchStrings } from './strings.api.ts';

/**
 * The breadcrumb trail of an account or order screen: Home, My account for its children, then
 * the screen itself. The names are the screens' titles in the store's language.
 */
export async function accountCrumbs(
  context: Readonly<RouterContextProvider>,
  screen: RouteName,
): Promise<BreadcrumbItem[]> {
  const { call, location } = apiFor(context);
  const strings = await fetchStrings(call);
  const name = (route: RouteName) => strings[`screen.${route}`] ?? route;
  const crumb = (route: RouteName) => ({ name: name(route), uri: buildPath(route, location.locale) });
  const trail = screen.startsWith('my-account-') ? [crumb('my-account')] : [];
  // The profile form is a child of the profile page.
  if (screen === 'my-account-profile-edit') trail.push(crumb('my-account-profile'));
  return catalogCrumbs(context, trail, name(screen));
}
