import type {
  AdminSearchTrigger,
  CreateSearchTriggerBody,
  UpdateSearchTriggerBody,
} from '@shop/contracts/admin-catalog-trees';
import { localeForStoreId, storeIds } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../orders/transactions.ts';
import { normalizeSearchText } from '../../search/search-text.ts';
import type { Actor } from '../audit.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';
import { runTreeWrite, writeTreeItem } from './tree-write.ts';

/** Every store's search triggers, by store and in their order. */
export async function loadAdminSearchTriggers(db: Kysely<Database>): Promise<AdminSearchTrigger[]> {
  const rows = await db
    .selectFrom('search_triggers')
    .selectAll()
    .orderBy('store_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const store = localeForStoreId(row.store_id);
    if (!store) return [];
    return [
      {
        id: row.id,
        store,
        keyword: row.keyword,
        url: row.url,
        url_title: row.url_title,
        sort_order: row.sort_order,
      },
    ];
  });
}

const readTrigger = async (db: Kysely<Database>, id: number) =>
  (await loadAdminSearchTriggers(db)).find((trigger) => trigger.id === id);

/** A keyword as searches are compared (spec 7): one that normalizes to nothing is refused. */
function normalizedKeyword(keyword: string): string {
  const normalized = normalizeSearchText(keyword);
  if (!normalized) {
    throw badRequest('keyword: must have letters or digits', [
      { path: 'keyword', message: 'must have letters or digits' },
    ]);
  }
  return normalized;
}

/** Staff add a search trigger to one store, last in its order; announced as a content change. */
export async function createSearchTrigger(
  deps: CatalogWriteDeps,
  actor: Actor,
  body: CreateSearchTriggerBody,
): Promise<AdminSearchTrigger> {
  const keyword = normalizedKeyword(body.keyword);
  const storeId = storeIds[body.store];
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeTreeItem(deps, actor, {
        action: 'search_trigger.create',
        entityType: 'search_trigger',
        topic: 'content',
        id: null,
        read: readTrigger,
        work: async (trx) => {
          const last = await trx
            .selectFrom('search_triggers')
            .select((select) => select.fn.max('id').as('id'))
            .executeTakeFirst();
          const id = Number(last?.id ?? 0) + 1;
          const order = await trx
            .selectFrom('search_triggers')
            .select((select) => select.fn.max('sort_order').as('sort_order'))
            .where('store_id', '=', storeId)
            .executeTakeFirst();
          await trx
            .insertInto('search_triggers')
            .values({
              id,
              store_id: storeId,
              keyword,
              url: body.url,
              url_title: body.url_title,
              sort_order: Number(order?.sort_order ?? 0) + 1,
            })
            .execute();
          return id;
        },
      });
    } catch (error) {
      const taken =
        isUniqueViolation(error, 'search_triggers_pkey') || isUniqueViolation(error, 'search_triggers.id');
      if (!taken || attempt >= 3) throw error;
    }
  }
}

export async function updateSearchTrigger(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: UpdateSearchTriggerBody,
): Promise<AdminSearchTrigger> {
  if (!(await readTrigger(deps.db, id))) throw notFound(`No search trigger ${id}`);
  const columns = {
    ...(body.keyword !== undefined ? { keyword: normalizedKeyword(body.keyword) } : {}),
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(body.url_title !== undefined ? { url_title: body.url_title } : {}),
  };
  return writeTreeItem(deps, actor, {
    action: 'search_trigger.update',
    entityType: 'search_trigger',
    topic: 'content',
    id,
    read: readTrigger,
    work: async (trx) => {
      if (Object.keys(columns).length > 0)
        await trx.updateTable('search_triggers').set(columns).where('id', '=', id).execute();
      return id;
    },
  });
}

export async function removeSearchTrigger(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
): Promise<AdminSearchTrigger[]> {
  if (!(await readTrigger(deps.db, id))) throw notFound(`No search trigger ${id}`);
  await runTreeWrite(deps, actor, {
    action: 'search_trigger.remove',
    entityType: 'search_trigger',
    topic: 'content',
    removes: true,
    id,
    read: readTrigger,
    work: async (trx) => {
      await trx.deleteFrom('search_triggers').where('id', '=', id).execute();
      return id;
    },
  });
  return loadAdminSearchTriggers(deps.db);
}
