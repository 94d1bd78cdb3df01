import { notFoundResponse, requireScreen } from '../lib/screen.server.ts';
import type { Route } from './+types/content-page.route';

/**
 * Spec 2: the generic content page catches every path no other screen claims. Until the content
 * pages arrive with the catalog (issue 4), no path has a page, so every one is a 404.
 */
export function loader({ context }: Route.LoaderArgs) {
  requireScreen(context, ['all']);
  throw notFoundResponse();
}

export default function ContentPage() {
  return null;
}
