import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import {
  type AdminPhoneModel,
  type AdminPlugType,
  type AdminVehicle,
  createPhoneModel,
  createPlugType,
  createVehicle,
  fetchBrands,
  fetchPhoneModels,
  fetchPlugTypes,
  fetchVehicles,
  movePhoneModel,
  movePlugType,
  removePhoneModel,
  removePlugType,
  removeVehicle,
  updatePhoneModel,
  updatePlugType,
  updateVehicle,
} from '../api/catalog-tree-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { RemoveDialog } from '../components/catalog-trees/remove-dialog.tsx';
import { NumberInputField } from '../components/fields/number-input-field.tsx';
import { SelectField } from '../components/fields/select-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import type { Messages } from '../i18n/en.ts';
import { useMessages } from '../i18n/language-context.tsx';

/** Issue 17: the data of the storefront's three selectors (spec 1): phone models, plug types, vehicles. */
export function SelectorsPage() {
  const t = useMessages();
  return (
    <>
      <PageHeading title={t.selectors.title} />
      <p className="muted">{t.selectors.intro}</p>
      <PhoneModelsSection />
      <PlugTypesSection />
      <VehiclesSection />
    </>
  );
}

/** Up and down buttons of a row in an ordered list. */
function MoveButtons({
  name,
  isFirst,
  isLast,
  pending,
  onMove,
}: {
  readonly name: string;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  readonly pending: boolean;
  readonly onMove: (direction: 'up' | 'down') => void;
}) {
  const t = useMessages();
  return (
    <>
      {(['up', 'down'] as const).map((direction) => (
        <Button
          key={direction}
          className="button button--secondary button--small"
          aria-label={direction === 'up' ? t.trees.moveUp(name) : t.trees.moveDown(name)}
          isDisabled={pending || (direction === 'up' ? isFirst : isLast)}
          onPress={() => onMove(direction)}
        >
          {direction === 'up' ? '↑' : '↓'}
        </Button>
      ))}
    </>
  );
}

/** The form beside a long table takes the focus (and the view) when Edit is chosen. */
function useFocusOnEdit(editingId: number | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editingId !== undefined) heading.current?.focus();
  }, [editingId]);
  return heading;
}

