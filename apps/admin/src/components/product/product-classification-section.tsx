import {
  type ProductTypeName,
  productTypeNames,
  type VersionConflict,
  vatClasses,
} from '@shop/contracts/admin-catalog';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { fetchTags } from '../../api/catalog-tree-calls.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { type AdminProduct, updateProduct, versionConflictOf } from '../../api/product-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useResource } from '../../api/use-resource.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { CheckboxInputField } from '../fields/checkbox-input-field.tsx';
import { NumberInputField } from '../fields/number-input-field.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { FormError } from '../form-error.tsx';
import { ResourceView } from '../load-state.tsx';
import { useAnnounce } from '../notice-region.tsx';

interface ProductClassificationSectionProps {
  readonly product: AdminProduct;
  readonly saved: (product: AdminProduct) => void;
  readonly conflicted: (conflict: VersionConflict) => void;
}

interface TagChoice {
  readonly id: number;
  readonly label: string;
}

type VatClass = (typeof vatClasses)[number];

/** A number field's NaN (left empty) is "none". */
const orNull = (value: number): number | null => (Number.isNaN(value) ? null : value);

/**
 * Issue 17: what the shop's rules read of a product besides its texts: its type (spec 3: Standard,
 * Variant, SET, GiftCard), its VAT rate, the group and discount category that coupons and customer
 * discounts name (spec 5), and its tags. Saved with the product's version, like every section.
 */
export function ProductClassificationSection(props: ProductClassificationSectionProps) {
  const t = useMessages();
  const tags = useResource(
    useCallback(
      async (signal: AbortSignal): Promise<TagChoice[]> =>
        (await fetchTags(signal)).tags.map((tag) => ({ id: tag.id, label: tag.texts.sv?.name || tag.code })),
      [],
    ),
  );
  return (
    <section className="card" aria-labelledby="product-classification">
      <h2 className="section-title" id="product-classification">
        {t.products.classificationTitle}
      </h2>
      <ResourceView resource={tags}>{(data) => <ClassificationForm {...props} tags={data} />}</ResourceView>
    </section>
  );
}

function ClassificationForm({
  product,
  saved,
  conflicted,
  tags,
}: ProductClassificationSectionProps & { readonly tags: readonly TagChoice[] }) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [type, setType] = useState<ProductTypeName>(product.type);
  const [vat, setVat] = useState<VatClass>(product.vat_class);
  const [group, setGroup] = useState(product.group_id ?? Number.NaN);
  const [discountCategory, setDiscountCategory] = useState(product.discount_category ?? Number.NaN);
  const [tagIds, setTagIds] = useState<readonly number[]>(product.tag_ids);
  const errors = fieldErrorsOf(action.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      updateProduct(product.id, {
        version: product.version,
        type,
        vat_class: vat,
        group_id: orNull(group),
        discount_category: orNull(discountCategory),
        tag_ids: tags.filter((tag) => tagIds.includes(tag.id)).map((tag) => tag.id),
      }),
    );
    if (outcome.ok) {
      saved(outcome.value);
      announce(t.products.classificationSaved);
      return;
    }
    const conflict = versionConflictOf(outcome.error);
    if (conflict) conflicted(conflict);
  };

  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <FormError
        error={versionConflictOf(action.error) ? undefined : action.error}
        fieldPaths={['type', 'vat_class', 'group_id', 'discount_category', 'tag_ids']}
      />
      <SelectField
        label={t.products.type}
        options={productTypeNames.map((name) => ({ id: name, label: t.products.types[name] }))}
        value={type}
        onChange={setType}
        error={errors.type}
      />
      <SelectField
        label={t.products.vatClass}
        options={vatClasses.map((code) => ({ id: code, label: t.products.vatClasses[code] }))}
        value={vat}
        onChange={setVat}
        error={errors.vat_class}
      />
      <NumberInputField
        label={t.products.group}
        value={group}
        onChange={setGroup}
        minValue={0}
        useGrouping={false}
        description={t.products.groupHint}
        error={errors.group_id}
      />
      <NumberInputField
        label={t.products.discountCategory}
        value={discountCategory}
        onChange={setDiscountCategory}
        minValue={0}
        useGrouping={false}
        description={t.products.discountCategoryHint}
        error={errors.discount_category}
      />
      <fieldset className="fieldset">
        <legend className="subsection-title">{t.products.tags}</legend>
        {tags.length === 0 ? <p className="muted">{t.products.noTags}</p> : null}
        {tags.map((tag) => (
          <CheckboxInputField
            key={tag.id}
            label={tag.label}
            isSelected={tagIds.includes(tag.id)}
            onChange={(on) =>
              setTagIds((chosen) => (on ? [...chosen, tag.id] : chosen.filter((other) => other !== tag.id)))
            }
          />
        ))}
        {errors.tag_ids ? <p className="field__error">{errors.tag_ids}</p> : null}
      </fieldset>
      <Button type="submit" className="button button--primary" isPending={action.pending}>
        {t.products.saveClassification}
      </Button>
    </Form>
  );
}
