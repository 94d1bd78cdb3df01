import {
  type CouponDraft,
  type CouponKindName,
  type CouponScopeKey,
  type CouponVersionConflict,
  couponKinds,
  couponScopeKeys,
} from '@shop/contracts/admin-coupons';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import {
  type AdminCoupon,
  type CouponPreviewResponse,
  couponConflictOf,
  createCoupon,
  fetchCoupon,
  previewCoupon,
  updateCoupon,
} from '../api/coupon-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
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
import { type DayWindow, dayWindowOf, type InstantWindow, instantWindowOf } from '../format/day-window.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { labelOf } from '../i18n/messages.ts';

/** Issue 17: one coupon, its fields by kind, and "try it on a cart". */
export function CouponPage() {
  const { couponId = '' } = useParams();
  const coupon = useResource(useCallback((signal: AbortSignal) => fetchCoupon(couponId, signal), [couponId]));
  return (
    <ResourceView resource={coupon}>
      {(data) => <CouponEditor coupon={data} replace={coupon.replace} />}
    </ResourceView>
  );
}

/** Issue 17: a new coupon, with the same editor and the same cart to try it on. */
export function CouponNewPage() {
  return <CouponEditor coupon={undefined} replace={() => {}} />;
}

/** The editor's fields; numbers are NaN while empty, id lists and dates are typed text. */
interface CouponForm {
  readonly store: LocaleCode;
  readonly code: string;
  readonly kind: CouponKindName;
  readonly percent: number;
  readonly amount: number;
  readonly buy_x: number;
  readonly get_y: number;
  readonly increment: boolean;
  readonly interval: number;
  readonly buy_x_whole_order: boolean;
  readonly scope: Readonly<Partial<Record<CouponScopeKey, string>>>;
  readonly min_spend: number;
  readonly usage_limit: number;
  /** The first and last day it is valid, in its store's time zone (decision 023). */
  readonly days: DayWindow;
  readonly label: string;
  readonly active: boolean;
}

const orNaN = (value: number | null | undefined) => value ?? Number.NaN;
const orNull = (value: number) => (Number.isFinite(value) ? value : null);

function formOf(coupon: AdminCoupon | undefined): CouponForm {
  return {
    store: coupon?.store ?? 'sv',
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percentage',
    percent: orNaN(coupon?.percent),
    amount: orNaN(coupon?.amount),
    buy_x: orNaN(coupon?.buy_x),
    get_y: orNaN(coupon?.get_y),
    increment: coupon?.increment ?? false,
    interval: orNaN(coupon?.interval),
    buy_x_whole_order: coupon?.buy_x_whole_order ?? false,
    scope: Object.fromEntries(
      Object.entries(coupon?.scope ?? {}).map(([key, ids]) => [key, (ids ?? []).join(', ')]),
    ),
    min_spend: orNaN(coupon?.min_spend),
    usage_limit: orNaN(coupon?.usage_limit),
    days: dayWindowOf(storedWindowOf(coupon), getStore(coupon?.store ?? 'sv').timeZone),
    label: coupon?.label ?? '',
    active: coupon?.active ?? true,
  };
}

/** The coupon's window as saved: a side whose day nobody changed keeps its instant. */
function storedWindowOf(coupon: AdminCoupon | undefined): InstantWindow {
  return { startsAt: coupon?.starts_at ?? null, endsAt: coupon?.expires_at ?? null };
}

