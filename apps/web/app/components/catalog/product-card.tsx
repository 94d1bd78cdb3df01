import { addFromListAction } from '@shop/domain/list-add';
import { stockTextKey } from '@shop/domain/stock';
import type { CardProduct } from '../../lib/card-product.ts';
import { requestAddToCart } from '../../lib/cart-bridge.ts';
import type { ItemOriginFields } from '../../lib/cart-items.ts';
import { productHref } from '../../lib/links.ts';
import { presaleLabel } from '../../lib/presale.ts';
import { buildPriceView } from '../../lib/price-view.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { useVatIncluded } from '../../state/vat-mode.ts';
import { Link } from '../shop-link.tsx';
import { PriceDisplay } from './price-display.tsx';
import { cardImageSizes, ResponsiveImage } from './responsive-image.tsx';
import { StockStatus } from './stock-status.tsx';
import { useAddedFeedback } from './use-added-feedback.ts';
import { usePriceLabels } from './use-price-labels.ts';

export interface ProductCardProps {
  readonly product: CardProduct;
  /** The delivery line under the stock status (the home page shows only the end date, spec 4). */
  readonly delivery?: string | undefined;
  /** The list the card is in, for the add_to_cart event. */
  readonly listName?: string | undefined;
  /** Cards in the first row are the page's largest paint: load their images first. */
  readonly priority?: boolean;
  /** Spec 3: the origin of a line added from this card (accessory, related, upsell, recommended). */
  readonly origin?: ItemOriginFields | undefined;
}

/** A product in a grid or row: image, name, price in the shopper's VAT mode, stock and a buy button. */
export function ProductCard({ product, delivery, listName, priority = false, origin }: ProductCardProps) {
  const shop = useShop();
  const t = useT();
  const vatFlag = useVatIncluded();
  const priceLabels = usePriceLabels();
  const [added, markAdded] = useAddedFeedback();
  const href = productHref(product.slug, shop.locale, shop.prefixed);
  const view = buildPriceView(product.prices, product.vat, shop.store, vatFlag);
  const outOfStock = product.stock_status === 'back-order';
  const thumb = product.thumb;
  return (
    <article className="product-card" data-sku={product.sku}>
      {thumb ? (
        <ResponsiveImage
          className="product-card__image"
          src={thumb.url}
          alt=""
          width={thumb.width}
          height={thumb.height}
          loading={priority ? 'eager' : 'lazy'}
          // 'auto' is the default: said only when it is not (issue 19: lean pages).
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          responsive={thumb.responsive}
          sizes={cardImageSizes}
        />
      ) : (
        <div className="product-card__image" aria-hidden="true" />
      )}
      {product.is_new || view.campaign ? (
        <div className="product-card__badges">
          {product.is_new ? <span className="badge">{t('catalog.new')}</span> : null}
          {view.campaign ? <span className="badge badge--sale">{t('catalog.sale')}</span> : null}
        </div>
      ) : null}
      {product.prefix ? <p className="product-card__sku">{product.prefix}</p> : null}
      <h3 className="product-card__name">
        <Link to={href} prefetch="intent">
          {product.name}
        </Link>
      </h3>
      <div className="product-card__footer">
        <PriceDisplay view={view} labels={priceLabels} />
        <StockStatus
          status={product.stock_status}
          label={t(stockTextKey(product.stock_status))}
          delivery={delivery}
          presale={presaleLabel(product, shop.store, t)}
        />
        <div className="product-card__action">
          {/* Spec 4: from a list, a product with variations opens its page instead of being added. */}
          {addFromListAction(product) === 'open-product-page' ? (
            <Link
              className="button button--secondary"
              to={href}
              aria-label={t('catalog.choose-variant-named', { name: product.name })}
            >
              {t('catalog.choose-variant')}
            </Link>
          ) : (
            <button
              type="button"
              className="button"
              disabled={outOfStock}
              // The visible word starts the accessible name (WCAG 2.5.3, label in name).
              aria-label={added ? undefined : t('catalog.buy-named', { name: product.name })}
              onClick={() => {
                requestAddToCart({ product, quantity: 1, listName, origin });
                markAdded();
              }}
            >
              {added ? t('catalog.added') : t('catalog.buy')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
