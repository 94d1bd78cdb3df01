import type { AdminCategory } from '@shop/contracts/admin-catalog-trees';

/**
 * Each category named by its Swedish path from the top ("Kablar › USB-C"), so two children with
 * the same name under different parents can be told apart in one list.
 */
export function labelCategories(
  categories: readonly Pick<AdminCategory, 'id' | 'parent_id' | 'texts'>[],
): Map<number, string> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const labels = new Map<number, string>();
  for (const category of categories) {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let at: typeof category | undefined = category; at && !seen.has(at.id); ) {
      seen.add(at.id);
      names.unshift(at.texts.sv?.name || `#${at.id}`);
      at = at.parent_id === null ? undefined : byId.get(at.parent_id);
    }
    labels.set(category.id, names.join(' › '));
  }
  return labels;
}

/**
 * The product's categories once `main` is its main category: the main one first, the previous
 * main one left out (the choice replaces it), every other category kept.
 */
export function withMainCategory(
  categoryIds: readonly number[],
  previousMain: number | null,
  main: number | null,
): number[] {
  const others = categoryIds.filter((id) => id !== previousMain && id !== main);
  return main === null ? others : [main, ...others];
}
