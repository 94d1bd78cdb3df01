/*
 * Spec 4, Adding to the cart, from a product list (cards on the home, category and product pages).
 * Apart from the cart rules (cart.ts), which load with the first add.
 */

/** Spec 4: from a list, a product with variations opens its product page instead of being added. */
export function addFromListAction(product: {
  readonly variations?: readonly unknown[] | null;
}): 'open-product-page' | 'add' {
  return (product.variations?.length ?? 0) > 0 ? 'open-product-page' : 'add';
}
