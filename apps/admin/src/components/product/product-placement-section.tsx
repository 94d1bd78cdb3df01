import type { VersionConflict } from '@shop/contracts/admin-catalog';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { fetchBrands, fetchCategories } from '../../api/catalog-tree-calls.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { type AdminProduct, updateProduct, versionConflictOf } from '../../api/product-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useResource } from '../../api/use-resource.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { CheckboxInputField } from '../fields/checkbox-input-field.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { FormError } from '../form-error.tsx';
import { ResourceView } from '../load-state.tsx';
import { useAnnounce } from '../notice-region.tsx';
import { labelCategories, withMainCategory } from './category-labels.ts';

interface ProductPlacementSectionProps {
  readonly product: AdminProduct;
  readonly saved: (product: AdminProduct) => void;
  readonly conflicted: (conflict: VersionConflict) => void;
}

interface Choices {
  readonly brands: readonly { readonly id: string; readonly label: string }[];
  readonly categories: ReadonlyMap<number, string>;
}

/** "none" stands for no brand or no category in a select (its ids are strings). */
const none = 'none';

/**
 * Issue 17: the product's brand (the product page links it, the brand page lists it), its main
 * category (lists and the breadcrumb) and the other categories that list it too, so a new product
 * is placed in the shop from its editor.
 */
export function ProductPlacementSection(props: ProductPlacementSectionProps) {
  const t = useMessages();
  const choices = useResource(
    useCallback(async (signal: AbortSignal): Promise<Choices> => {
      const [brands, categories] = await Promise.all([fetchBrands(signal), fetchCategories(signal)]);
      return {
        brands: brands.brands.map((brand) => ({
          id: String(brand.id),
          label: brand.texts.sv?.name || brand.code,
        })),
        categories: labelCategories(categories.categories),
      };
    }, []),
  );
  return (
    <section className="card" aria-labelledby="product-placement">
      <h2 className="section-title" id="product-placement">
        {t.products.placementTitle}
      </h2>
      <ResourceView resource={choices}>{(data) => <PlacementForm {...props} choices={data} />}</ResourceView>
    </section>
  );
}

function PlacementForm({
  product,
  saved,
  conflicted,
  choices,
}: ProductPlacementSectionProps & { readonly choices: Choices }) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [brand, setBrand] = useState(product.brand_id === null ? none : String(product.brand_id));
  const [category, setCategory] = useState(
    product.primary_category_id === null ? none : String(product.primary_category_id),
  );
  const [others, setOthers] = useState<readonly number[]>(() =>
    product.category_ids.filter((id) => id !== product.primary_category_id),
  );
  const errors = fieldErrorsOf(action.error);
  const main = category === none ? null : Number(category);
  const otherNames = others.filter((id) => id !== main).map((id) => choices.categories.get(id) ?? `#${id}`);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      updateProduct(product.id, {
        version: product.version,
        brand_id: brand === none ? null : Number(brand),
        primary_category_id: main,
        category_ids: withMainCategory(others, null, main),
      }),
    );
    if (outcome.ok) {
      saved(outcome.value);
      announce(t.products.placementSaved);
      return;
    }
    const conflict = versionConflictOf(outcome.error);
    if (conflict) conflicted(conflict);
  };

  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <FormError
        error={versionConflictOf(action.error) ? undefined : action.error}
        fieldPaths={['brand_id', 'primary_category_id', 'category_ids']}
      />
      <SelectField
        label={t.products.brand}
        options={[{ id: none, label: t.products.noBrand }, ...choices.brands]}
        value={brand}
        onChange={setBrand}
        error={errors.brand_id}
      />
      <SelectField
        label={t.products.mainCategory}
        options={[
          { id: none, label: t.products.noCategory },
          ...[...choices.categories].map(([id, label]) => ({ id: String(id), label })),
        ]}
        value={category}
        onChange={setCategory}
        error={errors.primary_category_id ?? errors.category_ids}
      />
      <p className="muted">
        {otherNames.length > 0
          ? t.products.otherCategories(otherNames.join(', '))
          : t.products.mainCategoryHint}
      </p>
      <details className="disclosure">
        <summary>{t.products.chooseOtherCategories}</summary>
        <fieldset className="fieldset">
          <legend className="visually-hidden">{t.products.chooseOtherCategories}</legend>
          {[...choices.categories]
            .filter(([id]) => id !== main)
            .map(([id, label]) => (
              <CheckboxInputField
                key={id}
                label={label}
                isSelected={others.includes(id)}
                onChange={(on) =>
                  setOthers((chosen) => (on ? [...chosen, id] : chosen.filter((other) => other !== id)))
                }
              />
            ))}
        </fieldset>
      </details>
      <Button type="submit" className="button button--primary" isPending={action.pending}>
        {t.products.savePlacement}
      </Button>
    </Form>
  );
}