/** The coupon as the API takes it: only the fields its kind uses (the others are stored empty). */
function draftOf(form: CouponForm, coupon: AdminCoupon | undefined): CouponDraft {
  const kind = form.kind;
  const scope: Partial<Record<CouponScopeKey, number[]>> = {};
  for (const key of couponScopeKeys[kind] as readonly CouponScopeKey[]) {
    const text = form.scope[key]?.trim() ?? '';
    if (text !== '')
      scope[key] = text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
  }
  const percentKinds: readonly CouponKindName[] = ['percentage', 'buy_x_get_y'];
  const amountKinds: readonly CouponKindName[] = ['fixed_amount', 'fixed_full_amount'];
  const bxgy = kind === 'buy_x_get_y';
  // The store's own zone: a coupon is one store's (decision 023), whole days from the first to the last.
  const window = instantWindowOf(form.days, getStore(form.store).timeZone, storedWindowOf(coupon));
  return {
    store: form.store,
    code: form.code.trim(),
    kind,
    percent: percentKinds.includes(kind) ? orNull(form.percent) : null,
    amount: amountKinds.includes(kind) ? orNull(form.amount) : null,
    buy_x: bxgy ? orNull(form.buy_x) : null,
    get_y: bxgy ? orNull(form.get_y) : null,
    increment: bxgy && form.increment,
    interval: bxgy && form.increment ? orNull(form.interval) : null,
    buy_x_whole_order: bxgy && form.buy_x_whole_order,
    scope,
    min_spend: orNull(form.min_spend),
    usage_limit: orNull(form.usage_limit),
    starts_at: window.startsAt,
    expires_at: window.endsAt,
    label: form.label.trim() === '' ? null : form.label.trim(),
    active: form.active,
  };
}

