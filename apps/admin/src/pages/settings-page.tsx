import { mayCall } from '@shop/contracts/admin-permissions';
import { defaultReturnWindowDays } from '@shop/domain/order-lifecycle';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { fetchStoreSettings, type StoreSettings, updateStoreSettings } from '../api/office-calls.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { NumberInputField } from '../components/fields/number-input-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { useMember } from '../session/session-context.tsx';

/** The return window of each store: owners change it (at least 14 days), others read it. */
export function SettingsPage() {
  const t = useMessages();
  const member = useMember();
  const settings = useResource(useCallback((signal: AbortSignal) => fetchStoreSettings(signal), []));
  const mayEdit = mayCall(member.role, 'PUT', '/settings/stores/{store}');
  return (
    <>
      <PageHeading title={t.settings.title} />
      <section className="card" aria-labelledby="return-windows">
        <h2 className="section-title" id="return-windows">
          {t.settings.returnWindows}
        </h2>
        <p className="muted">{mayEdit ? t.settings.intro : t.settings.readOnly}</p>
        <ResourceView resource={settings}>
          {(data) =>
            mayEdit ? (
              <div className="settings-grid">
                {data.stores.map((store) => (
                  <ReturnWindowForm key={store.store} settings={store} />
                ))}
              </div>
            ) : (
              <ReturnWindowTable stores={data.stores} />
            )
          }
        </ResourceView>
      </section>
    </>
  );
}

function ReturnWindowTable({ stores }: { readonly stores: readonly StoreSettings[] }) {
  const t = useMessages();
  const format = useFormat();
  return (
    <TableFrame label={t.settings.returnWindows}>
      <table className="table">
        <caption className="visually-hidden">{t.settings.returnWindows}</caption>
        <thead>
          <tr>
            <th scope="col">{t.common.store}</th>
            <th scope="col" className="numeric">
              {t.settings.days}
            </th>
            <th scope="col">{t.settings.updated}</th>
          </tr>
        </thead>
        <tbody>
          {stores.map((store) => (
            <tr key={store.store}>
              <th scope="row">{t.stores[store.store]}</th>
              <td className="numeric">{format.count(store.return_window_days)}</td>
              <td>
                <time dateTime={dateTimeAttribute(store.updated_at)}>
                  {format.dateTime(store.updated_at)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ReturnWindowForm({ settings }: { readonly settings: StoreSettings }) {
  const t = useMessages();
  const format = useFormat();
  const announce = useAnnounce();
  const [saved, setSaved] = useState(settings);
  const [days, setDays] = useState(settings.return_window_days);
  const [problem, setProblem] = useState<string>();
  const action = useAction();
  const storeName = t.stores[settings.store];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!Number.isInteger(days) || days < defaultReturnWindowDays) {
      setProblem(t.settings.atLeast(defaultReturnWindowDays));
      return;
    }
    setProblem(undefined);
    const outcome = await action.run(() => updateStoreSettings(settings.store, days));
    if (outcome.ok) {
      setSaved(outcome.value);
      setDays(outcome.value.return_window_days);
      announce(t.settings.saved(storeName, outcome.value.return_window_days));
    }
  };

  return (
    <Form
      className="card card--inset form"
      onSubmit={submit}
      validationBehavior="aria"
      aria-label={storeName}
    >
      <h3 className="subsection-title">{storeName}</h3>
      <FormError error={action.error} fieldPaths={['return_window_days']} />
      <NumberInputField
        label={t.settings.days}
        value={days}
        onChange={setDays}
        minValue={defaultReturnWindowDays}
        maxValue={365}
        error={problem ?? fieldErrorsOf(action.error).return_window_days}
        description={t.settings.updatedAt(format.dateTime(saved.updated_at))}
      />
      <Button type="submit" className="button button--secondary" isPending={action.pending}>
        {t.common.save}
      </Button>
    </Form>
  );
}
