import type { CardProduct } from '../../lib/card-product.ts';
import type { ItemOriginFields } from '../../lib/cart-items.ts';
import { ProductCard } from './product-card.tsx';

/** Cards in the first row of a wide screen: their images are fetched first. */
const priorityCards = 4;

/**
 * A grid of product cards. Listings page to it with `#product-grid` (spec 2: a `page` query
 * without `phone_model` scrolls to the product grid anchor), so the id is the listing's anchor.
 */
export function ProductGrid({
  products,
  listName,
  id,
  label,
  deliveryFor,
  prioritize = false,
  origin,
}: {
  products: readonly CardProduct[];
  listName: string;
  id?: string;
  label: string;
  deliveryFor?: (product: CardProduct) => string | undefined;
  prioritize?: boolean;
  /**
   * Spec 3 and 5: where a line added from this list comes from (an accessory, a related product,
   * an upselling bundle, a recommendation). Such a line never merges with a plain one and gets
   * no group discount.
   */
  origin?: ((product: CardProduct) => ItemOriginFields) | undefined;
}) {
  return (
    <ul id={id} className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            listName={listName}
            delivery={deliveryFor?.(product)}
            priority={prioritize && index < priorityCards}
            origin={origin?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