function PhoneModelsSection() {
  const t = useMessages();
  const announce = useAnnounce();
  const brands = useResource(useCallback((signal: AbortSignal) => fetchBrands(signal), []));
  const models = useResource(useCallback((signal: AbortSignal) => fetchPhoneModels(signal), []));
  const [brandId, setBrandId] = useState<string>('');
  const [editingId, setEditingId] = useState<number | null>(null);
  const move = useAction();
  return (
    <section className="card" aria-labelledby="phone-models">
      <h2 className="section-title" id="phone-models">
        {t.selectors.phoneModels}
      </h2>
      <p className="muted">{t.selectors.phoneModelsIntro}</p>
      <ResourceView resource={brands}>
        {(brandData) => (
          <ResourceView resource={models}>
            {(data) => {
              const withModels = new Set(data.phone_models.map((model) => model.brand_id));
              // Brands with models first, as the storefront's selector lists only those.
              const options = [...brandData.brands]
                .sort((a, b) => Number(withModels.has(b.id)) - Number(withModels.has(a.id)))
                .map((brand) => ({
                  id: String(brand.id),
                  label: brand.texts.sv?.name ?? Object.values(brand.texts)[0]?.name ?? brand.code,
                }));
              const chosen = brandId || options[0]?.id || '';
              const brandName = options.find((option) => option.id === chosen)?.label ?? '';
              const shown = data.phone_models.filter((model) => String(model.brand_id) === chosen);
              const editing = shown.find((model) => model.id === editingId);
              return (
                <>
                  <SelectField
                    label={t.selectors.brand}
                    options={options}
                    value={chosen}
                    onChange={(value) => {
                      setBrandId(value);
                      setEditingId(null);
                    }}
                  />
                  <div className="two-columns">
                    <div>
                      <FormError error={move.error} />
                      <TableFrame label={t.selectors.modelsOf(brandName)}>
                        <table className="table">
                          <caption className="visually-hidden">{t.selectors.modelsOf(brandName)}</caption>
                          <thead>
                            <tr>
                              <th scope="col">{t.trees.name}</th>
                              <th scope="col" className="numeric">
                                {t.selectors.releaseYear}
                              </th>
                              <th scope="col" className="numeric">
                                {t.trees.productsColumn}
                              </th>
                              <th scope="col">{t.trees.actions}</th>
                            </tr>
                          </thead>
                          <tbody>
                            {shown.map((model, index) => (
                              <tr key={model.id}>
                                <th scope="row">
                                  {model.name}
                                  <span className="cell-sub">{model.slug}</span>
                                </th>
                                <td className="numeric">{model.release_year}</td>
                                <td className="numeric">{model.product_count}</td>
                                <td>
                                  <span className="row-actions">
                                    <MoveButtons
                                      name={model.name}
                                      isFirst={shown[index - 1]?.release_year !== model.release_year}
                                      isLast={shown[index + 1]?.release_year !== model.release_year}
                                      pending={move.pending}
                                      onMove={async (direction) => {
                                        const outcome = await move.run(() =>
                                          movePhoneModel(model.id, direction),
                                        );
                                        if (outcome.ok) {
                                          models.replace(outcome.value);
                                          announce(t.trees.moved(model.name));
                                        }
                                      }}
                                    />
                                    <Button
                                      className="button button--link button--small"
                                      aria-label={t.trees.edit(model.name)}
                                      onPress={() => setEditingId(model.id)}
                                    >
                                      {t.trees.editShort}
                                    </Button>
                                    <RemoveDialog
                                      name={model.name}
                                      remove={() => removePhoneModel(model.id)}
                                      onRemoved={(list) => {
                                        if (editingId === model.id) setEditingId(null);
                                        models.replace(list);
                                      }}
                                    />
                                  </span>
                                </td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </TableFrame>
                      {shown.length === 0 ? <p className="empty">{t.selectors.noModels}</p> : null}
                    </div>
                    <PhoneModelForm
                      key={editing ? `model-${editing.id}` : `model-new-${chosen}`}
                      brandId={Number(chosen)}
                      brandName={brandName}
                      editing={editing}
                      onSaved={(saved) => {
                        models.reload();
                        setEditingId(saved.id);
                      }}
                      onNew={() => setEditingId(null)}
                    />
                  </div>
                </>
              );
            }}
          </ResourceView>
        )}
      </ResourceView>
    </section>
  );
}

interface PhoneModelFormProps {
  readonly brandId: number;
  readonly brandName: string;
  readonly editing: AdminPhoneModel | undefined;
  readonly onSaved: (model: AdminPhoneModel) => void;
  readonly onNew: () => void;
}

function PhoneModelForm({ brandId, brandName, editing, onSaved, onNew }: PhoneModelFormProps) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [name, setName] = useState(editing?.name ?? '');
  const [slug, setSlug] = useState(editing?.slug ?? '');
  const [year, setYear] = useState(editing?.release_year ?? new Date().getFullYear());
  const errors = fieldErrorsOf(action.error);
  const heading = useFocusOnEdit(editing?.id);
  const title = editing ? t.trees.edit(editing.name) : t.selectors.newModel(brandName);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      editing
        ? updatePhoneModel(editing.id, {
            ...(name !== editing.name ? { name } : {}),
            ...(slug !== editing.slug ? { slug } : {}),
            ...(year !== editing.release_year ? { release_year: year } : {}),
          })
        : createPhoneModel({ brand_id: brandId, name, release_year: year, ...(slug ? { slug } : {}) }),
    );
    if (outcome.ok) {
      announce(editing ? t.trees.saved(outcome.value.name) : t.trees.created(outcome.value.name));
      onSaved(outcome.value);
    }
  };

  return (
    <section aria-labelledby="phone-model-form">
      <h3 className="subsection-title" id="phone-model-form" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {editing ? (
        <p>
          <Button className="button button--link" onPress={onNew}>
            {t.trees.addInstead}
          </Button>
        </p>
      ) : null}
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby="phone-model-form">
        <FormError error={action.error} fieldPaths={['name', 'slug', 'release_year', 'brand_id']} />
        <TextInputField
          label={t.trees.name}
          value={name}
          onChange={setName}
          maxLength={200}
          {...(errors.name ? { error: errors.name } : {})}
        />
        <TextInputField
          label={t.trees.slug}
          value={slug}
          onChange={setSlug}
          maxLength={200}
          description={t.trees.slugHint}
          {...(errors.slug ? { error: errors.slug } : {})}
        />
        <NumberInputField
          label={t.selectors.releaseYear}
          value={year}
          onChange={setYear}
          minValue={2000}
          maxValue={2100}
          useGrouping={false}
          {...(errors.release_year ? { error: errors.release_year } : {})}
        />
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {editing ? t.common.save : t.trees.add}
        </Button>
      </Form>
    </section>
  );
}

