import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import {
  type AdminCategory,
  createCategory,
  fetchCategories,
  moveCategory,
  removeCategory,
  updateCategory,
} from '../api/catalog-tree-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { RemoveDialog } from '../components/catalog-trees/remove-dialog.tsx';
import {
  changedTextsOf,
  draftOf,
  newTextsOf,
  TreeTextsFields,
  treeTextPaths,
} from '../components/catalog-trees/tree-texts-fields.tsx';
import { CheckboxInputField } from '../components/fields/checkbox-input-field.tsx';
import { SelectField } from '../components/fields/select-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useMessages } from '../i18n/language-context.tsx';

/** The name staff read a category by: the Swedish store's, the first store. */
function nameOf(category: AdminCategory): string {
  return category.texts.sv?.name ?? Object.values(category.texts)[0]?.name ?? `#${category.id}`;
}

function childrenOf(categories: readonly AdminCategory[], parentId: number | null): AdminCategory[] {
  return categories.filter((category) => category.parent_id === parentId);
}

/** Issue 17: the category tree, ordered with move up / down, and a form to add or change one. */
export function CategoriesPage() {
  const t = useMessages();
  const categories = useResource(useCallback((signal: AbortSignal) => fetchCategories(signal), []));
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <>
      <PageHeading title={t.trees.categoriesTitle} />
      <ResourceView resource={categories}>
        {(data) => {
          const editing = data.categories.find((category) => category.id === editingId);
          return (
            <div className="two-columns">
              <section className="card" aria-labelledby="category-tree">
                <h2 className="section-title" id="category-tree">
                  {t.trees.tree}
                </h2>
                {data.categories.length === 0 ? <p className="empty">{t.trees.empty}</p> : null}
                <CategoryBranch
                  all={data.categories}
                  parentId={null}
                  onEdit={setEditingId}
                  onMoved={(list) => categories.replace(list)}
                />
              </section>
              <CategoryForm
                key={editing ? `edit-${editing.id}` : 'new'}
                all={data.categories}
                editing={editing}
                onSaved={(saved) => {
                  categories.reload();
                  setEditingId(saved.id);
                }}
                onNew={() => setEditingId(null)}
              />
            </div>
          );
        }}
      </ResourceView>
    </>
  );
}

interface BranchProps {
  readonly all: readonly AdminCategory[];
  readonly parentId: number | null;
  readonly onEdit: (id: number) => void;
  readonly onMoved: (list: { categories: AdminCategory[] }) => void;
}

