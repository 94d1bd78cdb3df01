import type { VersionConflict } from '@shop/contracts/admin-catalog';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { fetchBrands, fetchPhoneModels, fetchPlugTypes } from '../../api/catalog-tree-calls.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { type AdminProduct, updateProduct, versionConflictOf } from '../../api/product-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useResource } from '../../api/use-resource.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { CheckboxInputField } from '../fields/checkbox-input-field.tsx';
import { NumberInputField } from '../fields/number-input-field.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import { ResourceView } from '../load-state.tsx';
import { useAnnounce } from '../notice-region.tsx';

interface ProductFitsSectionProps {
  readonly product: AdminProduct;
  readonly saved: (product: AdminProduct) => void;
  readonly conflicted: (conflict: VersionConflict) => void;
}

interface FitmentDraft {
  readonly key: number;
  readonly make: string;
  readonly model: string;
  readonly year_from: number;
  readonly year_to: number;
}

/**
 * Issue 17: what the product fits in the storefront's selectors (spec 1): the phone models, a
 * cable's plugs and length, and the vehicles (make, model, years). Saved with the product's version.
 */
export function ProductFitsSection({ product, saved, conflicted }: ProductFitsSectionProps) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const brands = useResource(useCallback((signal: AbortSignal) => fetchBrands(signal), []));
  const models = useResource(useCallback((signal: AbortSignal) => fetchPhoneModels(signal), []));
  const plugs = useResource(useCallback((signal: AbortSignal) => fetchPlugTypes(signal), []));
  const [modelIds, setModelIds] = useState<readonly number[]>(product.phone_model_ids);
  const [brandId, setBrandId] = useState('');
  const [isCable, setIsCable] = useState(product.cable !== null);
  const [plugA, setPlugA] = useState(product.cable?.plug_a ?? '');
  const [plugB, setPlugB] = useState(product.cable?.plug_b ?? '');
  const [length, setLength] = useState(product.cable?.length_cm ?? 100);
  const [fitments, setFitments] = useState<FitmentDraft[]>(
    product.vehicle_fitments.map((fitment, index) => ({ key: index, ...fitment })),
  );
  const [nextKey, setNextKey] = useState(product.vehicle_fitments.length);
  const firstPlug = plugs.data?.plug_types[0]?.code ?? '';
  const errors = fieldErrorsOf(action.error);
  const fitmentPaths = fitments.flatMap((_fitment, index) =>
    ['make', 'model', 'year_from', 'year_to'].map((field) => `vehicle_fitments.${index}.${field}`),
  );
  const setFitment = (key: number, change: Partial<FitmentDraft>) =>
    setFitments(fitments.map((fitment) => (fitment.key === key ? { ...fitment, ...change } : fitment)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      updateProduct(product.id, {
        version: product.version,
        phone_model_ids: [...modelIds],
        // The selects show the first plug until another is picked: that is what is saved.
        cable: isCable ? { plug_a: plugA || firstPlug, plug_b: plugB || firstPlug, length_cm: length } : null,
        vehicle_fitments: fitments.map(({ key: _key, ...fitment }) => fitment),
      }),
    );
    if (outcome.ok) {
      saved(outcome.value);
      announce(t.selectors.fitsSaved);
      return;
    }
    const conflict = versionConflictOf(outcome.error);
    if (conflict) conflicted(conflict);
  };

  return (
    <section className="card" aria-labelledby="product-fits">
      <h2 className="section-title" id="product-fits">
        {t.selectors.fitsTitle}
      </h2>
      <p className="muted">{t.selectors.fitsIntro}</p>
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <FormError
          error={versionConflictOf(action.error) ? undefined : action.error}
          fieldPaths={['cable.plug_a', 'cable.plug_b', 'cable.length_cm', ...fitmentPaths]}
        />
        <fieldset className="tier-list">
          <legend className="subsection-title">{t.selectors.phoneModels}</legend>
          <ResourceView resource={brands}>
            {(brandData) => (
              <ResourceView resource={models}>
                {(data) => {
                  const withModels = brandData.brands.filter((brand) =>
                    data.phone_models.some((model) => model.brand_id === brand.id),
                  );
                  const options = withModels.map((brand) => ({
                    id: String(brand.id),
                    label: brand.texts.sv?.name ?? Object.values(brand.texts)[0]?.name ?? brand.code,
                  }));
                  const firstFitted = data.phone_models.find((model) => modelIds.includes(model.id));
                  const chosen =
                    brandId || (firstFitted ? String(firstFitted.brand_id) : options[0]?.id) || '';
                  const brandName = options.find((option) => option.id === chosen)?.label ?? '';
                  const fitted = data.phone_models.filter((model) => modelIds.includes(model.id));
                  return (
                    <>
                      <p className="muted">
                        {fitted.length > 0
                          ? t.selectors.fitsNow(fitted.map((model) => model.name).join(', '))
                          : t.selectors.fitsNoModel}
                      </p>
                      {errors.phone_model_ids ? (
                        <p className="field__error">{errors.phone_model_ids}</p>
                      ) : null}
                      <SelectField
                        label={t.selectors.brand}
                        options={options}
                        value={chosen}
                        onChange={setBrandId}
                      />
                      <fieldset className="checkbox-list">
                        <legend className="field__label">{t.selectors.modelsItFits(brandName)}</legend>
                        {data.phone_models
                          .filter((model) => String(model.brand_id) === chosen)
                          .map((model) => (
                            <CheckboxInputField
                              key={model.id}
                              label={`${model.name} (${model.release_year})`}
                              isSelected={modelIds.includes(model.id)}
                              onChange={(selected) =>
                                setModelIds(
                                  selected
                                    ? [...modelIds, model.id]
                                    : modelIds.filter((other) => other !== model.id),
                                )
                              }
                            />
                          ))}
                      </fieldset>
                    </>
                  );
                }}
              </ResourceView>
            )}
          </ResourceView>
        </fieldset>
        <fieldset className="tier-list">
          <legend className="subsection-title">{t.selectors.plugTypes}</legend>
          <CheckboxInputField label={t.selectors.isCable} isSelected={isCable} onChange={setIsCable} />
          {isCable ? (
            <ResourceView resource={plugs}>
              {(data) => {
                const options = data.plug_types.map((plug) => ({
                  id: plug.code,
                  label: plug.texts.sv?.name ?? plug.code,
                }));
                const first = options[0]?.id ?? '';
                return (
                  <div className="tier-list__row">
                    <SelectField
                      label={t.selectors.plugA}
                      options={options}
                      value={plugA || first}
                      onChange={setPlugA}
                      {...(errors['cable.plug_a'] ? { error: errors['cable.plug_a'] } : {})}
                    />
                    <SelectField
                      label={t.selectors.plugB}
                      options={options}
                      value={plugB || first}
                      onChange={setPlugB}
                      {...(errors['cable.plug_b'] ? { error: errors['cable.plug_b'] } : {})}
                    />
                    <NumberInputField
                      label={t.selectors.lengthCm}
                      value={length}
                      onChange={setLength}
                      minValue={1}
                      maxValue={100_000}
                      {...(errors['cable.length_cm'] ? { error: errors['cable.length_cm'] } : {})}
                    />
                  </div>
                );
              }}
            </ResourceView>
          ) : null}
        </fieldset>
        <fieldset className="tier-list">
          <legend className="subsection-title">{t.selectors.fitmentsTitle}</legend>
          <p className="muted">{t.selectors.fitmentsHint}</p>
          {fitments.length === 0 ? <p className="muted">{t.selectors.noFitments}</p> : null}
          {fitments.map((fitment, index) => {
            const error = (field: string) => errors[`vehicle_fitments.${index}.${field}`];
            return (
              <div key={fitment.key} className="tier-list__row tier-list__row--fitment">
                <TextInputField
                  label={t.selectors.fitmentMake(index + 1)}
                  value={fitment.make}
                  onChange={(make) => setFitment(fitment.key, { make })}
                  maxLength={100}
                  {...(error('make') ? { error: error('make') } : {})}
                />
                <TextInputField
                  label={t.selectors.fitmentModel(index + 1)}
                  value={fitment.model}
                  onChange={(model) => setFitment(fitment.key, { model })}
                  maxLength={100}
                  {...(error('model') ? { error: error('model') } : {})}
                />
                <NumberInputField
                  label={t.selectors.yearFrom(index + 1)}
                  value={fitment.year_from}
                  onChange={(year_from) => setFitment(fitment.key, { year_from })}
                  minValue={1950}
                  maxValue={2100}
                  useGrouping={false}
                  {...(error('year_from') ? { error: error('year_from') } : {})}
                />
                <NumberInputField
                  label={t.selectors.yearTo(index + 1)}
                  value={fitment.year_to}
                  onChange={(year_to) => setFitment(fitment.key, { year_to })}
                  minValue={1950}
                  maxValue={2100}
                  useGrouping={false}
                  {...(error('year_to') ? { error: error('year_to') } : {})}
                />
                <Button
                  className="button button--secondary"
                  onPress={() => setFitments(fitments.filter((other) => other.key !== fitment.key))}
                >
                  {t.selectors.removeFitment(index + 1)}
                </Button>
              </div>
            );
          })}
          <Button
            className="button button--secondary"
            onPress={() => {
              const year = new Date().getFullYear();
              setFitments([
                ...fitments,
                { key: nextKey, make: '', model: '', year_from: year - 5, year_to: year },
              ]);
              setNextKey(nextKey + 1);
            }}
          >
            {t.selectors.addFitment}
          </Button>
        </fieldset>
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.selectors.saveFits}
        </Button>
      </Form>
    </section>
  );
}
