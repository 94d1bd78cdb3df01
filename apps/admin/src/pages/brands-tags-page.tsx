import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import {
  type AdminBrand,
  type AdminTag,
  createBrand,
  createTag,
  fetchBrands,
  fetchTags,
  moveBrand,
  removeBrand,
  removeTag,
  updateBrand,
  updateTag,
} from '../api/catalog-tree-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { RemoveDialog } from '../components/catalog-trees/remove-dialog.tsx';
import { SearchTriggersSection } from '../components/catalog-trees/search-triggers-section.tsx';
import {
  changedTextsOf,
  draftOf,
  newTextsOf,
  TreeTextsFields,
  treeTextPaths,
} from '../components/catalog-trees/tree-texts-fields.tsx';
import { CheckboxInputField } from '../components/fields/checkbox-input-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { useMessages } from '../i18n/language-context.tsx';

function nameOf(item: AdminBrand | AdminTag): string {
  return item.texts.sv?.name ?? Object.values(item.texts)[0]?.name ?? `#${item.id}`;
}

/** Issue 17: brands (names per language, order and the menu), tags (names per language) and search triggers. */
export function BrandsTagsPage() {
  const t = useMessages();
  return (
    <>
      <PageHeading title={t.trees.brandsTagsTitle} />
      <BrandsSection />
      <TagsSection />
      <SearchTriggersSection />
    </>
  );
}

