import type { LocaleCode } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import { useEffect, useState } from 'react';
import { badgeNames } from '../../lib/badge-names.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { fetchWidget, visibleContent } from '../../lib/widgets.api.ts';

type CartWidgetSlug = 'cart-header' | 'cart-footer';

// Fetched once per store and page life: the panel opens and closes often.
const loaded = new Map<string, Promise<string | null>>();

/** Spec 7: GET /api/widget-by-slug/cart-header|cart-footer; spec 8: a failure leaves it empty. */
function useCartWidget(slug: CartWidgetSlug): string | null {
  const call = useBrowserApi();
  const { locale } = useShop();
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const key = `${locale}:${slug}`;
    let request = loaded.get(key);
    if (!request) {
      request = fetchWidget(call, slug).then(visibleContent);
      loaded.set(key, request);
    }
    void request.then((content) => {
      if (current) setHtml(content);
    });
    return () => {
      current = false;
    };
  }, [call, locale, slug]);
  return html;
}

/** The shop's own text above or below the cart (layout content: cart header, cart footer). */
export function CartWidget({ slug }: { slug: CartWidgetSlug }) {
  const html = useCartWidget(slug);
  if (!html) return null;
  return (
    <div
      className={`cart-widget cart-widget--${slug}`}
      data-widget={slug}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own widget HTML from its API.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Spec 1 and 3: the store's payment and shipping icons for the cart. */
export function CartStoreIcons({ locale }: { locale: LocaleCode }) {
  const t = useT();
  const store = getStore(locale);
  // Issue 20: only the logos of methods the store offers (the root loader's GET /api/store-payment).
  const { store: shop } = useShop();
  const groups = [
    { kind: 'payment', title: t('cart.icons.payment'), icons: shop.cartPaymentIcons },
    // Spec 3: showShippingInfo says whether the store tells its shipping in the cart.
    {
      kind: 'shipping',
      title: t('cart.icons.shipping'),
      icons: shop.showShippingInfo ? store.shippingIcons.cart : [],
    },
  ] as const;
  return (
    <div className="cart-icons">
      {groups.map((group) =>
        group.icons.length > 0 ? (
          <section key={group.kind} className="cart-icons__group" data-cart-icons={group.kind}>
            <h3 className="cart-icons__title">{group.title}</h3>
            <ul>
              {group.icons.map((icon) => (
                <li key={icon}>
                  <img
                    src={`/icons/${icon}.svg`}
                    alt={badgeNames[icon]}
                    width={48}
                    height={30}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
