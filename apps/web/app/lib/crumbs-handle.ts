import type { BreadcrumbItem, ShellRouteHandle } from '../components/shell/breadcrumbs.tsx';

/** The `handle` of a catalog screen whose loader returns its trail as `crumbs`. */
export const crumbsHandle: ShellRouteHandle = {
  breadcrumbs: (data: unknown): readonly BreadcrumbItem[] =>
    data && typeof data === 'object' && 'crumbs' in data && Array.isArray(data.crumbs)
      ? (data.crumbs as BreadcrumbItem[])
      : [],
};
