import type { VersionConflict } from '@shop/contracts/admin-catalog';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { type AdminProduct, createVariation, versionConflictOf } from '../../api/product-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { CheckboxInputField } from '../fields/checkbox-input-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import { useAnnounce } from '../notice-region.tsx';
import { TableFrame } from '../table-frame.tsx';

interface ProductVariationsSectionProps {
  readonly product: AdminProduct;
  readonly conflicted: (conflict: VersionConflict) => void;
}

/** What a variation differs in, as staff typed it (black, Forest green). */
export function optionOf(attributes: Readonly<Record<string, string>>): string {
  return Object.values(attributes).join(' / ');
}

/**
 * Issue 17: a product's variations (each opens in this same editor) and a form to add one. A new
 * variation takes the product's group, VAT and category, and opens at once so staff can give it
 * its prices and stock.
 */
export function ProductVariationsSection({ product, conflicted }: ProductVariationsSectionProps) {
  const t = useMessages();
  const format = useFormat();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const action = useAction();
  const [sku, setSku] = useState('');
  const [option, setOption] = useState('');
  const [published, setPublished] = useState(false);
  const errors = fieldErrorsOf(action.error);
  const optionError = Object.entries(errors)
    .filter(([path]) => path.startsWith('attributes'))
    .map(([, message]) => message)
    .join('; ');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      createVariation(product.id, {
        version: product.version,
        sku: sku.trim(),
        attributes: { color: option.trim() },
        published,
      }),
    );
    if (outcome.ok) {
      announce(t.products.variationCreated(outcome.value.sku));
      navigate(`/products/${outcome.value.id}`);
      return;
    }
    const conflict = versionConflictOf(outcome.error);
    if (conflict) conflicted(conflict);
  };

  return (
    <section className="card" aria-labelledby="product-variations">
      <h2 className="section-title" id="product-variations">
        {t.products.variations}
      </h2>
      {product.variations.length === 0 ? (
        <p className="empty">{t.products.noVariations}</p>
      ) : (
        <TableFrame label={t.products.variations}>
          <table className="table">
            <caption className="visually-hidden">{t.products.variations}</caption>
            <thead>
              <tr>
                <th scope="col">{t.products.sku}</th>
                <th scope="col">{t.common.name}</th>
                <th scope="col">{t.products.option}</th>
                <th scope="col">{t.products.prices}</th>
                <th scope="col" className="numeric">
                  {t.products.stock}
                </th>
                <th scope="col">{t.common.status}</th>
              </tr>
            </thead>
            <tbody>
              {product.variations.map((variation) => {
                const prices = Object.values(variation.prices).map((price) =>
                  format.money(price.price, price.currency),
                );
                return (
                  <tr key={variation.id}>
                    <th scope="row">
                      <Link to={`/products/${variation.id}`}>{variation.sku}</Link>
                    </th>
                    <td>{variation.name}</td>
                    <td>{optionOf(variation.attributes)}</td>
                    <td>{prices.length > 0 ? prices.join(' · ') : t.products.noPrice}</td>
                    <td className="numeric">{format.count(variation.stock)}</td>
                    <td>{variation.published ? t.products.published : t.products.hidden}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby="add-variation">
        <h3 className="subsection-title" id="add-variation">
          {t.products.addVariation}
        </h3>
        <p className="muted">{t.products.addVariationIntro}</p>
        <FormError
          error={versionConflictOf(action.error) ? undefined : action.error}
          fieldPaths={['sku', 'attributes', 'attributes.color']}
        />
        <TextInputField
          label={t.products.variationSku}
          value={sku}
          onChange={setSku}
          isRequired
          error={errors.sku}
        />
        <TextInputField
          label={t.products.option}
          description={t.products.optionHint}
          value={option}
          onChange={setOption}
          isRequired
          error={optionError || undefined}
        />
        <CheckboxInputField
          label={t.products.published}
          description={t.products.variationPublishedHint}
          isSelected={published}
          onChange={setPublished}
        />
        {/* Not isPending: its announcement would point at this button after the page has left it. */}
        <Button type="submit" className="button button--primary" isDisabled={action.pending}>
          {t.products.addVariation}
        </Button>
      </Form>
    </section>
  );
}
