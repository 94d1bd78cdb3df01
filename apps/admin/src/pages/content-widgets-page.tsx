import { widgetStatuses } from '@shop/contracts/admin-content';
import type { LocaleCode } from '@shop/domain/locales';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { type AdminWidget, fetchWidgets, saveWidget } from '../api/content-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { ContentFormError, isVersionConflict } from '../components/content/content-form-error.tsx';
import { ContentNav } from '../components/content/content-nav.tsx';
import { useContentStore } from '../components/content/content-store.ts';
import { RichTextField } from '../components/content/rich-text-field.tsx';
import { CheckboxInputField } from '../components/fields/checkbox-input-field.tsx';
import { SelectField } from '../components/fields/select-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useMessages } from '../i18n/language-context.tsx';

/** Issue 17: every widget slug of spec 7 of a store: the store and header messages, the cart texts, the footer, the cookie alert. */
export function ContentWidgetsPage() {
  const t = useMessages();
  const [store] = useContentStore();
  const widgets = useResource(useCallback((signal: AbortSignal) => fetchWidgets(store, signal), [store]));
  return (
    <>
      <PageHeading title={t.content.widgetsTitle} />
      <ContentNav />
      <p className="muted">{t.content.widgetsIntro}</p>
      <ResourceView resource={widgets}>
        {(data) => (
          <div className="content-stack">
            {data.widgets.map((widget) => (
              <WidgetForm
                key={`${store}:${widget.slug}:${widget.version}`}
                store={store}
                widget={widget}
                onStale={widgets.reload}
              />
            ))}
          </div>
        )}
      </ResourceView>
    </>
  );
}

type Column = NonNullable<AdminWidget['columns']>[number];

/** A footer column's links as lines "label | url": quick to type, and the server checks every url. */
function linksToText(column: Column): string {
  return column.links.map((link) => `${link.label} | ${link.url}`).join('\n');
}

function textToLinks(text: string): Column['links'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf('|');
      return at < 0
        ? { label: line, url: '' }
        : { label: line.slice(0, at).trim(), url: line.slice(at + 1).trim() };
    });
}

function WidgetForm({
  store,
  widget,
  onStale,
}: {
  readonly store: LocaleCode;
  readonly widget: AdminWidget;
  readonly onStale: () => void;
}) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [version, setVersion] = useState(widget.version);
  const [content, setContent] = useState(widget.content);
  const [hidden, setHidden] = useState(widget.hidden);
  const [status, setStatus] = useState(widget.status);
  const [columns, setColumns] = useState(
    (widget.columns ?? []).map((column) => ({ title: column.title, links: linksToText(column) })),
  );
  const isFooter = widget.slug === 'footer-columns';
  const name = t.content.widgetNames[widget.slug];
  const errors = fieldErrorsOf(action.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      saveWidget(store, widget.slug, {
        content: isFooter ? '' : content,
        hidden,
        status,
        ...(isFooter
          ? { columns: columns.map((column) => ({ title: column.title, links: textToLinks(column.links) })) }
          : {}),
        version,
      }),
    );
    if (outcome.ok) {
      setVersion(outcome.value.version);
      setContent(outcome.value.content);
      announce(t.content.widgetSaved(name));
    } else if (isVersionConflict(outcome.error)) onStale();
  };

  return (
    <Form className="card form" onSubmit={submit} validationBehavior="aria" aria-label={name}>
      <h2 className="section-title">{name}</h2>
      <p className="muted">{t.content.widgetHints[widget.slug]}</p>
      <ContentFormError error={action.error} fieldPaths={['content']} />
      {isFooter ? (
        <div className="content-columns">
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; their place is their identity.
            <fieldset key={index} className="content-columns__column">
              <legend>{t.content.column(index + 1)}</legend>
              <TextInputField
                label={t.content.columnTitle}
                value={column.title}
                onChange={(title) =>
                  setColumns(columns.map((entry, at) => (at === index ? { ...entry, title } : entry)))
                }
                error={errors[`columns.${index}.title`]}
              />
              <TextInputField
                label={t.content.columnLinks}
                description={t.content.columnLinksHint}
                multiline
                value={column.links}
                onChange={(links) =>
                  setColumns(columns.map((entry, at) => (at === index ? { ...entry, links } : entry)))
                }
                error={
                  Object.entries(errors).find(([path]) => path.startsWith(`columns.${index}.links`))?.[1]
                }
              />
            </fieldset>
          ))}
          <Button
            className="button button--secondary button--small"
            onPress={() => setColumns([...columns, { title: '', links: '' }])}
          >
            {t.content.addColumn}
          </Button>
        </div>
      ) : (
        <RichTextField
          label={t.content.text}
          owner={name}
          value={content}
          onChange={setContent}
          error={errors.content}
        />
      )}
      <div className="content-row">
        <SelectField
          label={t.content.status}
          options={widgetStatuses.map((id) => ({ id, label: t.content.widgetStatus[id] }))}
          value={status}
          onChange={setStatus}
        />
        <CheckboxInputField label={t.content.hidden} isSelected={hidden} onChange={setHidden} />
      </div>
      <Button type="submit" className="button button--primary" isPending={action.pending}>
        {t.common.save}
      </Button>
    </Form>
  );
}
