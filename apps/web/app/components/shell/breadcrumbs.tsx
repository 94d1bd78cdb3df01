import { useMatches } from 'react-router';
import { useT } from '../../lib/strings.ts';
import { Link } from '../shop-link.tsx';

export interface BreadcrumbItem {
  readonly name: string;
  /** Omitted for the current page, the last crumb. */
  readonly href?: string | undefined;
}

/**
 * What a screen's route module exports as `handle` to have the shell show its breadcrumbs:
 *
 *   export const handle: ShellRouteHandle<typeof loader> = {
 *     breadcrumbs: (data) => [{ name: 'Hem', href: '/' }, { name: data.category.name }],
 *   };
 */
export interface ShellRouteHandle<Loader = unknown> {
  readonly breadcrumbs?: (
    data: Loader extends (...args: never[]) => infer Result ? Awaited<Result> : unknown,
  ) => readonly BreadcrumbItem[];
}

/** Spec 1: the breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs shell-width" aria-label={t('shell.breadcrumbs.label')} data-breadcrumbs="">
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.href ?? ''}|${item.name}`}>
              {item.href && !current ? (
                <Link to={item.href}>{item.name}</Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The shell's breadcrumb slot: the deepest route whose `handle` has breadcrumbs fills it. */
export function RouteBreadcrumbs() {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const handle = match?.handle as ShellRouteHandle | undefined;
    if (match && handle?.breadcrumbs && match.loaderData !== undefined) {
      return <Breadcrumbs items={handle.breadcrumbs(match.loaderData)} />;
    }
  }
  return null;
}
