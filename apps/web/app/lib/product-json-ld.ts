import type { ProductDetail } from '@shop/contracts/product-page';
import type { Store } from '@shop/domain/stores';
import type { BreadcrumbItem } from '../components/shell/breadcrumbs.tsx';

const availability: Readonly<Record<string, string>> = {
  'in-stock': 'https://schema.org/InStock',
  'back-order-quick': 'https://schema.org/BackOrder',
  'back-order-slow': 'https://schema.org/BackOrder',
  'back-order': 'https://schema.org/OutOfStock',
};

/**
 * DESIGN.md: product pages carry JSON-LD. A Product with its offer (the price of one unit incl.
 * VAT, as search engines expect for consumers; the offer is the page's own, so it names no URL of
 * its own) and the BreadcrumbList of the page's breadcrumbs.
 * Made by the page from what it renders (issue 19: not carried a second time in its loader data);
 * every address is absolute, resolved against the page's canonical URL.
 */
export function productJsonLd(
  product: ProductDetail,
  crumbs: readonly BreadcrumbItem[],
  store: Pick<Store, 'currency'>,
  canonical: string,
): unknown[] {
  const campaign = product.prices.c?.[0];
  const normal = [...product.prices.n].sort((a, b) => a.q - b.q)[0];
  const price = campaign?.p ?? normal?.p;
  const absolute = (address: string) => new URL(address, canonical).href;
  const images = product.images.map((image) => absolute(image.url));
  const productData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: canonical,
    description: product.description,
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(price === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
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
    // The current page, the last crumb, has no link: its item is optional (schema.org ListItem).
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href === undefined ? {} : { item: absolute(crumb.href) }),
    })),
  };
  return [productData, breadcrumbList];
}
