import type { AdminWidget, updateWidgetBodySchema } from '@shop/contracts/admin-content';
import { footerColumnSchema, type WidgetSlug, widgetSlugs } from '@shop/contracts/content';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../audit.ts';
import {
  type AdminWidgetRow,
  findAdminWidgets,
  insertWidgetRow,
  updateWidgetRow,
} from './admin-content.repository.ts';
import { type ContentWriteDeps, raceToStale, staleVersion, writeContent } from './content-write.ts';
import { sanitizeRichText } from './rich-text.ts';

type FooterColumns = z.infer<typeof footerColumnSchema>[];

const emptyWidget = (slug: WidgetSlug): AdminWidget => ({
  slug,
  content: '',
  hidden: true,
  status: 'draft',
  columns: slug === 'footer-columns' ? [] : null,
  version: 0,
});

function toAdminWidget(row: AdminWidgetRow): AdminWidget {
  const columns = row.data ? z.array(footerColumnSchema).safeParse(JSON.parse(row.data)) : undefined;
  return {
    slug: row.slug as WidgetSlug,
    content: row.content,
    hidden: row.hidden === 1,
    status: row.status as AdminWidget['status'],
    columns: columns?.success ? columns.data : row.slug === 'footer-columns' ? [] : null,
    version: row.version,
  };
}

/** Every widget slug of spec 7, in its order; a slug the store has no row for shows as an empty draft (version 0). */
export async function listWidgets(db: Kysely<Database>, store: LocaleCode): Promise<AdminWidget[]> {
  const rows = new Map((await findAdminWidgets(db, storeIds[store])).map((row) => [row.slug, row]));
  return widgetSlugs.map((slug) => {
    const row = rows.get(slug);
    return row ? toAdminWidget(row) : emptyWidget(slug);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The footer's HTML from its columns, as the seed writes it (the storefront shows either). */
export function renderFooterColumns(columns: FooterColumns): string {
  return columns
    .map(
      (column) =>
        `<div class="footer-column"><h3>${escapeHtml(column.title)}</h3><ul>${column.links
          .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
          .join('')}</ul></div>`,
    )
    .join('');
}

/**
 * Saves a widget of a store. Its content is sanitized rich text; footer-columns is built from its
 * columns (text escaped, links checked by the contract). Version 0 stands for a widget the store
 * has no row for yet, and creates it.
 */
export async function updateWidget(
  deps: ContentWriteDeps,
  actor: Actor,
  store: LocaleCode,
  slug: WidgetSlug,
  body: z.output<typeof updateWidgetBodySchema>,
): Promise<AdminWidget> {
  const storeId = storeIds[store];
  const columns = slug === 'footer-columns' ? (body.columns ?? []) : null;
  const values = {
    content: columns ? renderFooterColumns(columns) : sanitizeRichText(body.content),
    data: columns ? JSON.stringify(columns) : null,
    hidden: body.hidden ? 1 : 0,
    status: body.status,
  };
  return writeContent(deps, actor, { action: 'widget.update', entityType: 'widget' }, async (trx) => {
    const before =
      (await listWidgets(trx, store)).find((widget) => widget.slug === slug) ?? emptyWidget(slug);
    if (before.version !== body.version)
      throw staleVersion(`The widget ${slug} of store ${store}`, body.version);
    if (before.version === 0)
      await insertWidgetRow(trx, storeId, slug, values).catch(
        raceToStale(`The widget ${slug} of store ${store}`, 'widgets'),
      );
    else if (!(await updateWidgetRow(trx, storeId, slug, body.version, values)))
      throw staleVersion(`The widget ${slug} of store ${store}`, body.version);
    const after = (await listWidgets(trx, store)).find((widget) => widget.slug === slug) ?? emptyWidget(slug);
    return { entityId: `${store}:${slug}`, before, after };
  });
}
