import { useCallback } from 'react';
import { Link } from 'react-router';
import { fetchContentPages } from '../api/content-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { ContentNav } from '../components/content/content-nav.tsx';
import { contentPath, useContentStore } from '../components/content/content-store.ts';
import { ResourceView } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

/** Issue 17: a store's content pages (terms, customer service, about us), published and drafts. */
export function ContentPagesPage() {
  const t = useMessages();
  const format = useFormat();
  const [store] = useContentStore();
  const pages = useResource(useCallback((signal: AbortSignal) => fetchContentPages(store, signal), [store]));
  return (
    <>
      <PageHeading title={t.content.pagesTitle}>
        <Link className="button button--primary" to={contentPath('/content/pages/new', store)}>
          {t.content.newPage}
        </Link>
      </PageHeading>
      <ContentNav />
      <ResourceView resource={pages}>
        {(data) =>
          data.pages.length === 0 ? (
            <p className="empty">{t.content.noPages}</p>
          ) : (
            <div className="card card--flush">
              <TableFrame label={t.content.pagesTitle}>
                <table className="table">
                  <caption className="visually-hidden">{t.content.pagesTitle}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.content.pageTitle}</th>
                      <th scope="col">{t.content.path}</th>
                      <th scope="col">{t.content.status}</th>
                      <th scope="col">{t.content.updated}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.pages.map((page) => (
                      <tr key={page.id}>
                        <th scope="row">
                          <Link to={contentPath(`/content/pages/${page.id}`, store)}>{page.title}</Link>
                        </th>
                        <td>
                          <code>{page.path}</code>
                        </td>
                        <td>
                          <StatusBadge
                            status={page.published ? 'delivered' : 'pending_payment'}
                            label={page.published ? t.content.published : t.content.draft}
                          />
                        </td>
                        <td>
                          <time dateTime={dateTimeAttribute(page.updated_at)}>
                            {format.dateTime(page.updated_at)}
                          </time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            </div>
          )
        }
      </ResourceView>
    </>
  );
}
