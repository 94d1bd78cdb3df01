import type { Listing } from '@shop/contracts/listing';
import type { Product } from '@shop/contracts/product';

/**
 * A product as a card shows it and adds it to the cart: name, prefix, thumb, prices, VAT, stock,
 * presale date and badges, and what a cart item records (type, sku, slug, categories, group and
 * discount category). Loader data goes into the page twice (the HTML and the data the browser
 * hydrates with), so what a card never reads stays out (issue 19): the images, the variations'
 * contents (spec 4: a card with variations only opens the product page, so it only needs to know
 * that there are some), the variation attributes, main_sku, url_fragment and the rating.
 */
export type CardProduct = Omit<
  Product,
  'images' | 'variations' | 'variation_attributes' | 'main_sku' | 'url_fragment' | 'score'
> & {
  readonly variations: readonly { readonly id: number }[];
};

export function toCardProduct(product: Product): CardProduct {
  return {
    id: product.id,
    type: product.type,
    name: product.name,
    prefix: product.prefix,
    slug: product.slug,
    sku: product.sku,
    thumb: product.thumb,
    group_id: product.group_id,
    discount_category: product.discount_category,
    vat: product.vat,
    prices: product.prices,
    categories: product.categories,
    variations: product.variations.map((variation) => ({ id: variation.id })),
    stock_status: product.stock_status,
    estimated_at: product.estimated_at,
    is_new: product.is_new,
    has_upselling: product.has_upselling,
  };
}

export function toCardProducts(products: readonly Product[]): CardProduct[] {
  return products.map(toCardProduct);
}

/** A listing as its page shows it: the products as cards. */
export type CardListing = Omit<Listing, 'products'> & { readonly products: readonly CardProduct[] };

/** A listing page with card products. */
export function withCardProducts<Page extends Listing>(
  page: Page,
): Omit<Page, 'products'> & { products: CardProduct[] } {
  return { ...page, products: toCardProducts(page.products) };
}