function BrandsSection() {
  const t = useMessages();
  const announce = useAnnounce();
  const brands = useResource(useCallback((signal: AbortSignal) => fetchBrands(signal), []));
  const [editingId, setEditingId] = useState<number | null>(null);
  const move = useAction();
  return (
    <section className="card" aria-labelledby="brands">
      <h2 className="section-title" id="brands">
        {t.trees.brands}
      </h2>
      <ResourceView resource={brands}>
        {(data) => {
          const editing = data.brands.find((brand) => brand.id === editingId);
          return (
            <div className="two-columns">
              <div>
                <FormError error={move.error} />
                <TableFrame label={t.trees.brands}>
                  <table className="table">
                    <caption className="visually-hidden">{t.trees.brands}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.trees.name}</th>
                        <th scope="col">{t.trees.inMenu}</th>
                        <th scope="col" className="numeric">
                          {t.trees.productsColumn}
                        </th>
                        <th scope="col">{t.trees.actions}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.brands.map((brand, index) => (
                        <tr key={brand.id}>
                          <th scope="row">{nameOf(brand)}</th>
                          <td>{brand.in_menu ? t.common.yes : t.common.no}</td>
                          <td className="numeric">{brand.product_count}</td>
                          <td>
                            <span className="row-actions">
                              {(['up', 'down'] as const).map((direction) => (
                                <Button
                                  key={direction}
                                  className="button button--secondary button--small"
                                  aria-label={
                                    direction === 'up'
                                      ? t.trees.moveUp(nameOf(brand))
                                      : t.trees.moveDown(nameOf(brand))
                                  }
                                  isDisabled={
                                    move.pending ||
                                    (direction === 'up' ? index === 0 : index === data.brands.length - 1)
                                  }
                                  onPress={async () => {
                                    const outcome = await move.run(() => moveBrand(brand.id, direction));
                                    if (outcome.ok) {
                                      brands.replace(outcome.value);
                                      announce(t.trees.moved(nameOf(brand)));
                                    }
                                  }}
                                >
                                  {direction === 'up' ? '↑' : '↓'}
                                </Button>
                              ))}
                              <Button
                                className="button button--link button--small"
                                aria-label={t.trees.edit(nameOf(brand))}
                                onPress={() => setEditingId(brand.id)}
                              >
                                {t.trees.editShort}
                              </Button>
                              <RemoveDialog
                                name={nameOf(brand)}
                                remove={() => removeBrand(brand.id)}
                                onRemoved={(list) => {
                                  if (editingId === brand.id) setEditingId(null);
                                  brands.replace(list);
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
              <ItemForm
                key={editing ? `brand-${editing.id}` : 'brand-new'}
                kind="brand"
                editing={editing}
                onSaved={(saved) => {
                  brands.reload();
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

function TagsSection() {
  const t = useMessages();
  const tags = useResource(useCallback((signal: AbortSignal) => fetchTags(signal), []));
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <section className="card" aria-labelledby="tags">
      <h2 className="section-title" id="tags">
        {t.trees.tags}
      </h2>
      <ResourceView resource={tags}>
        {(data) => {
          const editing = data.tags.find((tag) => tag.id === editingId);
          return (
            <div className="two-columns">
              <TableFrame label={t.trees.tags}>
                <table className="table">
                  <caption className="visually-hidden">{t.trees.tags}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.trees.name}</th>
                      <th scope="col">{t.trees.slug}</th>
                      <th scope="col" className="numeric">
                        {t.trees.productsColumn}
                      </th>
                      <th scope="col">{t.trees.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.tags.map((tag) => (
                      <tr key={tag.id}>
                        <th scope="row">{nameOf(tag)}</th>
                        <td>{tag.texts.sv?.slug}</td>
                        <td className="numeric">{tag.product_count}</td>
                        <td>
                          <span className="row-actions">
                            <Button
                              className="button button--link button--small"
                              aria-label={t.trees.edit(nameOf(tag))}
                              onPress={() => setEditingId(tag.id)}
                            >
                              {t.trees.editShort}
                            </Button>
                            <RemoveDialog
                              name={nameOf(tag)}
                              remove={() => removeTag(tag.id)}
                              onRemoved={(list) => {
                                if (editingId === tag.id) setEditingId(null);
                                tags.replace(list);
                              }}
                            />
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableFrame>
              <ItemForm
                key={editing ? `tag-${editing.id}` : 'tag-new'}
                kind="tag"
                editing={editing}
                onSaved={(saved) => {
                  tags.reload();
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

interface ItemFormProps {
  readonly kind: 'brand' | 'tag';
  readonly editing: AdminBrand | AdminTag | undefined;
  readonly onSaved: (item: AdminBrand | AdminTag) => void;
  readonly onNew: () => void;
}

/** Adds or changes a brand (with its menu flag) or a tag, in every store language. */
function ItemForm({ kind, editing, onSaved, onNew }: ItemFormProps) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const saved = draftOf(editing?.texts);
  const [texts, setTexts] = useState(saved);
  const savedInMenu = editing && 'in_menu' in editing ? editing.in_menu : false;
  const [inMenu, setInMenu] = useState(savedInMenu);
  const errors = fieldErrorsOf(action.error);
  const headingId = `${kind}-form`;
  const heading = useRef<HTMLHeadingElement>(null);
  // The form sits beside a long table: choosing Edit takes the focus (and the view) to it.
  const editingId = editing?.id;
  useEffect(() => {
    if (editingId !== undefined) heading.current?.focus();
  }, [editingId]);
  const title = editing
    ? t.trees.edit(nameOf(editing))
    : kind === 'brand'
      ? t.trees.newBrand
      : t.trees.newTag;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const write = (): Promise<AdminBrand | AdminTag> => {
      if (kind === 'brand') {
        return editing
          ? updateBrand(editing.id, {
              ...(inMenu !== savedInMenu ? { in_menu: inMenu } : {}),
              texts: changedTextsOf(texts, saved),
            })
          : createBrand({ in_menu: inMenu, texts: newTextsOf(texts) });
      }
      return editing
        ? updateTag(editing.id, { texts: changedTextsOf(texts, saved) })
        : createTag({ texts: newTextsOf(texts) });
    };
    const outcome = await action.run(write);
    if (outcome.ok) {
      announce(editing ? t.trees.saved(nameOf(outcome.value)) : t.trees.created(nameOf(outcome.value)));
      onSaved(outcome.value);
    }
  };

  return (
    <div>
      <h3 className="subsection-title" id={headingId} ref={heading} tabIndex={-1}>
        {title}
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
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby={headingId}>
        <FormError error={action.error} fieldPaths={['in_menu', ...treeTextPaths]} />
        {kind === 'brand' ? (
          <CheckboxInputField label={t.trees.showInMenu} isSelected={inMenu} onChange={setInMenu} />
        ) : null}
        <TreeTextsFields draft={texts} onChange={setTexts} errors={errors} />
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {editing ? t.common.save : t.trees.add}
        </Button>
      </Form>
    </div>
  );
}