function CouponEditor({
  coupon,
  replace,
}: {
  readonly coupon: AdminCoupon | undefined;
  readonly replace: (coupon: AdminCoupon) => void;
}) {
  const t = useMessages();
  const format = useFormat();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const action = useAction();
  const [form, setForm] = useState(() => formOf(coupon));
  const [conflict, setConflict] = useState<CouponVersionConflict>();
  const set =
    <Field extends keyof CouponForm>(field: Field) =>
    (value: CouponForm[Field]) =>
      setForm((all) => ({ ...all, [field]: value }));
  const setScope = (key: CouponScopeKey) => (value: string) =>
    setForm((all) => ({ ...all, scope: { ...all.scope, [key]: value } }));
  const errors = fieldErrorsOf(action.error);
  const { currency } = getStore(form.store);
  const bxgy = form.kind === 'buy_x_get_y';

  const reload = () => {
    if (conflict) {
      replace(conflict.current);
      setForm(formOf(conflict.current));
    }
    setConflict(undefined);
    action.clearError();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = draftOf(form, coupon);
    if (!coupon) {
      const outcome = await action.run(() => createCoupon(draft));
      if (outcome.ok) {
        announce(t.coupons.created(outcome.value.code));
        navigate(`/coupons/${outcome.value.id}`);
      }
      return;
    }
    const { store: _store, ...changes } = draft;
    const outcome = await action.run(() => updateCoupon(coupon.id, { version: coupon.version, ...changes }));
    if (outcome.ok) {
      replace(outcome.value);
      setForm(formOf(outcome.value));
      announce(t.coupons.saved(outcome.value.code));
      return;
    }
    const stale = couponConflictOf(outcome.error);
    if (stale) setConflict(stale);
  };

  const fieldPaths = [
    'code',
    'percent',
    'amount',
    'buy_x',
    'get_y',
    'interval',
    'min_spend',
    'usage_limit',
    'starts_at',
    'expires_at',
    'label',
    ...(couponScopeKeys[form.kind] as readonly string[]).map((key) => `scope.${key}`),
  ];
  const scopeError = (key: CouponScopeKey) =>
    errors[`scope.${key}`] ?? Object.entries(errors).find(([path]) => path.startsWith(`scope.${key}.`))?.[1];

  return (
    <>
      <PageHeading title={coupon ? t.coupons.editTitle(coupon.code) : t.coupons.createTitle}>
        {coupon ? (
          <span className="muted">
            {t.stores[coupon.store]} · {coupon.active ? t.coupons.active : t.coupons.inactive} ·{' '}
            {t.coupons.version(format.count(coupon.version))}
          </span>
        ) : null}
      </PageHeading>
      {conflict ? (
        <div className="alert alert--error" role="alert">
          <h2 className="subsection-title">{t.coupons.conflictTitle}</h2>
          <p>
            {conflict.changed_fields.length > 0
              ? t.coupons.conflictFields(conflict.changed_fields.join(', '))
              : t.coupons.conflictNoFields}
          </p>
          <Button className="button button--secondary" onPress={reload}>
            {t.coupons.reload}
          </Button>
        </div>
      ) : null}
      <section className="card" aria-labelledby="coupon-details">
        <h2 className="section-title" id="coupon-details">
          {t.coupons.details}
        </h2>
        <Form className="form" onSubmit={submit} validationBehavior="aria">
          <FormError
            error={couponConflictOf(action.error) ? undefined : action.error}
            fieldPaths={fieldPaths}
          />
          {coupon ? null : (
            <SelectField
              label={t.common.store}
              options={localeCodes.map((code) => ({ id: code, label: t.stores[code] }))}
              value={form.store}
              onChange={set('store')}
            />
          )}
          <TextInputField
            label={t.coupons.code}
            value={form.code}
            onChange={set('code')}
            description={t.coupons.codeHint}
            isRequired
            error={errors.code}
          />
          <SelectField
            label={t.coupons.kind}
            options={couponKinds.map((kind) => ({ id: kind, label: t.coupons.kinds[kind] }))}
            value={form.kind}
            onChange={set('kind')}
          />
          {form.kind === 'percentage' || bxgy ? (
            <NumberInputField
              label={bxgy ? t.coupons.percentBuyX : t.coupons.percent}
              value={form.percent}
              minValue={0}
              maxValue={100}
              step={0.01}
              onChange={set('percent')}
              error={errors.percent}
            />
          ) : null}
          {form.kind === 'fixed_amount' || form.kind === 'fixed_full_amount' ? (
            <NumberInputField
              label={
                form.kind === 'fixed_amount'
                  ? t.coupons.amountPerUnit(currency)
                  : t.coupons.amountOffOrder(currency)
              }
              value={form.amount}
              minValue={0}
              step={0.01}
              onChange={set('amount')}
              error={errors.amount}
            />
          ) : null}
          {bxgy ? (
            <>
              <div className="settings-grid">
                <NumberInputField
                  label={t.coupons.buyX}
                  value={form.buy_x}
                  minValue={1}
                  maxValue={5000}
                  onChange={set('buy_x')}
                  error={errors.buy_x}
                />
                <NumberInputField
                  label={t.coupons.getY}
                  value={form.get_y}
                  minValue={1}
                  maxValue={5000}
                  onChange={set('get_y')}
                  error={errors.get_y}
                />
              </div>
              <CheckboxInputField
                label={t.coupons.increment}
                isSelected={form.increment}
                onChange={set('increment')}
              />
              {form.increment ? (
                <NumberInputField
                  label={t.coupons.interval}
                  value={form.interval}
                  minValue={1}
                  maxValue={5000}
                  onChange={set('interval')}
                  error={errors.interval}
                />
              ) : null}
              <CheckboxInputField
                label={t.coupons.wholeOrder}
                isSelected={form.buy_x_whole_order}
                onChange={set('buy_x_whole_order')}
              />
            </>
          ) : null}
          {couponScopeKeys[form.kind].length > 0 ? (
            <fieldset className="tier-list">
              <legend className="subsection-title">{t.coupons.scopeTitle}</legend>
              {(couponScopeKeys[form.kind] as readonly CouponScopeKey[]).map((key) => (
                <TextInputField
                  key={key}
                  label={t.coupons.scope[key]}
                  value={form.scope[key] ?? ''}
                  onChange={setScope(key)}
                  description={t.coupons.idsHint}
                  inputMode="numeric"
                  error={scopeError(key)}
                />
              ))}
            </fieldset>
          ) : null}
          <div className="settings-grid">
            <NumberInputField
              label={t.coupons.minSpend(currency)}
              value={form.min_spend}
              minValue={0}
              step={0.01}
              onChange={set('min_spend')}
              error={errors.min_spend}
            />
            <NumberInputField
              label={t.coupons.usageLimit}
              value={form.usage_limit}
              minValue={1}
              onChange={set('usage_limit')}
              error={errors.usage_limit}
            />
            <TextInputField
              label={t.coupons.startsAt}
              type="date"
              value={form.days.firstDay}
              onChange={(firstDay) => setForm((all) => ({ ...all, days: { ...all.days, firstDay } }))}
              description={t.coupons.startsHint(t.timeZones[form.store])}
              error={errors.starts_at}
            />
            <TextInputField
              label={t.coupons.expiresAt}
              type="date"
              value={form.days.lastDay}
              onChange={(lastDay) => setForm((all) => ({ ...all, days: { ...all.days, lastDay } }))}
              description={t.coupons.expiresHint(t.timeZones[form.store])}
              error={errors.expires_at}
            />
          </div>
          <TextInputField
            label={t.coupons.label}
            value={form.label}
            onChange={set('label')}
            error={errors.label}
          />
          <CheckboxInputField
            label={t.coupons.active}
            description={t.coupons.activeHint}
            isSelected={form.active}
            onChange={set('active')}
          />
          {/* Not isPending: its announcement would point at this button after a new coupon's page has left it. */}
          <Button type="submit" className="button button--primary" isDisabled={action.pending}>
            {coupon ? t.common.save : t.coupons.create}
          </Button>
        </Form>
      </section>
      <TryOnCart coupon={coupon} form={form} onStore={coupon ? undefined : set('store')} />
    </>
  );
}

