import type { UpdateStoreSettingsBody } from '@shop/contracts/admin-office';
import { mayCall } from '@shop/contracts/admin-permissions';
import {
  linkLabelMaxLength,
  type PaymentMethodCode,
  paymentMethodCodes,
  type SettingsLink,
  type SocialNetwork,
  sellingPointMaxLength,
  socialNetworks,
} from '@shop/contracts/store-settings';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { defaultReturnWindowDays } from '@shop/domain/order-lifecycle';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { fetchStoreSettings, type StoreSettings, updateStoreSettings } from '../api/office-calls.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { CheckboxInputField } from '../components/fields/checkbox-input-field.tsx';
import { NumberInputField } from '../components/fields/number-input-field.tsx';
import { SelectField } from '../components/fields/select-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { useMember } from '../session/session-context.tsx';

const networkNames: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/**
 * The stores' settings (issue 17, docs/decisions/025): owners edit one store at a time (return
 * window, payment methods, selling points, customer-service and social links, newsletter embed,
 * review widget); other members read the return windows.
 */
export function SettingsPage() {
  const t = useMessages();
  const member = useMember();
  const settings = useResource(useCallback((signal: AbortSignal) => fetchStoreSettings(signal), []));
  const mayEdit = mayCall(member.role, 'PUT', '/settings/stores/{store}');
  return (
    <>
      <PageHeading title={t.settings.title} />
      <ResourceView resource={settings}>
        {(data) =>
          mayEdit ? (
            <StoreSettingsEditor stores={data.stores} />
          ) : (
            <section className="card" aria-labelledby="return-windows">
              <h2 className="section-title" id="return-windows">
                {t.settings.returnWindows}
              </h2>
              <p className="muted">{t.settings.readOnly}</p>
              <ReturnWindowTable stores={data.stores} />
            </section>
          )
        }
      </ResourceView>
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

function StoreSettingsEditor({ stores }: { readonly stores: readonly StoreSettings[] }) {
  const t = useMessages();
  const [store, setStore] = useState<LocaleCode>('sv');
  const [saved, setSaved] = useState(stores);
  const current = saved.find((settings) => settings.store === store);
  return (
    <section className="card" aria-labelledby="store-settings">
      <h2 className="section-title" id="store-settings">
        {t.settings.storeTitle}
      </h2>
      <p className="muted">{t.settings.storeIntro}</p>
      <SelectField
        label={t.settings.chooseStore}
        options={localeCodes.map((code) => ({ id: code, label: t.stores[code] }))}
        value={store}
        onChange={setStore}
      />
      {current ? (
        <StoreSettingsForm
          key={`${current.store} ${current.updated_at}`}
          settings={current}
          onSaved={(next) =>
            setSaved((all) => all.map((settings) => (settings.store === next.store ? next : settings)))
          }
        />
      ) : null}
    </section>
  );
}

/** The editor's copy of a link: an id keeps React's rows apart while labels are typed. */
interface LinkRow extends SettingsLink {
  readonly id: number;
}

let nextRowId = 0;
const withIds = (links: readonly SettingsLink[]): LinkRow[] =>
  links.map((link) => {
    nextRowId += 1;
    return { ...link, id: nextRowId };
  });

interface TextRow {
  readonly id: number;
  readonly text: string;
}
const textRows = (texts: readonly string[]): TextRow[] =>
  texts.map((text) => {
    nextRowId += 1;
    return { id: nextRowId, text };
  });

function StoreSettingsForm({
  settings,
  onSaved,
}: {
  readonly settings: StoreSettings;
  readonly onSaved: (settings: StoreSettings) => void;
}) {
  const t = useMessages();
  const format = useFormat();
  const announce = useAnnounce();
  const action = useAction();
  const storeName = t.stores[settings.store];
  const [days, setDays] = useState(settings.return_window_days);
  const [methods, setMethods] = useState<readonly PaymentMethodCode[]>(settings.payment_methods);
  const [points, setPoints] = useState(() => textRows(settings.selling_points));
  const [links, setLinks] = useState(() => withIds(settings.customer_service_links));
  const [social, setSocial] = useState(settings.social_links);
  const [newsletter, setNewsletter] = useState(settings.newsletter);
  const [reviews, setReviews] = useState(settings.review_widget);
  const errors = fieldErrorsOf(action.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes: UpdateStoreSettingsBody = {
      return_window_days: days,
      payment_methods: paymentMethodCodes.filter((code) => methods.includes(code)),
      selling_points: points.map((point) => point.text),
      customer_service_links: links.map(({ label, url }) => ({ label, url })),
      social_links: social,
      newsletter,
      review_widget: reviews,
    };
    const outcome = await action.run(() => updateStoreSettings(settings.store, changes));
    if (outcome.ok) {
      onSaved(outcome.value);
      announce(t.settings.storeSaved(storeName));
    }
  };

  const shownPaths = [
    'return_window_days',
    'payment_methods',
    'selling_points',
    ...points.map((_, index) => `selling_points.${index}`),
    'customer_service_links',
    ...links.flatMap((_, index) => [
      `customer_service_links.${index}.label`,
      `customer_service_links.${index}.url`,
    ]),
    ...socialNetworks.map((network) => `social_links.${network}`),
    'newsletter.signup_url',
    'review_widget.id',
  ];

  return (
    <Form className="form store-settings" onSubmit={submit} validationBehavior="aria" aria-label={storeName}>
      <FormError error={action.error} fieldPaths={shownPaths} />
      <p className="muted">{t.settings.updatedAt(format.dateTime(settings.updated_at))}</p>

      <NumberInputField
        label={t.settings.returnWindow}
        value={days}
        onChange={setDays}
        minValue={defaultReturnWindowDays}
        maxValue={365}
        error={errors.return_window_days}
        description={t.settings.returnWindowHint}
      />

      <fieldset className="fieldset">
        <legend className="subsection-title">{t.settings.paymentMethods}</legend>
        <p className="field__hint">{t.settings.paymentMethodsHint}</p>
        {paymentMethodCodes.map((code) => (
          <CheckboxInputField
            key={code}
            label={t.paymentMethods[code]}
            isSelected={methods.includes(code)}
            onChange={(on) =>
              setMethods((chosen) => (on ? [...chosen, code] : chosen.filter((other) => other !== code)))
            }
          />
        ))}
        {errors.payment_methods ? <p className="field__error">{errors.payment_methods}</p> : null}
      </fieldset>

      <fieldset className="fieldset">
        <legend className="subsection-title">{t.settings.sellingPoints}</legend>
        <p className="field__hint">{t.settings.sellingPointsHint}</p>
        {points.map((point, index) => {
          const name = t.settings.sellingPoint(index + 1);
          return (
            <div key={point.id} className="settings-item">
              <TextInputField
                label={name}
                value={point.text}
                maxLength={sellingPointMaxLength}
                onChange={(text) =>
                  setPoints((rows) => rows.map((row) => (row.id === point.id ? { ...row, text } : row)))
                }
                {...optionalError(errors[`selling_points.${index}`])}
              />
              <div className="row-actions">
                {index > 0 ? (
                  <Button
                    className="button button--secondary button--small"
                    onPress={() => setPoints((rows) => moveUp(rows, index))}
                  >
                    {t.settings.moveUp(name)}
                  </Button>
                ) : null}
                <Button
                  className="button button--danger-outline button--small"
                  onPress={() => setPoints((rows) => rows.filter((row) => row.id !== point.id))}
                >
                  {t.settings.remove(name)}
                </Button>
              </div>
            </div>
          );
        })}
        {errors.selling_points ? <p className="field__error">{errors.selling_points}</p> : null}
        {points.length < 5 ? (
          <Button
            className="button button--secondary button--small"
            onPress={() => setPoints((rows) => [...rows, ...textRows([''])])}
          >
            {t.settings.addSellingPoint}
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="fieldset">
        <legend className="subsection-title">{t.settings.customerService}</legend>
        <p className="field__hint">{t.settings.customerServiceHint}</p>
        {links.map((link, index) => (
          <div key={link.id} className="settings-row">
            <TextInputField
              label={t.settings.linkLabel(index + 1)}
              value={link.label}
              maxLength={linkLabelMaxLength}
              onChange={(label) =>
                setLinks((rows) => rows.map((row) => (row.id === link.id ? { ...row, label } : row)))
              }
              {...optionalError(errors[`customer_service_links.${index}.label`])}
            />
            <TextInputField
              label={t.settings.linkUrl(index + 1)}
              value={link.url}
              onChange={(url) =>
                setLinks((rows) => rows.map((row) => (row.id === link.id ? { ...row, url } : row)))
              }
              {...optionalError(errors[`customer_service_links.${index}.url`])}
            />
            <div className="row-actions">
              <Button
                className="button button--danger-outline button--small"
                onPress={() => setLinks((rows) => rows.filter((row) => row.id !== link.id))}
              >
                {t.settings.remove(t.settings.link(index + 1))}
              </Button>
            </div>
          </div>
        ))}
        {links.length < 3 ? (
          <Button
            className="button button--secondary button--small"
            onPress={() => setLinks((rows) => [...rows, ...withIds([{ label: '', url: '' }])])}
          >
            {t.settings.addLink}
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="fieldset">
        <legend className="subsection-title">{t.settings.social}</legend>
        <p className="field__hint">{t.settings.socialHint}</p>
        {socialNetworks.map((network) => (
          <TextInputField
            key={network}
            label={t.settings.socialUrl(networkNames[network])}
            value={social[network] ?? ''}
            onChange={(url) =>
              setSocial((links) => ({ ...links, [network]: url.trim() === '' ? null : url }))
            }
            {...optionalError(errors[`social_links.${network}`])}
          />
        ))}
      </fieldset>

      <fieldset className="fieldset">
        <legend className="subsection-title">{t.settings.newsletter}</legend>
        <CheckboxInputField
          label={t.settings.newsletterEnabled}
          isSelected={newsletter.enabled}
          onChange={(enabled) => setNewsletter((value) => ({ ...value, enabled }))}
        />
        <TextInputField
          label={t.settings.newsletterUrl}
          value={newsletter.signup_url ?? ''}
          description={t.settings.newsletterUrlHint}
          onChange={(url) =>
            setNewsletter((value) => ({ ...value, signup_url: url.trim() === '' ? null : url }))
          }
          {...optionalError(errors['newsletter.signup_url'])}
        />
      </fieldset>

      <fieldset className="fieldset">
        <legend className="subsection-title">{t.settings.reviewWidget}</legend>
        <CheckboxInputField
          label={t.settings.reviewWidgetEnabled}
          description={t.settings.reviewWidgetHint}
          isSelected={reviews.enabled}
          onChange={(enabled) => setReviews((value) => ({ ...value, enabled }))}
        />
        <TextInputField
          label={t.settings.reviewWidgetId}
          value={reviews.id ?? ''}
          onChange={(id) => setReviews((value) => ({ ...value, id: id.trim() === '' ? null : id }))}
          {...optionalError(errors['review_widget.id'])}
        />
      </fieldset>

      <Button type="submit" className="button button--primary" isPending={action.pending}>
        {t.common.save}
      </Button>
    </Form>
  );
}

/** exactOptionalPropertyTypes: a field gets an error prop only when there is one. */
function optionalError(error: string | undefined): { error?: string } {
  return error ? { error } : {};
}

function moveUp<Row>(rows: readonly Row[], index: number): Row[] {
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row !== undefined) next.splice(index - 1, 0, row);
  return next;
}
