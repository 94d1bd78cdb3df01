import type { Variation } from '@shop/contracts/product';
import type { CardProduct } from './card-product.ts';
import type { ItemOriginFields } from './cart-items.ts';

/** What a screen asks the cart to add: the product, the chosen variation and a quantity. */
export interface AddToCartRequest {
  /** A card's product or the product page's (which has every field a card has). */
  readonly product: CardProduct;
  readonly variation?: Variation | undefined;
  readonly quantity: number;
  /** Where the shopper added it from, for the add_to_cart event (GA4 item_list_name). */
  readonly listName?: string | undefined;
  /** Spec 3, Cart item: a line from cross-selling, an upselling bundle, an accessory ... */
  readonly origin?: ItemOriginFields | undefined;
  /** Spec 4: open the upselling panel instead of the cart panel when the product has an offer. */
  readonly openUpselling?: boolean | undefined;
}

/**
 * The catalog screens' one way into the cart (spec 4, Adding to the cart). The cart's code
 * loads with the first add, so a page that never adds anything does not carry it.
 */
export function requestAddToCart(request: AddToCartRequest): void {
  void import('./cart-actions.ts').then((actions) => actions.addToCart(request));
}
