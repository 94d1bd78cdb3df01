import type { MoveBody } from '@shop/contracts/admin-catalog-trees';
import type {
  AdminPlugType,
  CreatePlugTypeBody,
  PlugText,
  PlugUse,
  UpdatePlugTypeBody,
} from '@shop/contracts/admin-selectors';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { renderPlug } from '../../images/product-illustration.ts';
import { isUniqueViolation } from '../../orders/transactions.ts';
import type { Actor } from '../audit.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';
import { linkTargetsIn } from '../content/rich-text.ts';
import { nextIdOf } from './catalog-trees.repository.ts';
import { moveAmongSiblings } from './tree-rules.ts';
import { writeTreeItem } from './tree-write.ts';

/** The cable-plug selector's plug types in its order, with their texts and cables (issue 17). */
export async function loadAdminPlugTypes(db: Kysely<Database>): Promise<AdminPlugType[]> {
  // Every link to the cable finder names plug_a or plug_b, so the texts without "plug_" are left out.
  const [plugs, texts, cables, linkers] = await Promise.all([
    db.selectFrom('plug_types').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('plug_type_texts').selectAll().execute(),
    db.selectFrom('cable_plugs').select(['plug_a', 'plug_b']).execute(),
    loadPlugLinkers(db, 'plug_'),
  ]);
  return plugs.map((plug) => {
    const own: Partial<Record<LocaleCode, PlugText>> = {};
    for (const text of texts) {
      if (text.plug_type_id !== plug.id || !localeCodes.includes(text.locale as LocaleCode)) continue;
      own[text.locale as LocaleCode] = { name: text.name, description: text.description };
    }
    const cableCount = cables.filter(
      (cable) => cable.plug_a === plug.code || cable.plug_b === plug.code,
    ).length;
    return {
      id: plug.id,
      code: plug.code,
      sort_order: plug.sort_order,
      texts: own,
      cable_count: cableCount,
      has_drawing: hasDrawing(plug.code),
      uses: usesOfCode(plug.code, cableCount, linkers),
    };
  });
}

/** The shop draws the images of the seeded plugs from their codes (renderPlug): a new code has none. */
function hasDrawing(code: string): boolean {
  return renderPlug(code) !== undefined;
}

const readPlugType = async (db: Kysely<Database>, id: number) =>
  (await loadAdminPlugTypes(db)).find((plug) => plug.id === id);

/** A plug's code names its image and the cables' ends: one plug type per code. */
async function refuseTakenCode(db: Kysely<Database>, code: string, id: number | null = null): Promise<void> {
  const owner = await db.selectFrom('plug_types').select('id').where('code', '=', code).executeTakeFirst();
  if (owner && owner.id !== id) {
    const message = `${code} is already the code of plug type ${owner.id}`;
    throw new AppError('PLUG_CODE_TAKEN', 409, `code: ${message}`, [{ path: 'code', message }]);
  }
}

/** The links (a search trigger's page, rich text's href) that lead to the cable finder with this plug (?plug_a= or ?plug_b=). */
function linksToPlug(url: string, code: string): boolean {
  let query: URLSearchParams;
  try {
    query = new URL(url, 'https://shop.invalid').searchParams;
  } catch {
    return false;
  }
  return query.get('plug_a') === code || query.get('plug_b') === code;
}

/** A stored text that may lead to the cable finder: a search trigger's page or rich text's links. */
interface PlugLinker {
  readonly path: Exclude<PlugUse['path'], 'cables'>;
  readonly name: string;
  readonly urls: readonly string[];
}

/**
 * The search triggers and the rich texts staff write (content pages, widgets, calendar doors; a
 * footer widget's links are in its rendered content) whose text contains `mention`, one query per
 * table. `mention` only narrows the rows: each link is then checked by linksToPlug, so a code that
 * is merely part of a word, a sentence or another code is no use.
 */
