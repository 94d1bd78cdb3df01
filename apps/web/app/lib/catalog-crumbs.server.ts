import type { LocaleCode } from '@shop/domain/locales';
import type { BreadcrumbItem } from '../components/shell/breadcrumbs.tsx';
import type { ApiCall } from './api-client.ts';
import { localizeUri, screenHref } from './links.ts';
import { fetchStrings } from './strings.api.ts';

/** The strings change only with a new seed: a minute per store saves a call per page (DESIGN.md). */
const homeNames = new Map<LocaleCode, { readonly expires: number; readonly name: Promise<string> }>();
const lifetimeMs = 60_000;

function homeName(call: ApiCall, locale: LocaleCode, now: number): Promise<string> {
  const cached = homeNames.get(locale);
  if (cached && cached.expires > now) return cached.name;
  const name = fetchStrings(call).then((strings) => strings['catalog.home'] ?? 'Home');
  homeNames.set(locale, { expires: now + lifetimeMs, name });
  name.catch(() => homeNames.delete(locale));
  return name;
}

/**
 * The shell shows the breadcrumb trail from the screen's `handle` (components/shell/breadcrumbs),
 * which sees only loader data: so the loader hands it the trail ready, Home first, each path with
 * the store's prefix, the current page last and without a link.
 */
export async function catalogCrumbs(
  call: ApiCall,
  location: { locale: LocaleCode; prefixed: boolean },
  trail: readonly { name: string; uri: string }[],
  current?: string,
): Promise<BreadcrumbItem[]> {
  const home = {
    name: await homeName(call, location.locale, Date.now()),
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
