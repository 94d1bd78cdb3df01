import type { LocaleCode } from '@shop/domain/locales';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import {
  type AdminContentPage,
  createContentPage,
  fetchContentPage,
  unpublishContentPage,
  updateContentPage,
} from '../api/content-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { ContentFormError, isVersionConflict } from '../components/content/content-form-error.tsx';
import { ContentNav } from '../components/content/content-nav.tsx';
import { contentPath, useContentStore } from '../components/content/content-store.ts';
import { RichTextField } from '../components/content/rich-text-field.tsx';
import { CheckboxInputField } from '../components/fields/checkbox-input-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useMessages } from '../i18n/language-context.tsx';

/** Issue 17: a new content page of the store. */
export function ContentPageNewPage() {
  const t = useMessages();
  const [store] = useContentStore();
  return (
    <>
      <PageHeading title={t.content.newPage} />
      <ContentNav />
      <PageEditor key={store} store={store} page={null} onStale={() => {}} />
    </>
  );
}

/** Issue 17: a content page: its path, title, rich text (previewed as the storefront shows it) and published or not. */
export function ContentPageEditPage() {
  const t = useMessages();
  const [store] = useContentStore();
  const { pageId = '' } = useParams();
  const page = useResource(
    useCallback((signal: AbortSignal) => fetchContentPage(store, pageId, signal), [store, pageId]),
  );
  return (
    <>
      <PageHeading title={page.data ? page.data.title : t.content.pagesTitle} />
      <ContentNav />
      <ResourceView resource={page}>
        {(data) => (
          <PageEditor
            key={`${store}:${data.id}:${data.version}`}
            store={store}
            page={data}
            onStale={page.reload}
          />
        )}
      </ResourceView>
    </>
  );
}

function PageEditor({
  store,
  page,
  onStale,
}: {
  readonly store: LocaleCode;
  readonly page: AdminContentPage | null;
  readonly onStale: () => void;
}) {
  const t = useMessages();
  const announce = useAnnounce();
  const navigate = useNavigate();
  const action = useAction();
  const [saved, setSaved] = useState(page);
  const [path, setPath] = useState(page?.path ?? '/');
  const [title, setTitle] = useState(page?.title ?? '');
  const [body, setBody] = useState(page?.body ?? '');
  const [description, setDescription] = useState(page?.meta_description ?? '');
  const [published, setPublished] = useState(page?.published ?? false);
  const errors = fieldErrorsOf(action.error);

  const settle = (outcome: Awaited<ReturnType<typeof action.run<AdminContentPage>>>) => {
    if (outcome.ok) {
      setSaved(outcome.value);
      setBody(outcome.value.body);
      setPublished(outcome.value.published);
      announce(t.content.pageSaved(outcome.value.title));
      if (!page) navigate(contentPath(`/content/pages/${outcome.value.id}`, store));
    } else if (isVersionConflict(outcome.error)) onStale();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = { path, title, body, meta_description: description, published };
    settle(
      await action.run(() =>
        saved
          ? updateContentPage(store, saved.id, { ...fields, version: saved.version })
          : createContentPage(store, fields),
      ),
    );
  };

  const unpublish = async () => {
    if (saved) settle(await action.run(() => unpublishContentPage(store, saved.id, saved.version)));
  };

  return (
    <Form className="card form" onSubmit={submit} validationBehavior="aria" aria-label={t.content.pageEditor}>
      <ContentFormError error={action.error} fieldPaths={['path', 'title', 'body', 'meta_description']} />
      <div className="content-row">
        <TextInputField
          label={t.content.path}
          description={t.content.pathHint}
          value={path}
          onChange={setPath}
          error={errors.path}
          isRequired
        />
        <TextInputField
          label={t.content.pageTitle}
          value={title}
          onChange={setTitle}
          error={errors.title}
          isRequired
        />
      </div>
      <TextInputField
        label={t.content.metaDescription}
        value={description}
        onChange={setDescription}
        error={errors.meta_description}
      />
      <RichTextField
        label={t.content.body}
        owner={t.content.pageEditor}
        value={body}
        onChange={setBody}
        error={errors.body}
      />
      <CheckboxInputField
        label={t.content.publishedLabel}
        description={t.content.publishedHint}
        isSelected={published}
        onChange={setPublished}
      />
      {saved && !saved.published && saved.preview_token ? (
        <p className="muted">{t.content.previewLink(`/page-preview?token=${saved.preview_token}`)}</p>
      ) : null}
      <div className="actions__buttons">
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.common.save}
        </Button>
        {saved?.published ? (
          <Button className="button button--secondary" onPress={unpublish} isDisabled={action.pending}>
            {t.content.unpublish}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
