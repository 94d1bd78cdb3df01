import { Link } from '../shop-link.tsx';

interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  /** The address of a page; page 1 has no `page` query so it keeps one canonical URL. */
  readonly hrefFor: (page: number) => string;
  readonly labels: {
    readonly nav: string;
    readonly previous: string;
    readonly next: string;
    readonly page: (page: number) => string;
  };
}

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let near = page - 2; near <= page + 2; near += 1) {
    if (near >= 1 && near <= pageCount) pages.add(near);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous > 1) result.push('gap');
    result.push(value);
  }
  return result;
}

/** Spec 2: the listing pages through the `page` query (48 products a page). */
export function Pagination({ page, pageCount, hrefFor, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={labels.nav}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{labels.previous}</span>
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their position.
            <li key={`gap-${index}`}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={labels.page(entry)}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              <span className="visually-hidden">{labels.next}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
