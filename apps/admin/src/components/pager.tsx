import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

interface PagerProps {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly pageTo: (page: number) => To;
}

/** "26–50 of 120" with links to the previous and next page (links: each page has its URL). */
export function Pager({ page, perPage, total, pageTo }: PagerProps) {
  const t = useMessages();
  const format = useFormat();
  if (total === 0) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const hasPrevious = page > 1;
  const hasNext = last < total;
  return (
    <nav className="pager" aria-label={t.common.pages}>
      <p className="pager__range">
        {t.common.shown(format.count(first), format.count(last), format.count(total))}
      </p>
      {hasPrevious || hasNext ? (
        <ul className="pager__links">
          <li>
            {hasPrevious ? (
              <Link className="button button--secondary button--small" to={pageTo(page - 1)} rel="prev">
                {t.common.previousPage}
              </Link>
            ) : null}
          </li>
          <li>
            {hasNext ? (
              <Link className="button button--secondary button--small" to={pageTo(page + 1)} rel="next">
                {t.common.nextPage}
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}

interface PagedResultsProps extends PagerProps {
  /** What was found, e.g. "Orders found: 12": the section's heading for screen readers. */
  readonly heading: string;
  readonly busy: boolean;
  readonly children: ReactNode;
}

/** A page of a list: its results (or that there are none) and the way to the other pages. */
export function PagedResults({ heading, busy, children, ...pager }: PagedResultsProps) {
  const t = useMessages();
  return (
    <section className="card card--flush" aria-busy={busy}>
      <h2 className="visually-hidden">{heading}</h2>
      {pager.total === 0 ? <p className="empty">{t.common.noResults}</p> : children}
      <Pager {...pager} />
    </section>
  );
}
