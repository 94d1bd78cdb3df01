import type { LocaleCode } from '@shop/domain/locales';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { type AdminDeal, createDeal, fetchDeals, updateDeal } from '../api/content-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { ContentFormError, isVersionConflict } from '../components/content/content-form-error.tsx';
import { ContentNav } from '../components/content/content-nav.tsx';
import { useContentStore } from '../components/content/content-store.ts';
import { NumberInputField } from '../components/fields/number-input-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

/** Issue 17: a store's deals (spec 3, Deal): the product, the discount and the window it runs in. */
export function ContentDealsPage() {
  const t = useMessages();
  const [store] = useContentStore();
  const deals = useResource(useCallback((signal: AbortSignal) => fetchDeals(store, signal), [store]));
  const [editing, setEditing] = useState<AdminDeal | null>(null);
  return (
    <>
      <PageHeading title={t.content.dealsTitle} />
      <ContentNav />
      <DealForm
        key={`${store}:${editing?.id ?? 'new'}:${editing?.version ?? 0}`}
        store={store}
        deal={editing}
        onSaved={() => {
          setEditing(null);
          deals.reload();
        }}
        onCancel={() => setEditing(null)}
      />
      <ResourceView resource={deals}>
        {(data) => <DealsTable deals={data.deals} onEdit={setEditing} />}
      </ResourceView>
    </>
  );
}

function DealsTable({
  deals,
  onEdit,
}: {
  readonly deals: readonly AdminDeal[];
  readonly onEdit: (deal: AdminDeal) => void;
}) {
  const t = useMessages();
  const format = useFormat();
  if (deals.length === 0) return <p className="empty">{t.content.noDeals}</p>;
  return (
    <div className="card card--flush">
      <TableFrame label={t.content.dealsTitle}>
        <table className="table">
          <caption className="visually-hidden">{t.content.dealsTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.content.dealTitle}</th>
              <th scope="col">{t.content.product}</th>
              <th scope="col" className="numeric">
                {t.content.discount}
              </th>
              <th scope="col">{t.content.window}</th>
              <th scope="col">{t.content.status}</th>
              <th scope="col">
                <span className="visually-hidden">{t.content.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deals.map((deal) => (
              <tr key={deal.id}>
                <th scope="row">{deal.title}</th>
                <td>
                  <span className="cell-main">{deal.product_name}</span>
                  <span className="cell-sub">{deal.product_sku}</span>
                </td>
                <td className="numeric">{deal.discount} %</td>
                <td>
                  <time dateTime={dateTimeAttribute(deal.starts_at)}>{format.dateTime(deal.starts_at)}</time>
                  {' – '}
                  <time dateTime={dateTimeAttribute(deal.expires_at)}>
                    {format.dateTime(deal.expires_at)}
                  </time>
                </td>
                <td>
                  {deal.running ? (
                    <StatusBadge status="delivered" label={t.content.running} />
                  ) : (
                    <span className="muted">{t.content.notRunning}</span>
                  )}
                </td>
                <td>
                  <Button className="button button--secondary button--small" onPress={() => onEdit(deal)}>
                    {t.content.editDeal(deal.title)}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}

function DealForm({
  store,
  deal,
  onSaved,
  onCancel,
}: {
  readonly store: LocaleCode;
  readonly deal: AdminDeal | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [product, setProduct] = useState(deal?.product_sku ?? '');
  const [title, setTitle] = useState(deal?.title ?? '');
  const [discount, setDiscount] = useState(deal?.discount ?? 10);
  const [startsAt, setStartsAt] = useState(deal?.starts_at ?? '');
  const [expiresAt, setExpiresAt] = useState(deal?.expires_at ?? '');
  const errors = fieldErrorsOf(action.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { product: product.trim(), title, discount, starts_at: startsAt, expires_at: expiresAt };
    const outcome = await action.run(() =>
      deal ? updateDeal(store, deal.id, { ...body, version: deal.version }) : createDeal(store, body),
    );
    if (outcome.ok) {
      announce(t.content.dealSaved(outcome.value.title));
      onSaved();
    } else if (isVersionConflict(outcome.error)) onSaved();
  };

  const heading = deal ? t.content.editDeal(deal.title) : t.content.newDeal;
  return (
    <Form className="card form" onSubmit={submit} validationBehavior="aria" aria-label={heading}>
      <h2 className="section-title">{heading}</h2>
      <ContentFormError
        error={action.error}
        fieldPaths={['product', 'title', 'discount', 'starts_at', 'expires_at']}
      />
      <div className="content-row">
        <TextInputField
          label={t.content.product}
          description={t.content.productHint}
          value={product}
          onChange={setProduct}
          error={errors.product}
          isRequired
        />
        <TextInputField
          label={t.content.dealTitle}
          value={title}
          onChange={setTitle}
          error={errors.title}
          isRequired
        />
        <NumberInputField
          label={t.content.discount}
          value={discount}
          onChange={setDiscount}
          minValue={1}
          maxValue={100}
          error={errors.discount}
        />
      </div>
      <div className="content-row">
        <TextInputField
          label={t.content.startsAt}
          description={t.content.timeHint}
          value={startsAt}
          onChange={setStartsAt}
          error={errors.starts_at}
          isRequired
        />
        <TextInputField
          label={t.content.expiresAt}
          description={t.content.timeHint}
          value={expiresAt}
          onChange={setExpiresAt}
          error={errors.expires_at}
          isRequired
        />
      </div>
      <div className="actions__buttons">
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {deal ? t.common.save : t.content.addDeal}
        </Button>
        {deal ? (
          <Button className="button button--secondary" onPress={onCancel}>
            {t.common.cancel}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