interface CartLineDraft {
  readonly key: number;
  readonly sku: string;
  readonly quantity: number;
}

let lineKeys = 0;
const lineDraft = (sku = '', quantity = 1): CartLineDraft => {
  lineKeys += 1;
  return { key: lineKeys, sku, quantity };
};

/** "1:10, 2:5" -> {"1": 10, "2": 5}; a part that is not category:percent is left out. */
function customerDiscountsOf(text: string): Record<string, number> | undefined {
  const entries = text
    .split(',')
    .map((part) => part.split(':').map((value) => value.trim()))
    .filter(
      (pair): pair is [string, string] =>
        pair.length === 2 && /^\d+$/.test(pair[0] ?? '') && Number.isFinite(Number(pair[1])),
    )
    .map(([category, percent]) => [category, Number(percent)] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function TryOnCart({
  coupon,
  form,
  onStore,
}: {
  readonly coupon: AdminCoupon | undefined;
  readonly form: CouponForm;
  /** A new coupon's store follows the cart's; a saved coupon belongs to its store. */
  readonly onStore: ((store: LocaleCode) => void) | undefined;
}) {
  const t = useMessages();
  const action = useAction();
  const [lines, setLines] = useState<readonly CartLineDraft[]>(() => [lineDraft()]);
  const [discounts, setDiscounts] = useState('');
  const [result, setResult] = useState<CouponPreviewResponse>();
  const errors = fieldErrorsOf(action.error);
  const change = (key: number, next: Partial<CartLineDraft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...next } : line)));

  const run = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { store, ...draft } = draftOf(form, coupon);
    const customer = customerDiscountsOf(discounts);
    const outcome = await action.run(() =>
      previewCoupon({
        store,
        ...(coupon ? { coupon_id: coupon.id } : {}),
        coupon: draft,
        lines: lines
          .filter((line) => line.sku.trim() !== '')
          .map((line) => ({
            sku: line.sku.trim(),
            quantity: Number.isFinite(line.quantity) ? line.quantity : 1,
          })),
        ...(customer ? { customer_discounts: customer } : {}),
      }),
    );
    setResult(outcome.ok ? outcome.value : undefined);
  };

  return (
    <section className="card" aria-labelledby="coupon-try">
      <h2 className="section-title" id="coupon-try">
        {t.coupons.tryTitle}
      </h2>
      <p className="muted">{t.coupons.tryIntro}</p>
      <Form className="form" onSubmit={run} validationBehavior="aria">
        <FormError error={action.error} fieldPaths={[]} />
        <SelectField
          label={t.coupons.tryStore}
          options={localeCodes.map((code) => ({ id: code, label: t.stores[code] }))}
          value={form.store}
          onChange={(store) => onStore?.(store)}
          isDisabled={onStore === undefined}
        />
        <fieldset className="tier-list">
          <legend className="subsection-title">{t.coupons.sku}</legend>
          {lines.map((line, index) => (
            <div className="tier-list__row" key={line.key}>
              <TextInputField
                label={`${t.coupons.sku} (${index + 1})`}
                value={line.sku}
                onChange={(sku) => change(line.key, { sku })}
                error={errors[`lines.${index}.sku`]}
              />
              <NumberInputField
                label={`${t.coupons.quantity} (${index + 1})`}
                value={line.quantity}
                minValue={1}
                maxValue={5000}
                onChange={(quantity) => change(line.key, { quantity })}
              />
              <Button
                className="button button--secondary button--small"
                onPress={() => setLines((all) => all.filter((other) => other.key !== line.key))}
              >
                {t.coupons.removeLine(String(index + 1))}
              </Button>
            </div>
          ))}
          <Button
            className="button button--secondary button--small"
            onPress={() => setLines((all) => [...all, lineDraft()])}
          >
            {t.coupons.addLine}
          </Button>
        </fieldset>
        <TextInputField
          label={t.coupons.customerDiscounts}
          description={t.coupons.customerDiscountsHint}
          value={discounts}
          onChange={setDiscounts}
        />
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.coupons.run}
        </Button>
      </Form>
      <div aria-live="polite">{result ? <PreviewResult result={result} /> : null}</div>
    </section>
  );
}