function CategoryBranch({ all, parentId, onEdit, onMoved }: BranchProps) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const siblings = childrenOf(all, parentId);
  if (siblings.length === 0) return null;
  const move = async (category: AdminCategory, direction: 'up' | 'down') => {
    const outcome = await action.run(() => moveCategory(category.id, direction));
    if (outcome.ok) {
      onMoved(outcome.value);
      announce(t.trees.moved(nameOf(category)));
    }
  };
  return (
    <>
      <FormError error={action.error} />
      <ul className={parentId === null ? 'category-tree' : 'category-tree category-tree--nested'}>
        {siblings.map((category, index) => (
          <li key={category.id} className="category-tree__item">
            <div className="category-tree__row">
              <span className="category-tree__name">{nameOf(category)}</span>
              <span className="muted small">/{category.texts.sv?.path}</span>
              {category.show_in_menu ? <span className="tag">{t.trees.inMenu}</span> : null}
              <span className="muted small">{t.trees.productCount(category.product_count)}</span>
              <span className="row-actions">
                <Button
                  className="button button--secondary button--small"
                  aria-label={t.trees.moveUp(nameOf(category))}
                  isDisabled={index === 0 || action.pending}
                  onPress={() => move(category, 'up')}
                >
                  ↑
                </Button>
                <Button
                  className="button button--secondary button--small"
                  aria-label={t.trees.moveDown(nameOf(category))}
                  isDisabled={index === siblings.length - 1 || action.pending}
                  onPress={() => move(category, 'down')}
                >
                  ↓
                </Button>
                <Button
                  className="button button--link button--small"
                  aria-label={t.trees.edit(nameOf(category))}
                  onPress={() => onEdit(category.id)}
                >
                  {t.trees.editShort}
                </Button>
                <RemoveDialog
                  name={nameOf(category)}
                  remove={() => removeCategory(category.id)}
                  onRemoved={onMoved}
                />
              </span>
            </div>
            <CategoryBranch all={all} parentId={category.id} onEdit={onEdit} onMoved={onMoved} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The categories a category may be put under: not itself nor anything below it. */
function parentOptions(all: readonly AdminCategory[], editing: AdminCategory | undefined, top: string) {
  const below = new Set<number>();
  if (editing) {
    const queue = [editing.id];
    while (queue.length > 0) {
      const id = queue.shift() as number;
      below.add(id);
      queue.push(...childrenOf(all, id).map((child) => child.id));
    }
  }
  const depthOf = (category: AdminCategory): number => {
    const parent = all.find((candidate) => candidate.id === category.parent_id);
    return parent ? depthOf(parent) + 1 : 0;
  };
  return [
    { id: 'top', label: top },
    ...all
      .filter((category) => !below.has(category.id))
      .map((category) => ({
        id: String(category.id),
        label: `${'– '.repeat(depthOf(category))}${nameOf(category)}`,
      })),
  ];
}

interface CategoryFormProps {
  readonly all: readonly AdminCategory[];
  readonly editing: AdminCategory | undefined;
  readonly onSaved: (category: AdminCategory) => void;
  readonly onNew: () => void;
}

function CategoryForm({ all, editing, onSaved, onNew }: CategoryFormProps) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const saved = draftOf(editing?.texts);
  const [texts, setTexts] = useState(saved);
  const [parent, setParent] = useState(editing?.parent_id ? String(editing.parent_id) : 'top');
  const [inMenu, setInMenu] = useState(editing?.show_in_menu ?? false);
  const errors = fieldErrorsOf(action.error);
  const holdsProducts = (editing?.product_count ?? 0) > 0;
  const title = editing ? t.trees.editCategory(nameOf(editing)) : t.trees.newCategory;
  const heading = useRef<HTMLHeadingElement>(null);
  // The form sits beside a long tree: choosing Edit takes the focus (and the view) to it.
  const editingId = editing?.id;
  useEffect(() => {
    if (editingId !== undefined) heading.current?.focus();
  }, [editingId]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parentId = parent === 'top' ? null : Number(parent);
    const outcome = await action.run(() =>
      editing
        ? updateCategory(editing.id, {
            ...(parentId !== editing.parent_id ? { parent_id: parentId } : {}),
            ...(inMenu !== editing.show_in_menu ? { show_in_menu: inMenu } : {}),
            texts: changedTextsOf(texts, saved),
          })
        : createCategory({ parent_id: parentId, show_in_menu: inMenu, texts: newTextsOf(texts) }),
    );
    if (outcome.ok) {
      announce(editing ? t.trees.saved(nameOf(outcome.value)) : t.trees.created(nameOf(outcome.value)));
      onSaved(outcome.value);
    }
  };

  return (
    <section className="card" aria-labelledby="category-form">
      <h2 className="section-title" id="category-form" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {editing ? (
        <p>
          <Button className="button button--link" onPress={onNew}>
            {t.trees.addInstead}
          </Button>
        </p>
      ) : (
        <p className="muted">{t.trees.otherLanguagesHint}</p>
      )}
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby="category-form">
        <FormError error={action.error} fieldPaths={['parent_id', 'show_in_menu', ...treeTextPaths]} />
        <SelectField
          label={t.trees.parent}
          options={parentOptions(all, editing, t.trees.topLevel)}
          value={parent}
          onChange={setParent}
          isDisabled={holdsProducts}
          {...(errors.parent_id ? { error: errors.parent_id } : {})}
        />
        <CheckboxInputField label={t.trees.showInMenu} isSelected={inMenu} onChange={setInMenu} />
        <TreeTextsFields
          draft={texts}
          onChange={setTexts}
          errors={errors}
          withDescription
          slugDisabled={holdsProducts}
        />
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {editing ? t.common.save : t.trees.add}
        </Button>
      </Form>
    </section>
  );
}
