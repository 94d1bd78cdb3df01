import type { Listing } from '@shop/contracts/listing';
import type { Product } from '@shop/contracts/product';

/**
 * A product as a card needs it. Loader data goes into the page twice (the HTML and the data the
 * browser hydrates with), so the images a card never shows are left out: a 48-product page is a
 * third lighter. The thumb stays; variations keep their prices (the card only counts them).
 */
export function toCardProduct(product: Product): Product {
  return {
    ...product,
    images: [],
    variations: product.variations.map((variation) => ({ ...variation, images: [] })),
  };
}

export function toCardProducts(products: readonly Product[]): Product[] {
  return products.map(toCardProduct);
}

/** A listing page with card products. */
export function withCardProducts<Page extends Listing>(page: Page): Page {
  return { ...page, products: toCardProducts(page.products) };
}
