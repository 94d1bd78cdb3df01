import type { ContentPage } from '@shop/contracts/content';
import { useShop } from '../../lib/strings.ts';

/** A content page's article; the preview screen shows drafts with it too. */
export function ContentArticle({ page, screen, note }: { page: ContentPage; screen: string; note?: string }) {
  const { locale } = useShop();
  return (
    <main id="main" className="catalog" data-route-name={screen} data-locale={locale}>
      {note ? (
        <p className="preview-note" role="note">
          {note}
        </p>
      ) : null}
      <article className="content-page">
        <h1>{page.title}</h1>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body is HTML the shop wrote itself (contracts: never shopper input). */}
        <div dangerouslySetInnerHTML={{ __html: page.body }} />
      </article>
    </main>
  );
}
