import type { VersionConflict } from '@shop/contracts/admin-catalog';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { type AdminProduct, updateProduct, versionConflictOf } from '../../api/product-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { NumberInputField } from '../fields/number-input-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import { useAnnounce } from '../notice-region.tsx';

interface ProductLinksSectionProps {
  readonly product: AdminProduct;
  readonly saved: (product: AdminProduct) => void;
  readonly conflicted: (conflict: VersionConflict) => void;
}

interface OfferDraft {
  readonly key: number;
  readonly sku: string;
  readonly discount: number;
}

/** The SKUs of a text area, one a line (commas and spaces split too), empty lines left out. */
function skusOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((sku) => sku.trim())
    .filter(Boolean);
}

/**
 * Issue 17: related products (shown first among the product page's related products) and upsell
 * offers (the upselling panel), both by SKU and saved with the product's version.
 */
export function ProductLinksSection({ product, saved, conflicted }: ProductLinksSectionProps) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [related, setRelated] = useState(product.related.map((item) => item.sku).join('\n'));
  const [offers, setOffers] = useState<OfferDraft[]>(
    product.upsell_offers.map((offer, index) => ({
      key: index,
      sku: offer.sku,
      discount: offer.discount_percent,
    })),
  );
  const [nextKey, setNextKey] = useState(product.upsell_offers.length);
  const errors = fieldErrorsOf(action.error);
  const relatedError = Object.entries(errors)
    .filter(([path]) => path.startsWith('related_skus'))
    .map(([, message]) => message)
    .join('; ');
  const offerPaths = offers.flatMap((_offer, index) => [
    `upsell_offers.${index}.sku`,
    `upsell_offers.${index}.discount_percent`,
  ]);
  const relatedPaths = skusOf(related).map((_sku, index) => `related_skus.${index}`);

  const setOffer = (key: number, change: Partial<OfferDraft>) =>
    setOffers(offers.map((offer) => (offer.key === key ? { ...offer, ...change } : offer)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      updateProduct(product.id, {
        version: product.version,
        related_skus: skusOf(related),
        upsell_offers: offers
          .filter((offer) => offer.sku.trim() !== '')
          .map((offer) => ({ sku: offer.sku.trim(), discount_percent: offer.discount })),
      }),
    );
    if (outcome.ok) {
      saved(outcome.value);
      announce(t.products.linksSaved);
      return;
    }
    const conflict = versionConflictOf(outcome.error);
    if (conflict) conflicted(conflict);
  };

  return (
    <section className="card" aria-labelledby="product-links">
      <h2 className="section-title" id="product-links">
        {t.products.linksTitle}
      </h2>
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <FormError
          error={versionConflictOf(action.error) ? undefined : action.error}
          fieldPaths={[...relatedPaths, ...offerPaths]}
        />
        <TextInputField
          label={t.products.relatedSkus}
          value={related}
          onChange={setRelated}
          multiline
          description={
            product.related.length > 0
              ? t.products.relatedNow(product.related.map((item) => `${item.sku} (${item.name})`).join(', '))
              : t.products.relatedHint
          }
          {...(relatedError ? { error: relatedError } : {})}
        />
        <fieldset className="tier-list">
          <legend className="subsection-title">{t.products.upsellTitle}</legend>
          {offers.length === 0 ? <p className="muted">{t.products.noUpsell}</p> : null}
          {offers.map((offer, index) => (
            <div key={offer.key} className="tier-list__row">
              <TextInputField
                label={t.products.upsellSku(index + 1)}
                value={offer.sku}
                onChange={(sku) => setOffer(offer.key, { sku })}
                {...(errors[`upsell_offers.${index}.sku`]
                  ? { error: errors[`upsell_offers.${index}.sku`] }
                  : {})}
              />
              <NumberInputField
                label={t.products.upsellDiscount(index + 1)}
                value={offer.discount}
                minValue={0}
                maxValue={90}
                onChange={(discount) => setOffer(offer.key, { discount })}
                {...(errors[`upsell_offers.${index}.discount_percent`]
                  ? { error: errors[`upsell_offers.${index}.discount_percent`] }
                  : {})}
              />
              <Button
                className="button button--secondary"
                onPress={() => setOffers(offers.filter((other) => other.key !== offer.key))}
              >
                {t.products.removeUpsell(index + 1)}
              </Button>
            </div>
          ))}
          <Button
            className="button button--secondary"
            onPress={() => {
              setOffers([...offers, { key: nextKey, sku: '', discount: 10 }]);
              setNextKey(nextKey + 1);
            }}
          >
            {t.products.addUpsell}
          </Button>
        </fieldset>
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.products.saveLinks}
        </Button>
      </Form>
    </section>
  );
}
