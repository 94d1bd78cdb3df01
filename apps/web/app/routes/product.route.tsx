import type { Product, Variation } from '@shop/contracts/product';
import type { ProductDetail } from '@shop/contracts/product-page';
import { formatDate } from '@shop/domain/dates';
import { ImageType } from '@shop/domain/enums';
import { toRecentlyViewed } from '@shop/domain/recently-viewed';
import { presaleText, stockTextKey } from '@shop/domain/stock';
import { getStore } from '@shop/domain/stores';
import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from '@shop/domain/validation';
import { useEffect, useId, useState } from 'react';
import { redirect, useLoaderData } from 'react-router';
import { CatalogSection } from '../components/catalog/catalog-section.tsx';
import { PriceDisplay, PriceTierList } from '../components/catalog/price-display.tsx';
import { type GalleryImage, ProductGallery } from '../components/catalog/product-gallery.tsx';
import { ProductGrid } from '../components/catalog/product-grid.tsx';
import { StockStatus } from '../components/catalog/stock-status.tsx';
import { usePriceLabels } from '../components/catalog/use-price-labels.ts';
import { VariationPicker } from '../components/catalog/variation-picker.tsx';
import { Link } from '../components/shop-link.tsx';
import { toCardProducts } from '../lib/card-product.ts';
import { fetchUpsellingOffer } from '../lib/cart.api.ts';
import { requestAddToCart } from '../lib/cart-bridge.ts';
import { fetchMerchandisingFlags, fetchProductPage, fetchUpsellProducts } from '../lib/catalog.api.ts';
import { catalogCrumbs } from '../lib/catalog-crumbs.server.ts';
import { apiFor, orFallback, orNotFound } from '../lib/catalog-loader.server.ts';
import { catalogMeta } from '../lib/catalog-meta.ts';
import { crumbsHandle } from '../lib/crumbs-handle.ts';
import { useCspNonce } from '../lib/csp-nonce.ts';
import { type DeliveryDates, deliveryDates } from '../lib/delivery.server.ts';
import { deliveryText } from '../lib/delivery-text.ts';
import { serializeJsonLd } from '../lib/json-ld.ts';
import { localizeUri, useHref, useLocalizeUri } from '../lib/links.ts';
import { merchandisingNotes } from '../lib/merchandising-notes.ts';
import { nextLocalMidnight, reportValidUntil } from '../lib/page-validity.server.ts';
import { buildPriceView } from '../lib/price-view.ts';
import { productJsonLd } from '../lib/product-json-ld.ts';
import { notFoundResponse, requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import { serverContext } from '../shop-context.ts';
import { recordRecentlyViewed } from '../state/history-store.ts';
import { rememberProductPurchaseChoice, useProductPurchaseChoice } from '../state/product-purchase-store.ts';
import { useVatIncluded } from '../state/vat-mode.ts';
import type { Route } from './+types/product.route';
import '../components/catalog/catalog.css';
import { useAddedFeedback } from '../components/catalog/use-added-feedback.ts';

/** Spec 2: the product page (/produkt/{slug}, /tuote/{slug}, /product/{slug}). */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireScreen(context, ['product']);
  const { call, location } = apiFor(context);
  const slug = location.match.params.slug;
  if (!slug) throw notFoundResponse();
  const answer = await orNotFound(fetchProductPage(call, slug));
  // A slug staff changed keeps its old URL working: a permanent redirect to the current one.
  if ('moved_to' in answer) {
    throw redirect(
      `${localizeUri(answer.moved_to.uri, location.locale, location.prefixed)}${url.search}`,
      301,
    );
  }
  const page = answer;
  const { product } = page;
  const [flags, upsell, upsellOffer] = await Promise.all([
    orFallback(fetchMerchandisingFlags(call), null),
    // Spec 8: an upsell failure is silent.
    product.has_upselling ? orFallback(fetchUpsellProducts(call, product.id), []) : Promise.resolve([]),
    // Spec 3 and 5: a line added from the offer is an upselling-bundle line (quantity locked).
    product.has_upselling ? fetchUpsellingOffer(call, product.id) : Promise.resolve(null),
  ]);
  const { domains } = context.get(serverContext);
  const store = getStore(location.locale, domains);
  const now = new Date();
  const delivery: Record<string, DeliveryDates> = {};
  const productDates = deliveryDates(product.stock_status, flags, store, now);
  if (productDates) delivery.product = productDates;
  for (const variation of product.variations) {
    const dates = deliveryDates(variation.stock_status, flags, store, now);
    if (dates) delivery[variation.id] = dates;
  }
  // Issue 19: the delivery dates count from the store's today, so they move at its midnight.
  if (Object.keys(delivery).length > 0) reportValidUntil(context, nextLocalMidnight(now, store.timeZone));
  // Spec 4: an item with estimated_at shows a presale text with that date.
  const presale: Record<string, string> = {};
  for (const [key, item] of [
    ['product', product] as const,
    ...product.variations.map((v) => [String(v.id), v] as const),
  ]) {
    const text = presaleText(item);
    if (text) presale[key] = formatDate(text.date, store);
  }
  const crumbs = await catalogCrumbs(context, page.breadcrumbs, product.name);
  // What the page renders: the breadcrumbs went into `crumbs`; the page makes its JSON-LD.
  const slim = {
    product: page.product,
    related: toCardProducts(page.related),
    accessories: toCardProducts(page.accessories),
  };
  return {
    page: slim,
    upsell: toCardProducts(upsell),
    upsellBundleId: upsellOffer?.id ?? null,
    notes: merchandisingNotes(flags, product.merchandising),
    delivery,
    presale,
    crumbs,
    screen: location.match.name,
  };
}