function plugName(plug: AdminPlugType): string {
  return plug.texts.sv?.name ?? Object.values(plug.texts)[0]?.name ?? plug.code;
}

/**
 * Why the API would refuse a new code (decision 026), so the field says it before staff type: the
 * shop draws the plug's image, or cables, search triggers or content links hold the code (uses).
 */
function codeKeptReason(plug: AdminPlugType, text: Messages['selectors']): string | undefined {
  if (plug.has_drawing) return text.codeDrawn;
  if (plug.cable_count > 0) return text.codeUsed(plug.cable_count);
  const countOf = (paths: readonly AdminPlugType['uses'][number]['path'][]) =>
    plug.uses.filter((use) => paths.includes(use.path)).reduce((total, use) => total + use.count, 0);
  const triggers = countOf(['search_triggers']);
  const texts = countOf(['content_pages', 'widgets', 'calendar_doors']);
  return triggers + texts > 0 ? text.codeLinked(triggers, texts) : undefined;
}

function PlugTypesSection() {
  const t = useMessages();
  const announce = useAnnounce();
  const plugs = useResource(useCallback((signal: AbortSignal) => fetchPlugTypes(signal), []));
  const [editingId, setEditingId] = useState<number | null>(null);
  const move = useAction();
  return (
    <section className="card" aria-labelledby="plug-types">
      <h2 className="section-title" id="plug-types">
        {t.selectors.plugTypes}
      </h2>
      <p className="muted">{t.selectors.plugTypesIntro}</p>
      <ResourceView resource={plugs}>
        {(data) => {
          const editing = data.plug_types.find((plug) => plug.id === editingId);
          return (
            <div className="two-columns">
              <div>
                <FormError error={move.error} />
                <TableFrame label={t.selectors.plugTypes}>
                  <table className="table">
                    <caption className="visually-hidden">{t.selectors.plugTypes}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.trees.name}</th>
                        <th scope="col">{t.selectors.code}</th>
                        <th scope="col" className="numeric">
                          {t.selectors.cablesColumn}
                        </th>
                        <th scope="col">{t.trees.actions}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.plug_types.map((plug, index) => (
                        <tr key={plug.id}>
                          <th scope="row">{plugName(plug)}</th>
                          <td>{plug.code}</td>
                          <td className="numeric">{plug.cable_count}</td>
                          <td>
                            <span className="row-actions">
                              <MoveButtons
                                name={plugName(plug)}
                                isFirst={index === 0}
                                isLast={index === data.plug_types.length - 1}
                                pending={move.pending}
                                onMove={async (direction) => {
                                  const outcome = await move.run(() => movePlugType(plug.id, direction));
                                  if (outcome.ok) {
                                    plugs.replace(outcome.value);
                                    announce(t.trees.moved(plugName(plug)));
                                  }
                                }}
                              />
                              <Button
                                className="button button--link button--small"
                                aria-label={t.trees.edit(plugName(plug))}
                                onPress={() => setEditingId(plug.id)}
                              >
                                {t.trees.editShort}
                              </Button>
                              <RemoveDialog
                                name={plugName(plug)}
                                remove={() => removePlugType(plug.id)}
                                onRemoved={(list) => {
                                  if (editingId === plug.id) setEditingId(null);
                                  plugs.replace(list);
                                }}
                              />
                            </span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableFrame>
              </div>
              <PlugTypeForm
                key={editing ? `plug-${editing.id}` : 'plug-new'}
                editing={editing}
                onSaved={(saved) => {
                  plugs.reload();
                  setEditingId(saved.id);
                }}
                onNew={() => setEditingId(null)}
              />
            </div>
          );
        }}
      </ResourceView>
    </section>
  );
}

type PlugDraft = Record<LocaleCode, { name: string; description: string }>;

function PlugTypeForm({
  editing,
  onSaved,
  onNew,
}: {
  readonly editing: AdminPlugType | undefined;
  readonly onSaved: (plug: AdminPlugType) => void;
  readonly onNew: () => void;
}) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const saved = Object.fromEntries(
    localeCodes.map((locale) => [
      locale,
      {
        name: editing?.texts[locale]?.name ?? '',
        description: editing?.texts[locale]?.description ?? '',
      },
    ]),
  ) as PlugDraft;
  const [texts, setTexts] = useState(saved);
  const [code, setCode] = useState(editing?.code ?? '');
  const errors = fieldErrorsOf(action.error);
  const heading = useFocusOnEdit(editing?.id);
  const set = (locale: LocaleCode, field: 'name' | 'description', value: string) =>
    setTexts({ ...texts, [locale]: { ...texts[locale], [field]: value } });
  // The API refuses a new code for these (decision 026); the field says why instead.
  const codeKept = editing ? codeKeptReason(editing, t.selectors) : undefined;
  const textPaths = localeCodes.flatMap((locale) => [`texts.${locale}.name`, `texts.${locale}.description`]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() => {
      if (editing) {
        const changed = Object.fromEntries(
          localeCodes.flatMap((locale) => {
            const now = texts[locale];
            const before = saved[locale];
            if (now.name === before.name && now.description === before.description) return [];
            return [[locale, { name: now.name, description: now.description }]];
          }),
        );
        return updatePlugType(editing.id, {
          ...(code !== editing.code ? { code } : {}),
          texts: changed,
        });
      }
      const given = Object.fromEntries(
        localeCodes.flatMap((locale) =>
          texts[locale].name.trim() === ''
            ? []
            : [[locale, { name: texts[locale].name, description: texts[locale].description }]],
        ),
      );
      return createPlugType({ code, texts: given });
    });
    if (outcome.ok) {
      announce(editing ? t.trees.saved(plugName(outcome.value)) : t.trees.created(plugName(outcome.value)));
      onSaved(outcome.value);
    }
  };

  return (
    <section aria-labelledby="plug-type-form">
      <h3 className="subsection-title" id="plug-type-form" ref={heading} tabIndex={-1}>
        {editing ? t.trees.edit(plugName(editing)) : t.selectors.newPlug}
      </h3>
      {editing ? (
        <p>
          <Button className="button button--link" onPress={onNew}>
            {t.trees.addInstead}
          </Button>
        </p>
      ) : (
        <p className="muted">{t.trees.otherLanguagesHint}</p>
      )}
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby="plug-type-form">
        <FormError error={action.error} fieldPaths={['code', 'texts', ...textPaths]} />
        <TextInputField
          label={t.selectors.code}
          value={code}
          onChange={setCode}
          maxLength={30}
          isDisabled={codeKept !== undefined}
          description={codeKept ?? t.selectors.codeHint}
          {...(errors.code ? { error: errors.code } : {})}
        />
        {localeCodes.map((locale) => (
          <fieldset key={locale} className="tree-texts">
            <legend className="subsection-title">{t.trees.textsIn(t.trees.languages[locale])}</legend>
            <TextInputField
              label={t.trees.name}
              value={texts[locale].name}
              onChange={(value) => set(locale, 'name', value)}
              maxLength={200}
              {...((errors[`texts.${locale}.name`] ?? (locale === 'sv' ? errors.texts : undefined))
                ? { error: errors[`texts.${locale}.name`] ?? errors.texts }
                : {})}
            />
            <TextInputField
              label={t.trees.description}
              value={texts[locale].description}
              onChange={(value) => set(locale, 'description', value)}
              maxLength={1000}
              {...(errors[`texts.${locale}.description`]
                ? { error: errors[`texts.${locale}.description`] }
                : {})}
            />
          </fieldset>
        ))}
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {editing ? t.common.save : t.trees.add}
        </Button>
      </Form>
    </section>
  );
}

