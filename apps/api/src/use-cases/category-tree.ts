import type { Category, CategoryHit } from '@shop/contracts/categories';
import type { Breadcrumb } from '@shop/contracts/listing';
import type { LocaleCode } from '@shop/domain/locales';
import { buildPath } from '@shop/domain/routes';
import type { CatalogContext } from '../catalog/catalog-context.ts';
import { type CategoryRow, loadCategoryRows } from '../repositories/categories.repository.ts';

export interface CategoryNode {
  readonly row: CategoryRow;
  readonly uri: string;
  readonly parent: CategoryNode | undefined;
  readonly children: CategoryNode[];
}

/** The category tree of one store language, held in the catalog cache. */
export interface CategoryTree {
  readonly roots: readonly CategoryNode[];
  readonly byId: ReadonlyMap<number, CategoryNode>;
  readonly byPath: ReadonlyMap<string, CategoryNode>;
}

export function categoryThumbUrl(id: number): string {
  return `/api/images/category-${id}.svg`;
}

export async function loadCategoryTree(context: CatalogContext, locale: LocaleCode): Promise<CategoryTree> {
  return context.cache.get(`categories:${locale}`, async () => {
    const rows = await loadCategoryRows(context.db, locale);
    const byId = new Map<number, CategoryNode>();
    for (const row of rows) {
      byId.set(row.id, {
        row,
        uri: buildPath('product-category-all', locale, { '*': row.path }),
        parent: undefined,
        children: [],
      });
    }
    const roots: CategoryNode[] = [];
    for (const node of byId.values()) {
      const parent = node.row.parent_id === null ? undefined : byId.get(node.row.parent_id);
      if (parent) {
        Object.assign(node, { parent });
        parent.children.push(node);
      } else {
        roots.push(node);
      }
    }
    return { roots, byId, byPath: new Map([...byId.values()].map((node) => [node.row.path, node])) };
  });
}

/** The node and its ancestors, root first. */
export function lineageOf(node: CategoryNode): CategoryNode[] {
  const chain: CategoryNode[] = [];
  for (let current: CategoryNode | undefined = node; current; current = current.parent)
    chain.unshift(current);
  return chain;
}

/** Spec 3, Category, with `depth` levels of children (Infinity for the whole subtree). */
export function toCategory(node: CategoryNode, depth: number): Category {
  return {
    id: node.row.id,
    slug: node.row.slug,
    name: node.row.name,
    parent_id: node.row.parent_id,
    show_in_menu: node.row.show_in_menu === 1,
    thumb: { url: categoryThumbUrl(node.row.id), width: 300, height: 300 },
    uri: node.uri,
    path: node.row.path,
    children: depth > 0 ? node.children.map((child) => toCategory(child, depth - 1)) : [],
  };
}

/** Spec 3: a category as a search hit, with uri and its hierarchy. */
export function toCategoryHit(node: CategoryNode): CategoryHit {
  const { children: _children, ...category } = toCategory(node, 0);
  return {
    ...category,
    hierarchy: lineageOf(node).map((level) => ({
      id: level.row.id,
      name: level.row.name,
      slug: level.row.slug,
      uri: level.uri,
    })),
  };
}

export function breadcrumbsOf(node: CategoryNode): Breadcrumb[] {
  return lineageOf(node).map((level) => ({ name: level.row.name, uri: level.uri }));
}