export const handle = crumbsHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? catalogMeta(matches, loaderData.page.product.name, loaderData.page.product.description) : [];

/** Spec 3: the image types a gallery shows large; zoom renditions and thumbnails are not pages of it. */
const galleryTypes: readonly number[] = [
  ImageType.Featured,
  ImageType.Gallery,
  ImageType.Original,
  ImageType.General,
];

/** The gallery's images: the large renditions in their sort order, the product thumb as a fallback. */
function galleryImages(images: ProductDetail['images'], thumb: Product['thumb']): GalleryImage[] {
  const large = images
    .filter((image) => galleryTypes.includes(image.type))
    .sort((a, b) => a.sort_order - b.sort_order);
  const thumbs = images.filter((image) => image.type === ImageType.GalleryThumb);
  if (large.length > 0) {
    return large.map((image) => ({
      url: image.url,
      width: image.width,
      height: image.height,
      thumbUrl: thumbs.find((candidate) => candidate.sort_order === image.sort_order)?.url,
      responsive: image.responsive,
    }));
  }
  return thumb
    ? [{ url: thumb.url, width: thumb.width, height: thumb.height, responsive: thumb.responsive }]
    : [];
}

function initialVariation(product: ProductDetail): Variation | undefined {
  const chosen = product.variations.find((variation) => variation.id === product.selected_variation_id);
  return (
    chosen ??
    product.variations.find((variation) => variation.stock_status !== 'back-order') ??
    product.variations[0]
  );
}

type ProductData = Awaited<ReturnType<typeof loader>>;

export default function ProductScreen() {
  const data = useLoaderData<typeof loader>();
  // A new product (a related one was opened) starts from its own defaults, not the last page's.
  return <ProductView key={data.page.product.id} data={data} />;
}

