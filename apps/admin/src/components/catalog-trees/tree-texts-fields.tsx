import type { ChangedTexts, NewTexts, TreeText } from '@shop/contracts/admin-catalog-trees';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { useMessages } from '../../i18n/language-context.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';

/** What the form holds of a category's, brand's or tag's texts: every language, empty when none. */
export type TextsDraft = Record<LocaleCode, TreeText>;

export function draftOf(texts: Partial<Record<LocaleCode, TreeText>> = {}): TextsDraft {
  const draft = {} as TextsDraft;
  for (const locale of localeCodes) {
    const text = texts[locale];
    draft[locale] = { name: text?.name ?? '', slug: text?.slug ?? '', description: text?.description ?? '' };
  }
  return draft;
}

/** A new item's texts: the languages given a name (the server fills the others from the first). */
export function newTextsOf(draft: TextsDraft): NewTexts {
  const texts: NewTexts = {};
  for (const locale of localeCodes) {
    const text = draft[locale];
    if (text.name.trim() === '') continue;
    texts[locale] = {
      name: text.name,
      ...(text.slug.trim() ? { slug: text.slug.trim() } : {}),
      ...(text.description ? { description: text.description } : {}),
    };
  }
  return texts;
}

/** Only what changed since the saved texts, so a save never rewrites a field nobody touched. */
export function changedTextsOf(draft: TextsDraft, saved: TextsDraft): ChangedTexts {
  const texts: ChangedTexts = {};
  for (const locale of localeCodes) {
    const now = draft[locale];
    const before = saved[locale];
    const change = {
      ...(now.name !== before.name ? { name: now.name } : {}),
      ...(now.slug !== before.slug ? { slug: now.slug.trim() } : {}),
      ...(now.description !== before.description ? { description: now.description } : {}),
    };
    if (Object.keys(change).length > 0) texts[locale] = change;
  }
  return texts;
}

interface TreeTextsFieldsProps {
  readonly draft: TextsDraft;
  readonly onChange: (draft: TextsDraft) => void;
  readonly errors: Readonly<Record<string, string>>;
  readonly withDescription?: boolean;
  /** Slugs are URLs: a category holding products keeps its own. */
  readonly slugDisabled?: boolean;
}

/** Name, slug and description in each of the five store languages, one fieldset per language. */
export function TreeTextsFields({
  draft,
  onChange,
  errors,
  withDescription = false,
  slugDisabled = false,
}: TreeTextsFieldsProps) {
  const t = useMessages();
  const set = (locale: LocaleCode, field: keyof TreeText, value: string) =>
    onChange({ ...draft, [locale]: { ...draft[locale], [field]: value } });
  return (
    <>
      {localeCodes.map((locale) => (
        <fieldset key={locale} className="tree-texts">
          <legend className="subsection-title">{t.trees.textsIn(t.trees.languages[locale])}</legend>
          <TextInputField
            label={t.trees.name}
            value={draft[locale].name}
            onChange={(value) => set(locale, 'name', value)}
            maxLength={200}
            error={errors[`texts.${locale}.name`] ?? (locale === 'sv' ? errors.texts : undefined)}
          />
          <TextInputField
            label={t.trees.slug}
            value={draft[locale].slug}
            onChange={(value) => set(locale, 'slug', value)}
            maxLength={200}
            isDisabled={slugDisabled}
            description={slugDisabled ? t.trees.slugLocked : t.trees.slugHint}
            error={errors[`texts.${locale}.slug`]}
          />
          {withDescription ? (
            <TextInputField
              label={t.trees.description}
              value={draft[locale].description}
              onChange={(value) => set(locale, 'description', value)}
              multiline
              error={errors[`texts.${locale}.description`]}
            />
          ) : null}
        </fieldset>
      ))}
    </>
  );
}

/** Every field path the texts fields show their errors at. */
export const treeTextPaths = [
  'texts',
  ...localeCodes.flatMap((locale) =>
    ['name', 'slug', 'description'].map((field) => `texts.${locale}.${field}`),
  ),
];