async function loadPlugLinkers(db: Kysely<Database>, mention: string): Promise<PlugLinker[]> {
  const like = `%${mention}%`;
  const [triggers, pages, widgets, doors] = await Promise.all([
    db
      .selectFrom('search_triggers')
      .select(['keyword', 'url'])
      .where('url', 'like', like)
      .orderBy('keyword')
      .execute(),
    db
      .selectFrom('content_pages')
      .select(['path', 'body'])
      .where('body', 'like', like)
      .orderBy('path')
      .execute(),
    db
      .selectFrom('widgets')
      .select(['slug', 'content'])
      .where('content', 'like', like)
      .orderBy('slug')
      .execute(),
    db
      .selectFrom('calendar_doors')
      .select(['year', 'day', 'body'])
      .where('body', 'like', like)
      .orderBy('year')
      .orderBy('day')
      .execute(),
  ]);
  return [
    ...triggers.map((trigger) => ({
      path: 'search_triggers' as const,
      name: trigger.keyword,
      urls: [trigger.url],
    })),
    ...pages.map((page) => ({
      path: 'content_pages' as const,
      name: page.path,
      urls: linkTargetsIn(page.body),
    })),
    ...widgets.map((widget) => ({
      path: 'widgets' as const,
      name: widget.slug,
      urls: linkTargetsIn(widget.content),
    })),
    ...doors.map((door) => ({
      path: 'calendar_doors' as const,
      name: `${door.year} day ${door.day}`,
      urls: linkTargetsIn(door.body),
    })),
  ];
}

const linkedFrom: Record<PlugLinker['path'], (names: readonly string[]) => string> = {
  search_triggers: (names) => `is the page of the search triggers ${names.join(', ')}`,
  content_pages: (names) =>
    `is linked from the content ${names.length === 1 ? 'page' : 'pages'} ${names.join(', ')}`,
  widgets: (names) => `is linked from the ${names.length === 1 ? 'widget' : 'widgets'} ${names.join(', ')}`,
  calendar_doors: (names) =>
    `is linked from the calendar ${names.length === 1 ? 'door' : 'doors'} ${names.join(', ')}`,
};

/** What names the code, each kind once with how many and a message; the linkers as loadPlugLinkers gives them. */
function usesOfCode(code: string, cableCount: number, linkers: readonly PlugLinker[]): PlugUse[] {
  const uses: PlugUse[] = [];
  if (cableCount > 0)
    uses.push({
      path: 'cables',
      count: cableCount,
      message: `is an end of ${cableCount === 1 ? '1 cable' : `${cableCount} cables`}`,
    });
  for (const path of Object.keys(linkedFrom) as PlugLinker['path'][]) {
    const names = [
      ...new Set(
        linkers
          .filter((linker) => linker.path === path && linker.urls.some((url) => linksToPlug(url, code)))
          .map((linker) => linker.name),
      ),
    ];
    if (names.length > 0) uses.push({ path, count: names.length, message: linkedFrom[path](names) });
  }
  return uses;
}

/**
 * What names a plug type by its code, each as `{path, message}`: the cables with it on an end
 * (a product's "what it fits", `cable_plugs`), the search triggers whose page is the cable finder
 * with it, and the content pages, widgets and calendar doors whose rich text links there. The code
 * is stored by value in each, so none would follow a removal or a new code: the finder would
 * answer 404 for them.
 */
export async function plugCodeUses(
  db: Kysely<Database>,
  code: string,
): Promise<{ readonly path: string; readonly message: string }[]> {
  const [cables, linkers] = await Promise.all([
    db
      .selectFrom('cable_plugs')
      .select((select) => select.fn.count('product_id').distinct().as('count'))
      .where((where) => where.or([where('plug_a', '=', code), where('plug_b', '=', code)]))
      .executeTakeFirstOrThrow(),
    // Narrowed by the parameter, not the code: a link may write the code percent-encoded.
    loadPlugLinkers(db, 'plug_'),
  ]);
  return usesOfCode(code, Number(cables.count), linkers).map(({ path, message }) => ({ path, message }));
}

/**
 * Staff add a plug type, last in the selector. The storefront lists a plug only in the languages
 * it has texts in, so a language left out takes the first one given (staff translate later).
 */
export async function createPlugType(
  deps: CatalogWriteDeps,
  actor: Actor,
  body: CreatePlugTypeBody,
): Promise<AdminPlugType> {
  await refuseTakenCode(deps.db, body.code);
  const given = localeCodes.map((locale) => body.texts[locale]).find((text) => text !== undefined);
  if (!given) throw new Error('a new plug type needs a name in at least one language');
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeTreeItem(deps, actor, {
        action: 'plug_type.create',
        entityType: 'plug_type',
        id: null,
        read: readPlugType,
        work: async (trx) => {
          const id = await nextIdOf(trx, 'plug_types');
          const last = await trx
            .selectFrom('plug_types')
            .select((select) => select.fn.max('sort_order').as('sort_order'))
            .executeTakeFirst();
          await trx
            .insertInto('plug_types')
            .values({ id, code: body.code, sort_order: Number(last?.sort_order ?? 0) + 1 })
            .execute();
          await trx
            .insertInto('plug_type_texts')
            .values(
              localeCodes.map((locale) => {
                const text = body.texts[locale] ?? given;
                return { plug_type_id: id, locale, name: text.name, description: text.description ?? '' };
              }),
            )
            .execute();
          return id;
        },
      });
    } catch (error) {
      if (
        attempt < 3 &&
        (isUniqueViolation(error, 'plug_types_pkey') || isUniqueViolation(error, 'plug_types.id'))
      )
        continue;
      if (isUniqueViolation(error, 'code')) await refuseTakenCode(deps.db, body.code);
      throw error;
    }
  }
}