function VehiclesSection() {
  const t = useMessages();
  const announce = useAnnounce();
  const vehicles = useResource(useCallback((signal: AbortSignal) => fetchVehicles(signal), []));
  const [editingId, setEditingId] = useState<number | null>(null);
  const remove = useAction();
  return (
    <section className="card" aria-labelledby="vehicles">
      <h2 className="section-title" id="vehicles">
        {t.selectors.vehicles}
      </h2>
      <p className="muted">{t.selectors.vehiclesIntro}</p>
      <ResourceView resource={vehicles}>
        {(data) => {
          const editing = data.vehicles.find((vehicle) => vehicle.id === editingId);
          return (
            <div className="two-columns">
              <div>
                <FormError error={remove.error} />
                <TableFrame label={t.selectors.vehicles}>
                  <table className="table">
                    <caption className="visually-hidden">{t.selectors.vehicles}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.selectors.registration}</th>
                        <th scope="col">{t.selectors.make}</th>
                        <th scope="col" className="numeric">
                          {t.selectors.year}
                        </th>
                        <th scope="col">{t.selectors.fitting}</th>
                        <th scope="col">{t.trees.actions}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.vehicles.map((vehicle) => (
                        <tr key={vehicle.id}>
                          <th scope="row">{vehicle.registration_number}</th>
                          <td>
                            {vehicle.make}
                            <span className="cell-sub">{vehicle.model}</span>
                          </td>
                          <td className="numeric">{vehicle.year}</td>
                          <td>
                            {t.trees.productCount(vehicle.products.length)}
                            <span className="cell-sub">
                              {vehicle.products
                                .slice(0, 3)
                                .map((product) => product.sku)
                                .join(', ')}
                            </span>
                          </td>
                          <td>
                            <span className="row-actions">
                              <Button
                                className="button button--link button--small"
                                aria-label={t.trees.edit(vehicle.registration_number)}
                                onPress={() => setEditingId(vehicle.id)}
                              >
                                {t.trees.editShort}
                              </Button>
                              <Button
                                className="button button--danger-outline button--small"
                                aria-label={t.selectors.removeVehicle(vehicle.registration_number)}
                                isDisabled={remove.pending}
                                onPress={async () => {
                                  const outcome = await remove.run(() => removeVehicle(vehicle.id));
                                  if (outcome.ok) {
                                    vehicles.replace(outcome.value);
                                    if (editingId === vehicle.id) setEditingId(null);
                                    announce(t.selectors.vehicleRemoved(vehicle.registration_number));
                                  }
                                }}
                              >
                                {t.trees.remove}
                              </Button>
                            </span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableFrame>
                {data.vehicles.length === 0 ? <p className="empty">{t.selectors.noVehicles}</p> : null}
              </div>
              <VehicleForm
                key={editing ? `vehicle-${editing.id}` : 'vehicle-new'}
                editing={editing}
                onSaved={(saved) => {
                  vehicles.reload();
                  setEditingId(saved.id);
                }}
                onNew={() => setEditingId(null)}
              />
            </div>
          );
        }}
      </ResourceView>
    </section>
  );
}

function VehicleForm({
  editing,
  onSaved,
  onNew,
}: {
  readonly editing: AdminVehicle | undefined;
  readonly onSaved: (vehicle: AdminVehicle) => void;
  readonly onNew: () => void;
}) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [registration, setRegistration] = useState(editing?.registration_number ?? '');
  const [make, setMake] = useState(editing?.make ?? '');
  const [model, setModel] = useState(editing?.model ?? '');
  const [year, setYear] = useState(editing?.year ?? new Date().getFullYear());
  const errors = fieldErrorsOf(action.error);
  const heading = useFocusOnEdit(editing?.id);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      editing
        ? updateVehicle(editing.id, {
            ...(registration !== editing.registration_number ? { registration_number: registration } : {}),
            ...(make !== editing.make ? { make } : {}),
            ...(model !== editing.model ? { model } : {}),
            ...(year !== editing.year ? { year } : {}),
          })
        : createVehicle({ registration_number: registration, make, model, year }),
    );
    if (outcome.ok) {
      const name = outcome.value.registration_number;
      announce(editing ? t.trees.saved(name) : t.trees.created(name));
      onSaved(outcome.value);
    }
  };

  return (
    <section aria-labelledby="vehicle-form">
      <h3 className="subsection-title" id="vehicle-form" ref={heading} tabIndex={-1}>
        {editing ? t.trees.edit(editing.registration_number) : t.selectors.newVehicle}
      </h3>
      {editing ? (
        <p>
          <Button className="button button--link" onPress={onNew}>
            {t.trees.addInstead}
          </Button>
        </p>
      ) : null}
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby="vehicle-form">
        <FormError error={action.error} fieldPaths={['registration_number', 'make', 'model', 'year']} />
        <TextInputField
          label={t.selectors.registration}
          value={registration}
          onChange={setRegistration}
          maxLength={20}
          description={t.selectors.registrationHint}
          {...(errors.registration_number ? { error: errors.registration_number } : {})}
        />
        <TextInputField
          label={t.selectors.make}
          value={make}
          onChange={setMake}
          maxLength={100}
          {...(errors.make ? { error: errors.make } : {})}
        />
        <TextInputField
          label={t.selectors.model}
          value={model}
          onChange={setModel}
          maxLength={100}
          {...(errors.model ? { error: errors.model } : {})}
        />
        <NumberInputField
          label={t.selectors.year}
          value={year}
          onChange={setYear}
          minValue={1950}
          maxValue={2100}
          useGrouping={false}
          {...(errors.year ? { error: errors.year } : {})}
        />
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {editing ? t.common.save : t.trees.add}
        </Button>
      </Form>
    </section>
  );
}
