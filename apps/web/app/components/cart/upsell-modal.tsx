import type { Product } from '@shop/contracts/product';
import { formatPrice } from '@shop/domain/money';
import { leadPrice } from '@shop/domain/pricing';
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { fetchUpsellOfferProducts } from '../../lib/cart.api.ts';
import { requestAddToCart } from '../../lib/cart-bridge.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { useUpsell } from '../../state/cart-store.ts';
import { openPanel, setPanel } from '../../state/ui-store.ts';
import { useVatIncluded } from '../../state/vat-mode.ts';
import { Icon } from '../shell/icons.tsx';
import './cart.css';

/** Spec 9: the upsell modal hides itself after 3000 ms. */
export const UPSELL_AUTO_HIDE_MS = 3000;

type Offer =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly products: readonly Product[] };

function close(): void {
  setPanel('upsellingOpen', false);
}

/**
 * Spec 1 and 4: the upsell modal (the upselling panel) that opens instead of the cart panel when
 * it was asked for and the added product has an offer. It fetches 4 products (spec 7, upsell
 * form) and hides itself after 3000 ms, and at once when the fetch fails (spec 8). The timer
 * waits while the pointer is over the modal or the shopper works in it with the keyboard, so
 * nobody loses it mid-choice (WCAG 2.2.1).
 */
export default function UpsellModal() {
  const t = useT();
  const call = useBrowserApi();
  const productId = useUpsell((state) => state.productId);
  const productName = useUpsell((state) => state.productName);
  const offer = useUpsell((state) => state.offer);
  const prefetched = useUpsell((state) => state.products);
  const [state, setState] = useState<Offer>(
    prefetched.length > 0 ? { status: 'ready', products: prefetched } : { status: 'loading' },
  );
  const [held, setHeld] = useState(false);
  const remaining = useRef(UPSELL_AUTO_HIDE_MS);

  useEffect(() => {
    if (productId === null) {
      close();
      return;
    }
    // The add fetched the offer's products before opening the modal (cart-actions.ts).
    if (prefetched.length > 0) return;
    let current = true;
    fetchUpsellOfferProducts(call, productId)
      .then((products) => {
        if (!current) return;
        // Issue 20: nothing to offer opens the cart panel, as any other add.
        if (products.length === 0) {
          close();
          openPanel('cartOpen');
        } else setState({ status: 'ready', products });
      })
      .catch(() => {
        if (current) close();
      });
    return () => {
      current = false;
    };
  }, [call, productId, prefetched]);

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [held]);

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => setPanel('upsellingOpen', open)}
      className="shell-dialog-overlay"
    >
      <Modal className="shell-dialog upsell-modal" data-upsell-modal="" data-state={state.status}>
        <Dialog className="shell-dialog__body">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only watches, the controls are inside. */}
          <div
            className="upsell-modal__content"
            onPointerEnter={() => setHeld(true)}
            onPointerLeave={() => setHeld(false)}
            onKeyDown={() => setHeld(true)}
          >
            <div className="shell-dialog__header">
              <Heading slot="title" className="shell-dialog__title">
                {t('upsell.title')}
              </Heading>
              <Button className="shell-icon-button" onPress={close} aria-label={t('shell.dialog.close')}>
                <Icon name="close" size={22} />
              </Button>
            </div>
            {productName ? (
              <p className="upsell-modal__added">{t('upsell.added', { name: productName })}</p>
            ) : null}
            <h3 className="upsell-modal__subtitle">{t('upsell.subtitle')}</h3>
            {state.status === 'loading' ? (
              <p className="upsell-modal__loading" role="status">
                {t('upsell.loading')}
              </p>
            ) : (
              <ul className="upsell-modal__products">
                {state.products.map((product) => (
                  <UpsellProduct
                    key={product.id}
                    product={product}
                    onAdd={() =>
                      requestAddToCart({
                        product,
                        quantity: 1,
                        listName: 'upsell',
                        // Spec 5: a line from an upselling bundle keeps its quantity.
                        origin: offer ? { upselling_bundle_id: offer.id } : undefined,
                      })
                    }
                  />
                ))}
              </ul>
            )}
            <div className="shell-dialog__actions">
              <button
                type="button"
                className="shell-button shell-button--primary"
                onClick={() => {
                  close();
                  openPanel('cartOpen');
                }}
              >
                {t('upsell.to-cart')}
              </button>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function UpsellProduct({ product, onAdd }: { product: Product; onAdd: () => void }) {
  const t = useT();
  const { store } = useShop();
  const includeVat = useVatIncluded();
  const lead = leadPrice(product.prices, product.vat, { currency: store.currency, includeVat });
  const variations = product.variations.length > 0;
  return (
    <li className="upsell-product" data-product-id={product.id}>
      {product.thumb ? (
        <img src={product.thumb.url} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="upsell-product__thumb" aria-hidden="true" />
      )}
      <span className="upsell-product__name">{product.name}</span>
      {lead ? (
        <span className="upsell-product__price">{formatPrice(lead.price, store, { vat: includeVat })}</span>
      ) : null}
      {variations ? null : (
        <button
          type="button"
          className="shell-button shell-button--secondary upsell-product__add"
          aria-label={t('upsell.add-named', { name: product.name })}
          onClick={onAdd}
        >
          {t('upsell.add')}
        </button>
      )}
    </li>
  );
}
