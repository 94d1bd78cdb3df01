import type { CategoryHit } from '@shop/contracts/categories';
import type { ProductSearchQuery, ProductSearchResponse } from '@shop/contracts/search';
import type { LocaleCode } from '@shop/domain/locales';
import { type CatalogContext, cachedRead } from '../catalog/catalog-context.ts';
import { searchTokens } from '../search/search-text.ts';
import {
  type CategoryNode,
  type CategoryTree,
  lineageOf,
  loadCategoryTree,
  toCategoryHit,
} from './category-tree.ts';
import { loadProducts } from './load-products.ts';

const categoryHitLimit = 6;

/** A category with the words of its name and of its lineage's names, normalized once per tree. */
interface CategoryWords {
  readonly node: CategoryNode;
  readonly own: readonly string[];
  readonly all: readonly string[];
  readonly depth: number;
}

// Every search matches the query against every category: normalizing their names on each search
// cost more than the match itself. The tree is replaced when the catalog changes, and its words go with it.
const wordsOfTrees = new WeakMap<CategoryTree, readonly CategoryWords[]>();

function categoryWordsOf(tree: CategoryTree): readonly CategoryWords[] {
  const known = wordsOfTrees.get(tree);
  if (known) return known;
  const words = [...tree.byId.values()].map((node) => {
    const lineage = lineageOf(node);
    return {
      node,
      own: searchTokens(node.row.name),
      all: lineage.flatMap((level) => searchTokens(level.row.name)),
      depth: lineage.length,
    };
  });
  wordsOfTrees.set(tree, words);
  return words;
}

/**
 * Categories whose names match the query: every query word (or one of its typo corrections)
 * starts a word of the category's name or of its ancestors' names, and at least one starts a
 * word of its own name. Closest matches first, then the higher levels.
 */
export function matchCategories(tree: CategoryTree, terms: readonly (readonly string[])[]): CategoryNode[] {
  if (terms.length === 0) return [];
  const scored: { node: CategoryNode; own: number; depth: number }[] = [];
  const startsAny = (words: readonly string[], alternatives: readonly string[]) =>
    words.some((word) => alternatives.some((term) => word.startsWith(term)));
  for (const { node, own: ownWords, all: allWords, depth } of categoryWordsOf(tree)) {
    if (!terms.every((alternatives) => startsAny(allWords, alternatives))) continue;
    const own = terms.filter((alternatives) => startsAny(ownWords, alternatives)).length;
    if (own === 0) continue;
    scored.push({ node, own, depth });
  }
  scored.sort(
    (a, b) =>
      b.own - a.own ||
      a.depth - b.depth ||
      a.node.row.sort_order - b.node.row.sort_order ||
      a.node.row.id - b.node.row.id,
  );
  return scored.slice(0, categoryHitLimit).map((entry) => entry.node);
}

/** Spec 7, search form of GET /api/products: ranked products, matching categories, the total. */
export async function searchProducts(
  context: CatalogContext,
  locale: LocaleCode,
  query: ProductSearchQuery,
): Promise<{ response: ProductSearchResponse; total: number }> {
  const key = `search:${locale}:${query.query.toLowerCase()}:${query.co}:${query.page}`;
  const result = await cachedRead(context, key, query.nc, () =>
    context.search.search({
      locale,
      text: query.query,
      limit: query.co,
      offset: (query.page - 1) * query.co,
    }),
  );
  const [products, tree] = await Promise.all([
    loadProducts(context, locale, result.ids, query.nc),
    loadCategoryTree(context, locale),
  ]);
  const categories: CategoryHit[] = matchCategories(tree, result.terms).map(toCategoryHit);
  return { response: { products, categories }, total: result.total };
}
