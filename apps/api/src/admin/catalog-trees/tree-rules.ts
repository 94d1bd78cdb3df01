import type { NewTexts } from '@shop/contracts/admin-catalog-trees';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { slugify } from '../../seed/catalog/slugify.ts';

/** Pure rules of the catalog's trees: no I/O, so each is tested on its own (tree-rules.test.ts). */

export interface TreeLink {
  readonly id: number;
  readonly parent_id: number | null;
}

/** The category and every category below it, the category first. */
export function subtreeOf(links: readonly TreeLink[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const link of links) {
    if (link.parent_id === null) continue;
    children.set(link.parent_id, [...(children.get(link.parent_id) ?? []), link.id]);
  }
  const found: number[] = [];
  const queue = [id];
  while (queue.length > 0) {
    const next = queue.shift() as number;
    if (found.includes(next)) continue;
    found.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

/** Would putting `id` under `parentId` make a cycle (the category under itself or a descendant)? */
export function makesCycle(links: readonly TreeLink[], id: number, parentId: number | null): boolean {
  return parentId !== null && subtreeOf(links, id).includes(parentId);
}

/** A category's path in one language: its parent's path and its own slug (reservdelar/skarmar). */
export function pathUnder(parentPath: string | null, slug: string): string {
  return parentPath ? `${parentPath}/${slug}` : slug;
}

export interface FilledText {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
}

/**
 * A new item's texts in every language: the storefront shows a category, brand or tag only in the
 * languages it has texts in, so a language left out takes the first one given (staff translate
 * later). A slug left out is made from the name.
 */
export function fillTexts(texts: NewTexts, fallbackSlug: string): Record<LocaleCode, FilledText> {
  const given = localeCodes.map((locale) => texts[locale]).find((text) => text !== undefined);
  if (!given) throw new Error('fillTexts needs a text in at least one language');
  const filled = {} as Record<LocaleCode, FilledText>;
  for (const locale of localeCodes) {
    const text = texts[locale] ?? given;
    filled[locale] = {
      name: text.name,
      slug: text.slug ?? (slugify(text.name) || fallbackSlug),
      description: text.description ?? '',
    };
  }
  return filled;
}

/**
 * Siblings in their new order after moving one up or down: swapped with its neighbour, or as
 * they were at either end. Returns the ids first to last.
 */
export function moveAmongSiblings(
  siblings: readonly number[],
  id: number,
  direction: 'up' | 'down',
): number[] {
  const order = [...siblings];
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to] as number, order[at] as number];
  return order;
}