function PreviewResult({ result }: { readonly result: CouponPreviewResponse }) {
  const t = useMessages();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, result.currency);
  return (
    <section className="card card--inset" aria-labelledby="coupon-try-result">
      <h3 className="subsection-title" id="coupon-try-result">
        {t.coupons.result}
      </h3>
      <p className={result.active ? 'alert alert--info' : 'alert alert--error'}>
        {result.active ? t.coupons.appliesYes : t.coupons.appliesNo}
      </p>
      <h4 className="subsection-title">{t.coupons.reasonsTitle}</h4>
      {result.reasons.length === 0 ? (
        <p>{t.coupons.noReasons}</p>
      ) : (
        <ul className="coupon-reasons">
          {result.reasons.map((reason) => (
            <li key={reason}>
              {labelOf(t.coupons.reasons, reason)} <code>{reason}</code>
            </li>
          ))}
        </ul>
      )}
      {result.removed.length > 0 ? (
        <p className="muted">{t.coupons.removedSkus(result.removed.join(', '))}</p>
      ) : null}
      <TableFrame label={t.coupons.result}>
        <table className="table">
          <caption className="visually-hidden">{t.coupons.result}</caption>
          <thead>
            <tr>
              <th scope="col">{t.coupons.sku}</th>
              <th scope="col" className="numeric">
                {t.coupons.quantity}
              </th>
              <th scope="col" className="numeric">
                {t.coupons.unitPrice}
              </th>
              <th scope="col" className="numeric">
                {t.coupons.discountedPrice}
              </th>
              <th scope="col" className="numeric">
                {t.coupons.discount}
              </th>
              <th scope="col" className="numeric">
                {t.coupons.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((line) => (
              <tr key={line.uuid}>
                <th scope="row">
                  {line.sku} <span className="muted">{line.name}</span>
                </th>
                <td className="numeric">{format.count(line.quantity)}</td>
                <td className="numeric">{money(line.unit_price)}</td>
                <td className="numeric">{money(line.discounted_unit_price)}</td>
                <td className="numeric">{money(line.discount)}</td>
                <td className="numeric">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <dl className="coupon-totals">
        <dt>{t.coupons.gross}</dt>
        <dd>{money(result.totals.gross)}</dd>
        <dt>{t.coupons.discount}</dt>
        <dd>{money(result.totals.discount)}</dd>
        <dt>{t.common.total}</dt>
        <dd>{money(result.totals.total)}</dd>
        <dt>{t.coupons.vat}</dt>
        <dd>{money(result.totals.vat)}</dd>
      </dl>
    </section>
  );
}
