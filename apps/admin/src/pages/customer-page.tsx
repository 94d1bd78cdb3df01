import { customerDiscountsMaxEntries } from '@shop/contracts/admin-office';
import { mayCall } from '@shop/contracts/admin-permissions';
import { isLocaleCode } from '@shop/domain/locales';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useParams } from 'react-router';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { type CustomerDetail, fetchCustomer, updateCustomerDiscounts } from '../api/office-calls.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { NumberInputField } from '../components/fields/number-input-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { useMember } from '../session/session-context.tsx';

/** A customer account: its details, its category discounts (owners change them) and its orders. */
export function CustomerPage() {
  const { customerId = '' } = useParams();
  const t = useMessages();
  const customer = useResource(
    useCallback((signal: AbortSignal) => fetchCustomer(customerId, signal), [customerId]),
  );
  const title =
    customer.data && String(customer.data.id) === customerId
      ? customer.data.name || customer.data.email
      : t.customers.customer;
  return (
    <>
      <PageHeading title={title} />
      <ResourceView resource={customer}>{(data) => <CustomerDetails customer={data} />}</ResourceView>
    </>
  );
}

function CustomerDetails({ customer: loaded }: { readonly customer: CustomerDetail }) {
  const t = useMessages();
  const format = useFormat();
  const member = useMember();
  const [customer, setCustomer] = useState(loaded);
  const mayEdit = mayCall(member.role, 'PUT', '/customers/{customerId}/discounts');
  const discounts = Object.entries(customer.discounts);
  return (
    <>
      <div className="two-columns two-columns--even">
        <section className="card" aria-labelledby="customer-details">
          <h2 className="section-title" id="customer-details">
            {t.customers.details}
          </h2>
          <dl className="facts">
            <dt>{t.common.email}</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>{' '}
              <span className="cell-sub">
                {customer.email_verified ? t.customers.verified : t.customers.unverified}
              </span>
            </dd>
            <dt>{t.common.phone}</dt>
            <dd>{customer.phone ?? t.common.none}</dd>
            <dt>{t.common.store}</dt>
            <dd>{isLocaleCode(customer.store) ? t.stores[customer.store] : customer.store}</dd>
            <dt>{t.customers.since}</dt>
            <dd>
              <time dateTime={dateTimeAttribute(customer.created_at)}>{format.day(customer.created_at)}</time>
            </dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="customer-discounts">
          <h2 className="section-title" id="customer-discounts">
            {t.customers.discounts}
          </h2>
          {mayEdit ? (
            <DiscountsForm
              key={JSON.stringify(customer.discounts)}
              customer={customer}
              onSaved={setCustomer}
            />
          ) : discounts.length === 0 ? (
            <p className="muted">{t.customers.noDiscounts}</p>
          ) : (
            <ul className="plain-list">
              {discounts.map(([category, percent]) => (
                <li key={category}>{t.customers.discountOf(category, format.percent(percent))}</li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="card card--flush" aria-labelledby="customer-orders">
        <h2 className="section-title card__pad" id="customer-orders">
          {t.customers.orders(format.count(customer.order_list.length))}
        </h2>
        {customer.order_list.length === 0 ? (
          <p className="empty">{t.customers.noOrders}</p>
        ) : (
          <OrdersTable orders={customer.order_list} caption={t.nav.orders} />
        )}
      </section>
    </>
  );
}

interface DiscountRow {
  readonly id: number;
  readonly category: number;
  readonly percent: number;
}

let nextRowId = 0;
const discountRows = (discounts: Readonly<Record<string, number>>): DiscountRow[] =>
  Object.entries(discounts).map(([category, percent]) => {
    nextRowId += 1;
    return { id: nextRowId, category: Number(category), percent };
  });

/** The owner's editor of a customer's discount map: one row per discount category. */
function DiscountsForm({
  customer,
  onSaved,
}: {
  readonly customer: CustomerDetail;
  readonly onSaved: (customer: CustomerDetail) => void;
}) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [rows, setRows] = useState(() => discountRows(customer.discounts));
  const errors = fieldErrorsOf(action.error);
  const change = (id: number, values: Partial<DiscountRow>) =>
    setRows((all) => all.map((row) => (row.id === id ? { ...row, ...values } : row)));

  const [duplicate, setDuplicate] = useState<number | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Two rows of one category would silently become one: say so instead.
    const categories = rows.map((row) => row.category);
    const repeated = categories.find((category, index) => categories.indexOf(category) !== index);
    setDuplicate(repeated ?? null);
    if (repeated !== undefined) return;
    const discounts = Object.fromEntries(rows.map((row) => [String(row.category), row.percent]));
    const outcome = await action.run(() => updateCustomerDiscounts(customer.id, discounts));
    if (outcome.ok) {
      onSaved(outcome.value);
      announce(t.customers.discountsSaved);
    }
  };

  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby="customer-discounts">
      <FormError
        error={action.error}
        fieldPaths={['discounts', ...rows.map((row) => `discounts.${row.category}`)]}
      />
      <p className="field__hint">{t.customers.discountsHint}</p>
      {rows.length === 0 ? <p className="muted">{t.customers.noDiscounts}</p> : null}
      {rows.map((row, index) => (
        <div key={row.id} className="settings-row">
          <NumberInputField
            label={t.customers.discountCategory(index + 1)}
            value={row.category}
            minValue={1}
            useGrouping={false}
            onChange={(category) => change(row.id, { category })}
          />
          <NumberInputField
            label={t.customers.discountPercent(index + 1)}
            value={row.percent}
            minValue={0}
            maxValue={100}
            onChange={(percent) => change(row.id, { percent })}
            {...(errors[`discounts.${row.category}`] ? { error: errors[`discounts.${row.category}`] } : {})}
          />
          <div className="row-actions">
            <Button
              className="button button--danger-outline button--small"
              onPress={() => setRows((all) => all.filter((other) => other.id !== row.id))}
            >
              {t.customers.removeDiscount(index + 1)}
            </Button>
          </div>
        </div>
      ))}
      {errors.discounts ? <p className="field__error">{errors.discounts}</p> : null}
      {duplicate === null ? null : (
        <p className="field__error" role="alert">
          {t.customers.duplicateCategory(String(duplicate))}
        </p>
      )}
      <div className="row-actions">
        {rows.length < customerDiscountsMaxEntries ? (
          <Button
            className="button button--secondary button--small"
            onPress={() =>
              setRows((all) => {
                nextRowId += 1;
                const category = Math.max(0, ...all.map((row) => row.category)) + 1;
                return [...all, { id: nextRowId, category, percent: 5 }];
              })
            }
          >
            {t.customers.addDiscount}
          </Button>
        ) : null}
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.customers.saveDiscounts}
        </Button>
      </div>
    </Form>
  );
}