/**
 * A plug type's code changes only while nothing names it and the shop does not draw its image:
 * the drawings are part of the shop's code (renderPlug), keyed by the seeded codes, so a drawn
 * plug's image could not follow a new code (422); cables, search triggers and rich text's links to
 * the cable finder hold the code by value (409 naming them). Checked inside the write, so a cable
 * or a link saved in between still stops it.
 */
async function refuseCodeChange(trx: Kysely<Database>, current: AdminPlugType, code: string): Promise<void> {
  if (current.has_drawing) {
    const message = `${current.code} names the plug's drawing (/api/images/plug-${current.code}.svg), which is part of the shop's code and cannot follow a new code`;
    throw new AppError('PLUG_CODE_HAS_DRAWING', 422, `code: ${message}`, [{ path: 'code', message }]);
  }
  const uses = await plugCodeUses(trx, current.code);
  if (uses.length > 0) {
    const message = `${current.code} ${uses.map((use) => use.message).join('; ')}`;
    throw new AppError('PLUG_CODE_IN_USE', 409, `code: ${message}`, [{ path: 'code', message }]);
  }
  await refuseTakenCode(trx, code, current.id);
}

/** Staff change a plug type's name or description in the languages given, or its unused code. */
export async function updatePlugType(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: UpdatePlugTypeBody,
): Promise<AdminPlugType> {
  const current = await readPlugType(deps.db, id);
  if (!current) throw notFound(`No plug type ${id}`);
  const code = body.code !== undefined && body.code !== current.code ? body.code : undefined;
  try {
    return await writeTreeItem(deps, actor, {
      action: 'plug_type.update',
      entityType: 'plug_type',
      id,
      read: readPlugType,
      work: async (trx, before) => {
        if (code !== undefined) {
          await refuseCodeChange(trx, before ?? current, code);
          await trx.updateTable('plug_types').set({ code }).where('id', '=', id).execute();
        }
        for (const locale of localeCodes) {
          const input = body.texts?.[locale];
          if (!input) continue;
          const existing = current.texts[locale];
          const name = input.name ?? existing?.name;
          if (!name) {
            const message = 'a new language needs a name';
            throw new AppError('BAD_REQUEST', 400, `texts.${locale}.name: ${message}`, [
              { path: `texts.${locale}.name`, message },
            ]);
          }
          const values = { name, description: input.description ?? existing?.description ?? '' };
          if (existing) {
            await trx
              .updateTable('plug_type_texts')
              .set(values)
              .where('plug_type_id', '=', id)
              .where('locale', '=', locale)
              .execute();
          } else {
            await trx
              .insertInto('plug_type_texts')
              .values({ plug_type_id: id, locale, ...values })
              .execute();
          }
        }
        return id;
      },
    });
  } catch (error) {
    // Another plug took the code between the check and the write.
    if (code !== undefined && isUniqueViolation(error, 'code')) await refuseTakenCode(deps.db, code, id);
    throw error;
  }
}

/** Moves a plug type one place up or down in the selector; answers every plug type in the new order. */
export async function movePlugType(
  deps: CatalogWriteDeps,
  actor: Actor,
  id: number,
  body: MoveBody,
): Promise<AdminPlugType[]> {
  if (!(await readPlugType(deps.db, id))) throw notFound(`No plug type ${id}`);
  await writeTreeItem(deps, actor, {
    action: `plug_type.move-${body.direction}`,
    entityType: 'plug_type',
    id,
    read: readPlugType,
    work: async (trx) => {
      const order = moveAmongSiblings(
        (await loadAdminPlugTypes(trx)).map((plug) => plug.id),
        id,
        body.direction,
      );
      for (const [index, plug] of order.entries()) {
        await trx
          .updateTable('plug_types')
          .set({ sort_order: index + 1 })
          .where('id', '=', plug)
          .execute();
      }
      return id;
    },
  });
  return loadAdminPlugTypes(deps.db);
}