function ProductView({ data }: { data: ProductData }) {
  const { page, upsell, upsellBundleId, notes, delivery, presale, crumbs, screen } = data;
  const { product } = page;
  const shop = useShop();
  // A data block that never runs; it carries the nonce so that every <script> of a page does.
  const nonce = useCspNonce();
  const t = useT();
  const href = useHref();
  const localize = useLocalizeUri();
  const vatIncluded = useVatIncluded();
  const priceLabels = usePriceLabels();
  const quantityId = useId();
  const remembered = useProductPurchaseChoice(product.id);
  const [variation, setVariation] = useState<Variation | undefined>(() => initialVariation(product));
  const [quantity, setQuantity] = useState(1);
  const [added, markAdded, clearAdded] = useAddedFeedback();

  // Spec 4, Persistence: a choice made earlier on this page comes back from td02.
  useEffect(() => {
    if (!remembered) return;
    setQuantity(clampQuantity(remembered.quantity));
    const stored = product.variations.find((candidate) => candidate.id === remembered.variationId);
    if (stored) setVariation(stored);
  }, [remembered, product.variations]);

  // Spec 3 and 4: the product is recorded in the recently viewed list (sku, images and a thumb).
  useEffect(() => {
    recordRecentlyViewed(shop.locale, {
      ...toRecentlyViewed(product),
      main_sku: product.main_sku,
      name: product.name,
      url_fragment: product.url_fragment,
    });
  }, [product, shop.locale]);

  const jsonLd = serializeJsonLd(productJsonLd(product, crumbs, shop.store, shop.canonical));
  const subject = variation ?? product;
  const view = buildPriceView(subject.prices, subject.vat, shop.store, vatIncluded);
  const stockKey = variation ? String(variation.id) : 'product';
  const dates = delivery[stockKey];
  const presaleDate = presale[stockKey];
  const outOfStock = subject.stock_status === 'back-order';
  const images = galleryImages(
    variation && variation.images.length > 0 ? variation.images : product.images,
    subject.thumb ?? product.thumb,
  );

  const remember = (next: { quantity?: number; variation?: Variation }) => {
    rememberProductPurchaseChoice(product.id, {
      quantity: next.quantity ?? quantity,
      variationId: (next.variation ?? variation)?.id ?? null,
    });
  };

  return (
    <main id="main" className="catalog" data-route-name={screen} data-locale={shop.locale}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and &, so no product text can close the script element. */}
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <div className="product-page">
        <ProductGallery
          key={`${product.id}-${variation?.id ?? 0}`}
          images={images}
          alt={subject.name}
          labels={{
            thumbnails: t('product.gallery-thumbnails'),
            show: (index) => t('product.gallery-show', { index }),
          }}
        />
        <div className="product-page__buy">
          {product.prefix ? <p className="product-card__sku">{product.prefix}</p> : null}
          <h1>{product.name}</h1>
          <dl className="product-page__meta">
            <div>
              <dt>{t('catalog.sku')}</dt>
              <dd data-testid="product-sku">{subject.sku}</dd>
            </div>
            {product.brand ? (
              <div>
                <dt>{t('product.brand')}</dt>
                <dd>
                  <Link to={localize(product.brand.uri)}>{product.brand.name}</Link>
                </dd>
              </div>
            ) : null}
          </dl>
          <PriceDisplay view={view} labels={priceLabels} size="large" />
          <PriceTierList
            view={view}
            labels={{
              title: t('catalog.price-tiers'),
              quantity: (count) => t('catalog.price-tier-quantity', { quantity: count }),
              each: (price) => t('catalog.price-each', { price }),
            }}
          />
          {/* Spec 3: showPriceDisclaimer, the store's reservation under the price. */}
          {shop.store.showPriceDisclaimer ? (
            <p className="product-price-disclaimer" data-price-disclaimer="">
              {t('product.price-disclaimer')}
            </p>
          ) : null}
          {product.variations.length > 0 ? (
            <VariationPicker
              attributes={product.variation_attributes}
              variations={product.variations}
              selected={variation}
              onSelect={(next) => {
                setVariation(next);
                clearAdded();
                remember({ variation: next });
              }}
              legend={(attribute) => t('product.choose', { attribute: attribute.toLowerCase() })}
            />
          ) : null}
          <div data-testid="product-stock">
            <StockStatus
              status={subject.stock_status}
              label={t(stockTextKey(subject.stock_status))}
              delivery={deliveryText(t, dates)}
              presale={presaleDate ? t('stock.presale', { date: presaleDate }) : undefined}
            />
            {notes.viewsRecently !== null || notes.boughtToday !== null ? (
              <ul className="product-social-proof" data-merchandising-notes="">
                {notes.viewsRecently !== null ? (
                  <li data-views-recently={notes.viewsRecently}>
                    {t('product.views-recently', { count: notes.viewsRecently })}
                  </li>
                ) : null}
                {notes.boughtToday !== null ? (
                  <li data-bought-today={notes.boughtToday}>
                    {t('product.bought-today', { count: notes.boughtToday })}
                  </li>
                ) : null}
              </ul>
            ) : null}
          </div>
          <form
            className="buy-row"
            onSubmit={(event) => {
              event.preventDefault();
              requestAddToCart({ product, variation, quantity, listName: 'product' });
              markAdded();
            }}
          >
            <label htmlFor={quantityId} className="visually-hidden">
              {t('product.quantity')}
            </label>
            <input
              id={quantityId}
              className="input"
              type="number"
              inputMode="numeric"
              min={QUANTITY_MIN}
              max={QUANTITY_MAX}
              value={quantity}
              onChange={(event) => {
                const next = clampQuantity(event.currentTarget.valueAsNumber);
                setQuantity(next);
                remember({ quantity: next });
              }}
            />
            <button type="submit" className="button" disabled={outOfStock} data-testid="add-to-cart">
              {outOfStock ? t('product.out-of-stock') : added ? t('catalog.added') : t('product.add-to-cart')}
            </button>
          </form>
          <p className="visually-hidden" aria-live="polite">
            {added ? t('catalog.added') : ''}
          </p>
          {product.description ? (
            <details className="product-details" open>
              <summary>{t('product.description')}</summary>
              <div className="product-details__body">
                {product.description.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </details>
          ) : null}
          {product.specifications.length > 0 ? (
            <details className="product-details">
              <summary>{t('product.specifications')}</summary>
              <dl className="product-details__body spec-list">
                {product.specifications.map((row) => (
                  <div key={row.name}>
                    <dt>{row.name}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
          {product.phone_models.length > 0 ? (
            <details className="product-details">
              <summary>{t('product.compatible')}</summary>
              <ul className="product-details__body chip-list">
                {product.phone_models.map((model) => (
                  <li key={model.id}>
                    <Link className="chip" to={href('searchresults', {}, { phone_model: model.slug })}>
                      {model.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {product.tags.length > 0 ? (
            <nav aria-label={t('product.tags')}>
              <ul className="chip-list">
                {product.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link className="chip" to={localize(tag.uri)}>
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
      {upsell.length > 0 ? (
        <CatalogSection title={t('product.upsell')} testId="upsell">
          <ProductGrid
            products={upsell}
            listName="product:upsell"
            label={t('product.upsell')}
            origin={upsellBundleId === null ? undefined : () => ({ upselling_bundle_id: upsellBundleId })}
          />
        </CatalogSection>
      ) : null}
      {page.accessories.length > 0 ? (
        <CatalogSection title={t('product.accessories')} testId="accessories">
          <ProductGrid
            products={page.accessories}
            listName="product:accessories"
            label={t('product.accessories')}
            origin={() => ({ accessory_id: product.id })}
          />
        </CatalogSection>
      ) : null}
      {page.related.length > 0 ? (
        <CatalogSection title={t('product.related')} testId="related">
          <ProductGrid
            products={page.related}
            listName="product:related"
            label={t('product.related')}
            origin={() => ({ related_id: product.id })}
          />
        </CatalogSection>
      ) : null}
    </main>
  );
}
