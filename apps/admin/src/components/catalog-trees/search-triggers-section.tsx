import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import {
  createSearchTrigger,
  fetchSearchTriggers,
  removeSearchTrigger,
} from '../../api/catalog-tree-calls.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { useAction } from '../../api/use-action.ts';
import { useResource } from '../../api/use-resource.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import { ResourceView } from '../load-state.tsx';
import { useAnnounce } from '../notice-region.tsx';
import { TableFrame } from '../table-frame.tsx';

/** Issue 17: the keywords of a store that suggest a page while a shopper types in the search field. */
export function SearchTriggersSection() {
  const t = useMessages();
  const announce = useAnnounce();
  const triggers = useResource(useCallback((signal: AbortSignal) => fetchSearchTriggers(signal), []));
  const [store, setStore] = useState<LocaleCode>('sv');
  const [keyword, setKeyword] = useState('');
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const add = useAction();
  const remove = useAction();
  const errors = fieldErrorsOf(add.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await add.run(() => createSearchTrigger({ store, keyword, url, url_title: title }));
    if (outcome.ok) {
      triggers.reload();
      setKeyword('');
      setUrl('');
      setTitle('');
      announce(t.trees.triggerAdded(outcome.value.keyword));
    }
  };

  return (
    <section className="card" aria-labelledby="search-triggers">
      <h2 className="section-title" id="search-triggers">
        {t.trees.triggersTitle}
      </h2>
      <p className="muted">{t.trees.triggersIntro}</p>
      <SelectField
        label={t.common.store}
        options={localeCodes.map((code) => ({ id: code, label: t.stores[code] }))}
        value={store}
        onChange={setStore}
      />
      <div className="two-columns">
        <ResourceView resource={triggers}>
          {(data) => {
            const shown = data.search_triggers.filter((trigger) => trigger.store === store);
            return (
              <div>
                <FormError error={remove.error} />
                <TableFrame label={t.trees.triggersTitle}>
                  <table className="table">
                    <caption className="visually-hidden">{t.trees.triggersOf(t.stores[store])}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.trees.keyword}</th>
                        <th scope="col">{t.trees.triggerPage}</th>
                        <th scope="col">{t.trees.actions}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((trigger) => (
                        <tr key={trigger.id}>
                          <th scope="row">{trigger.keyword}</th>
                          <td>
                            {trigger.url_title}
                            <span className="cell-sub">{trigger.url}</span>
                          </td>
                          <td>
                            <Button
                              className="button button--danger-outline button--small"
                              aria-label={t.trees.removeTrigger(trigger.keyword)}
                              isDisabled={remove.pending}
                              onPress={async () => {
                                const outcome = await remove.run(() => removeSearchTrigger(trigger.id));
                                if (outcome.ok) {
                                  triggers.replace(outcome.value);
                                  announce(t.trees.triggerRemoved(trigger.keyword));
                                }
                              }}
                            >
                              {t.trees.remove}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableFrame>
                {shown.length === 0 ? <p className="empty">{t.trees.noTriggers}</p> : null}
              </div>
            );
          }}
        </ResourceView>
        <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby="new-trigger">
          <h3 className="subsection-title" id="new-trigger">
            {t.trees.newTrigger(t.stores[store])}
          </h3>
          <FormError error={add.error} fieldPaths={['keyword', 'url', 'url_title']} />
          <TextInputField
            label={t.trees.keyword}
            value={keyword}
            onChange={setKeyword}
            maxLength={100}
            {...(errors.keyword ? { error: errors.keyword } : {})}
          />
          <TextInputField
            label={t.trees.triggerUrl}
            value={url}
            onChange={setUrl}
            description={t.trees.triggerUrlHint}
            {...(errors.url ? { error: errors.url } : {})}
          />
          <TextInputField
            label={t.trees.triggerTitle}
            value={title}
            onChange={setTitle}
            maxLength={200}
            {...(errors.url_title ? { error: errors.url_title } : {})}
          />
          <Button type="submit" className="button button--primary" isPending={add.pending}>
            {t.trees.add}
          </Button>
        </Form>
      </div>
    </section>
  );
}
