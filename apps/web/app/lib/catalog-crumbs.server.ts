import type { LocaleCode } from '@shop/domain/locales';
import type { RouterContextProvider } from 'react-router';
import type { BreadcrumbItem } from '../components/shell/breadcrumbs.tsx';
import { serverContext } from '../shop-context.ts';
import type { ApiCall } from './api-client.ts';
import { apiFor } from './catalog-loader.server.ts';
import { localizeUri, screenHref } from './links.ts';
import { fetchStrings } from './strings.api.ts';

/**
 * The name of Home per store, kept until the change feed says the strings changed (on any
 * machine), and at most a minute: it saves a call per page.
 */
const homeNames = new Map<
  LocaleCode,
  { readonly expires: number; readonly version: number; readonly name: Promise<string> }
>();
const lifetimeMs = 60_000;

function homeName(call: ApiCall, locale: LocaleCode, version: number, now: number): Promise<string> {
  const cached = homeNames.get(locale);
  if (cached && cached.expires > now && cached.version === version) return cached.name;
  const name = fetchStrings(call).then((strings) => strings['catalog.home'] ?? 'Home');
  const entry = { expires: now + lifetimeMs, version, name };
  homeNames.set(locale, entry);
  name.catch(() => {
    if (homeNames.get(locale) === entry) homeNames.delete(locale);
  });
  return name;
}

/**
 * The shell shows the breadcrumb trail from the screen's `handle` (components/shell/breadcrumbs),
 * which sees only loader data: so the loader hands it the trail ready, Home first, each path with
 * the store's prefix, the current page last and without a link.
 */
export async function catalogCrumbs(
  context: Readonly<RouterContextProvider>,
  trail: readonly { name: string; uri: string }[],
  current?: string,
): Promise<BreadcrumbItem[]> {
  const { call, location } = apiFor(context);
  const version = context.get(serverContext).changes.versionOf(['strings']);
  const home = {
    name: await homeName(call, location.locale, version, Date.now()),
    href: screenHref('index', location.locale, location.prefixed),
  };
  const rest = trail
    .filter((crumb) => crumb.uri !== '/')
    .map((crumb) => ({ name: crumb.name, href: localizeUri(crumb.uri, location.locale, location.prefixed) }));
  const items: BreadcrumbItem[] = [home, ...rest];
  if (current !== undefined && rest.at(-1)?.name !== current) items.push({ name: current });
  const last = items.at(-1);
  if (last && items.length > 1) items[items.length - 1] = { name: last.name };
  return items;
}
