import { randomBytes } from 'node:crypto';
import type { AdminContentPage, contentPageBodySchema } from '@shop/contracts/admin-content';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../orders/transactions.ts';
import type { Actor } from '../audit.ts';
import {
  type AdminPageRow,
  findAdminPage,
  findAdminPages,
  findPublishedPageAtPath,
  insertPageRow,
  type PageValues,
  updatePageRow,
} from './admin-content.repository.ts';
import { type ContentWriteDeps, refused, staleVersion, withFreshId, writeContent } from './content-write.ts';
import { sanitizeRichText } from './rich-text.ts';

type ParsedPage = z.output<typeof contentPageBodySchema>;

function toAdminPage(row: AdminPageRow): AdminContentPage {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    body: row.body,
    meta_description: row.meta_description,
    published: row.status === 'published',
    preview_token: row.preview_token,
    updated_at: row.updated_at,
    version: row.version,
  };
}

export async function listPages(
  db: Kysely<Database>,
  store: LocaleCode,
): Promise<Omit<AdminContentPage, 'body'>[]> {
  return (await findAdminPages(db, storeIds[store])).map((row) => {
    const { body: _body, ...page } = toAdminPage(row);
    return page;
  });
}

export async function readPage(
  db: Kysely<Database>,
  store: LocaleCode,
  id: number,
): Promise<AdminContentPage> {
  const row = await findAdminPage(db, storeIds[store], id);
  if (!row) throw notFound(`No content page ${id} in store ${store}`);
  return toAdminPage(row);
}

function pathTaken(path: string, store: LocaleCode) {
  return refused('PATH_TAKEN', 'path', `path: another published page of store ${store} is at ${path}`, 409);
}

/** A draft keeps (or gets) a preview token for /page-preview; a published page needs none. */
function previewTokenFor(published: boolean, current: string | null): string | null {
  if (published) return current;
  return current ?? randomBytes(18).toString('base64url');
}

function pageValues(body: ParsedPage, token: string | null, now: Date): PageValues {
  return {
    path: body.path,
    title: body.title,
    body: sanitizeRichText(body.body),
    meta_description: body.meta_description,
    status: body.published ? 'published' : 'draft',
    preview_token: token,
    updated_at: now.toISOString(),
  };
}

/**
 * One published page per path and store. A draft may sit beside the published page at its path
 * (a rewrite in progress, as the seed's "Om oss (utkast)"); publishing it while the other is
 * published is refused. Checked in the transaction, and held by the database's partial unique
 * index even against a concurrent save.
 */
async function guardPath(db: Kysely<Database>, store: LocaleCode, page: ParsedPage, except: number | null) {
  if (!page.published) return;
  if ((await findPublishedPageAtPath(db, storeIds[store], page.path, except)) !== undefined)
    throw pathTaken(page.path, store);
}

async function withPathIndex<Result>(
  store: LocaleCode,
  path: string,
  write: () => Promise<Result>,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (
      isUniqueViolation(error, 'content_pages_published_path') ||
      isUniqueViolation(error, 'content_pages.path')
    )
      throw pathTaken(path, store);
    throw error;
  }
}

export async function createPage(
  deps: ContentWriteDeps,
  actor: Actor,
  store: LocaleCode,
  body: ParsedPage,
): Promise<AdminContentPage> {
  const create = () =>
    writeContent(deps, actor, { action: 'page.create', entityType: 'content_page' }, async (trx, now) => {
      await guardPath(trx, store, body, null);
      const id = await insertPageRow(
        trx,
        storeIds[store],
        pageValues(body, previewTokenFor(body.published, null), now),
      );
      return { entityId: String(id), before: null, after: await readPage(trx, store, id) };
    });
  return withPathIndex(store, body.path, () => withFreshId('content_pages', create));
}

export async function updatePage(
  deps: ContentWriteDeps,
  actor: Actor,
  store: LocaleCode,
  id: number,
  body: ParsedPage & { readonly version: number },
): Promise<AdminContentPage> {
  return withPathIndex(store, body.path, () =>
    writeContent(deps, actor, { action: 'page.update', entityType: 'content_page' }, async (trx, now) => {
      const before = await readPage(trx, store, id);
      await guardPath(trx, store, body, id);
      const values = pageValues(body, previewTokenFor(body.published, before.preview_token), now);
      if (!(await updatePageRow(trx, storeIds[store], id, body.version, values)))
        throw staleVersion(`Content page ${id}`, body.version);
      return { entityId: String(id), before, after: await readPage(trx, store, id) };
    }),
  );
}

/** The page becomes a draft: the storefront answers 404 at its path; its preview link works. */
export async function unpublishPage(
  deps: ContentWriteDeps,
  actor: Actor,
  store: LocaleCode,
  id: number,
  version: number,
): Promise<AdminContentPage> {
  return writeContent(
    deps,
    actor,
    { action: 'page.unpublish', entityType: 'content_page' },
    async (trx, now) => {
      const before = await readPage(trx, store, id);
      const values = {
        status: 'draft',
        preview_token: previewTokenFor(false, before.preview_token),
        updated_at: now.toISOString(),
      };
      if (!(await updatePageRow(trx, storeIds[store], id, version, values)))
        throw staleVersion(`Content page ${id}`, version);
      return { entityId: String(id), before, after: await readPage(trx, store, id) };
    },
  );
}
