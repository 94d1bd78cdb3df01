import type { ProductPageResponse } from '@shop/contracts/product-page';
import type { Store } from '@shop/domain/stores';

const availability: Readonly<Record<string, string>> = {
  'in-stock': 'https://schema.org/InStock',
  'back-order-quick': 'https://schema.org/BackOrder',
  'back-order-slow': 'https://schema.org/BackOrder',
  'back-order': 'https://schema.org/OutOfStock',
};

/**
 * DESIGN.md: product pages carry JSON-LD. A Product with its offer (the price of one unit incl.
 * VAT, as search engines expect for consumers) and the BreadcrumbList of the page.
 */
export function productJsonLd(
  page: ProductPageResponse,
  store: Pick<Store, 'currency'>,
  urls: { page: (uri: string) => string; asset: (url: string) => string },
): unknown[] {
  const { product } = page;
  const campaign = product.prices.c?.[0];
  const normal = [...product.prices.n].sort((a, b) => a.q - b.q)[0];
  const price = campaign?.p ?? normal?.p;
  const images = product.images.length > 0 ? product.images.map((image) => urls.asset(image.url)) : [];
  const url = urls.page(product.url_fragment);
  const productData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    description: product.description,
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(price === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: price.toFixed(2),
            priceCurrency: store.currency,
            availability: availability[product.stock_status] ?? 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }),
  };
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: urls.page(crumb.uri),
    })),
  };
  return [productData, breadcrumbList];
}
