import type { ProductText, VersionConflict } from '@shop/contracts/admin-catalog';
import { type StockStatus, stockStatuses } from '@shop/contracts/product';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Link, useParams } from 'react-router';
import type { AdminApiError } from '../api/admin-client.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import {
  type AdminProduct,
  fetchProduct,
  type PriceLists,
  type PricePreviewResponse,
  previewPrices,
  putPrices,
  updateProduct,
  updateStock,
  versionConflictOf,
} from '../api/product-calls.ts';
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
import { ProductClassificationSection } from '../components/product/product-classification-section.tsx';
import { ProductFitsSection } from '../components/product/product-fits-section.tsx';
import { ProductImagesSection } from '../components/product/product-images-section.tsx';
import { ProductLinksSection } from '../components/product/product-links-section.tsx';
import { ProductPlacementSection } from '../components/product/product-placement-section.tsx';
import { optionOf, ProductVariationsSection } from '../components/product/product-variations-section.tsx';
import { type DayWindow, dayWindowOf, type InstantWindow, instantWindowOf } from '../format/day-window.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

/**
 * Issue 17: one product's texts, published state, brand and category, prices per store (with the
 * shopper's view), stock, images, related products, what it fits in the selectors, and its variations.
 */
export function ProductPage() {
  const { productId = '' } = useParams();
  const product = useResource(
    useCallback((signal: AbortSignal) => fetchProduct(productId, signal), [productId]),
  );
  return (
    <ResourceView resource={product}>
      {(data) => <ProductEditor key={data.id} product={data} replace={product.replace} />}
    </ResourceView>
  );
}

interface SectionProps {
  readonly product: AdminProduct;
  /** A save's answer (or a 409's product as it is now) replaces what the page shows. */
  readonly saved: (product: AdminProduct) => void;
  readonly conflicted: (conflict: VersionConflict) => void;
}

function ProductEditor({
  product,
  replace,
}: {
  readonly product: AdminProduct;
  readonly replace: (product: AdminProduct) => void;
}) {
  const t = useMessages();
  const format = useFormat();
  const [conflict, setConflict] = useState<VersionConflict>();
  // A reload after a conflict starts every form again from the product as it is now.
  const [generation, setGeneration] = useState(0);
  const reload = () => {
    if (conflict) replace(conflict.current);
    setConflict(undefined);
    setGeneration((value) => value + 1);
  };
  const props: SectionProps = { product, saved: replace, conflicted: setConflict };
  const name = product.texts.sv?.name ?? product.sku;
  return (
    <>
      <PageHeading title={t.products.editTitle(product.sku)}>
        <span className="muted">
          {name} · {product.published ? t.products.published : t.products.hidden} ·{' '}
          {t.products.version(format.count(product.version))}
        </span>
      </PageHeading>
      {product.parent_id !== null ? (
        <p className="card card--inset">
          {t.products.variationOf(optionOf(product.attributes))}{' '}
          <Link to={`/products/${product.parent_id}`}>{t.products.openProduct}</Link>.{' '}
          {t.products.inheritedHint}
        </p>
      ) : null}
      {conflict ? (
        <div className="alert alert--error" role="alert">
          <h2 className="subsection-title">{t.products.conflictTitle}</h2>
          <p>
            {conflict.changed_fields.length > 0
              ? t.products.conflictFields(conflict.changed_fields.join(', '))
              : t.products.conflictNoFields}
          </p>
          <Button className="button button--secondary" onPress={reload}>
            {t.products.reload}
          </Button>
        </div>
      ) : null}
      <DetailsSection key={`details-${generation}`} {...props} />
      {product.parent_id === null ? (
        <ProductPlacementSection key={`placement-${generation}`} {...props} />
      ) : null}
      {product.parent_id === null ? (
        <ProductClassificationSection key={`classification-${generation}`} {...props} />
      ) : null}
      <PricesSection key={`prices-${generation}`} {...props} />
      <StockSection key={`stock-${generation}`} {...props} />
      <ProductImagesSection key={`images-${generation}`} {...props} />
      {/* Related products and offers, like the category and VAT, are the product's, not a variation's. */}
      {product.parent_id === null ? <ProductLinksSection key={`links-${generation}`} {...props} /> : null}
      {/* What it fits in the selectors is the product's too: a variation fits what its product fits. */}
      {product.parent_id === null ? <ProductFitsSection key={`fits-${generation}`} {...props} /> : null}
      {product.parent_id === null && (product.type === 'Standard' || product.type === 'Variant') ? (
        <ProductVariationsSection
          key={`variations-${generation}`}
          product={product}
          conflicted={setConflict}
        />
      ) : null}
    </>
  );
}

/** A write's outcome: the product saved, or a 409 handed to the page (other errors stay in the form). */
function settle(
  outcome: { ok: true; value: AdminProduct } | { ok: false; error: AdminApiError },
  props: SectionProps,
): boolean {
  if (outcome.ok) {
    props.saved(outcome.value);
    return true;
  }
  const conflict = versionConflictOf(outcome.error);
  if (conflict) props.conflicted(conflict);
  return false;
}

const emptyText: ProductText = { name: '', slug: '', description: '', seo_title: '', seo_description: '' };

function DetailsSection(props: SectionProps) {
  const { product } = props;
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [language, setLanguage] = useState<LocaleCode>('sv');
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(localeCodes.map((code) => [code, product.texts[code] ?? emptyText])),
  );
  const [published, setPublished] = useState(product.published);
  const [gtin, setGtin] = useState(product.gtin ?? '');
  const [mpn, setMpn] = useState(product.mpn ?? '');
  const text = texts[language] ?? emptyText;
  const edit = (field: keyof ProductText) => (value: string) =>
    setTexts((all) => ({ ...all, [language]: { ...(all[language] ?? emptyText), [field]: value } }));
  const errors = fieldErrorsOf(action.error);
  const at = (field: string) => errors[`texts.${language}.${field}`];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only what changed is sent: a language nobody touched stays as it is.
    const changed: Partial<Record<LocaleCode, Partial<ProductText>>> = {};
    for (const code of localeCodes) {
      const draft = texts[code] ?? emptyText;
      const before = product.texts[code];
      if (!before && draft.name.trim() === '') continue;
      const fields = (Object.keys(draft) as (keyof ProductText)[]).filter(
        (field) => draft[field] !== (before ?? emptyText)[field] && !(field === 'slug' && draft.slug === ''),
      );
      if (fields.length > 0) changed[code] = Object.fromEntries(fields.map((field) => [field, draft[field]]));
    }
    const outcome = await action.run(() =>
      updateProduct(product.id, {
        version: product.version,
        ...(published !== product.published ? { published } : {}),
        ...(gtin.trim() !== (product.gtin ?? '') ? { gtin: gtin.trim() } : {}),
        ...(mpn.trim() !== (product.mpn ?? '') ? { mpn: mpn.trim() } : {}),
        ...(Object.keys(changed).length > 0 ? { texts: changed } : {}),
      }),
    );
    if (settle(outcome, props) && outcome.ok) {
      setTexts(Object.fromEntries(localeCodes.map((code) => [code, outcome.value.texts[code] ?? emptyText])));
      setGtin(outcome.value.gtin ?? '');
      setMpn(outcome.value.mpn ?? '');
      announce(t.products.saved(product.sku));
    }
  };

  return (
    <section className="card" aria-labelledby="product-details">
      <h2 className="section-title" id="product-details">
        {t.products.details}
      </h2>
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <FormError
          error={versionConflictOf(action.error) ? undefined : action.error}
          fieldPaths={[
            'gtin',
            'mpn',
            ...['name', 'slug', 'description', 'seo_title', 'seo_description'].map(
              (field) => `texts.${language}.${field}`,
            ),
          ]}
        />
        <CheckboxInputField
          label={t.products.published}
          description={t.products.publishedHint}
          isSelected={published}
          onChange={setPublished}
        />
        <TextInputField
          label={t.products.gtin}
          value={gtin}
          onChange={setGtin}
          description={t.products.gtinHint}
          error={errors.gtin ? t.products.gtinInvalid : undefined}
        />
        <TextInputField label={t.products.mpn} value={mpn} onChange={setMpn} error={errors.mpn} />
        <SelectField
          label={t.products.language}
          options={localeCodes.map((code) => ({ id: code, label: t.stores[code] }))}
          value={language}
          onChange={setLanguage}
        />
        <TextInputField
          label={t.products.name}
          value={text.name}
          onChange={edit('name')}
          error={at('name')}
        />
        <TextInputField
          label={t.products.slug}
          value={text.slug}
          onChange={edit('slug')}
          description={t.products.slugHint}
          error={at('slug')}
        />
        <TextInputField
          label={t.products.description}
          value={text.description}
          onChange={edit('description')}
          multiline
          error={at('description')}
        />
        <TextInputField
          label={t.products.seoTitle}
          value={text.seo_title}
          onChange={edit('seo_title')}
          error={at('seo_title')}
        />
        <TextInputField
          label={t.products.seoDescription}
          value={text.seo_description}
          onChange={edit('seo_description')}
          multiline
          error={at('seo_description')}
        />
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.common.save}
        </Button>
      </Form>
    </section>
  );
}

interface TierDraft {
  readonly key: number;
  readonly quantity: number;
  readonly price: number;
}

interface StoreDraft {
  readonly normal: readonly TierDraft[];
  readonly campaign: readonly TierDraft[];
  /** The campaign's first and last day in the store's time zone, as picked. */
  readonly days: DayWindow;
  /** The window as saved, kept for the side whose day nobody changed. */
  readonly stored: InstantWindow;
}

let tierKeys = 0;
const tierDraft = (quantity: number, price: number): TierDraft => {
  tierKeys += 1;
  return { key: tierKeys, quantity, price };
};

function draftOf(product: AdminProduct, store: LocaleCode): StoreDraft {
  const prices = product.prices[store];
  const stored = { startsAt: prices?.campaign_starts_at ?? null, endsAt: prices?.campaign_ends_at ?? null };
  return {
    normal: (prices?.normal ?? []).map((tier) => tierDraft(tier.quantity, tier.price)),
    campaign: (prices?.campaign ?? []).map((tier) => tierDraft(tier.quantity, tier.price)),
    days: dayWindowOf(stored, getStore(store).timeZone),
    stored,
  };
}

/**
 * The lists as the API takes them; tiers still being typed (empty fields) are left out. The
 * campaign runs from the first day's start to the last day's end in the store's time zone.
 */
function listsOf(draft: StoreDraft, store: LocaleCode): PriceLists {
  const tiers = (list: readonly TierDraft[]) =>
    list
      .filter((tier) => Number.isFinite(tier.quantity) && Number.isFinite(tier.price))
      .map((tier) => ({ quantity: tier.quantity, price: tier.price }));
  const window = instantWindowOf(draft.days, getStore(store).timeZone, draft.stored);
  return {
    normal: tiers(draft.normal),
    campaign: tiers(draft.campaign),
    campaign_starts_at: window.startsAt,
    campaign_ends_at: window.endsAt,
  };
}

function PricesSection(props: SectionProps) {
  const { product } = props;
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [store, setStore] = useState<LocaleCode>('sv');
  const [drafts, setDrafts] = useState(() =>
    Object.fromEntries(localeCodes.map((code) => [code, draftOf(product, code)])),
  );
  const draft = drafts[store] ?? draftOf(product, store);
  const { currency } = getStore(store);
  const change = (next: StoreDraft) => setDrafts((all) => ({ ...all, [store]: next }));
  const preview = usePricePreview(product.id, store, draft);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      putPrices(product.id, store, { version: product.version, ...listsOf(draft, store) }),
    );
    if (settle(outcome, props) && outcome.ok) {
      // The saved window is what an unchanged day keeps from now on.
      const saved = draftOf(outcome.value, store).stored;
      setDrafts((all) => ({ ...all, [store]: { ...(all[store] ?? draft), stored: saved } }));
      announce(t.products.pricesSaved(t.stores[store]));
    }
  };

  return (
    <section className="card" aria-labelledby="product-prices">
      <h2 className="section-title" id="product-prices">
        {t.products.prices}
      </h2>
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <FormError
          error={versionConflictOf(action.error) ? undefined : action.error}
          fieldPaths={['campaign_starts_at', 'campaign_ends_at']}
        />
        <SelectField
          label={t.products.pricesStore}
          options={localeCodes.map((code) => ({ id: code, label: t.stores[code] }))}
          value={store}
          onChange={setStore}
        />
        <TierTable
          title={t.products.normalList}
          tiers={draft.normal}
          currency={currency}
          onChange={(normal) => change({ ...draft, normal })}
        />
        <TierTable
          title={t.products.campaignList}
          tiers={draft.campaign}
          currency={currency}
          onChange={(campaign) => change({ ...draft, campaign })}
        />
        <div className="settings-grid">
          <TextInputField
            label={t.products.campaignStarts}
            type="date"
            value={draft.days.firstDay}
            onChange={(firstDay) => change({ ...draft, days: { ...draft.days, firstDay } })}
            description={t.products.campaignStartsHint(t.timeZones[store])}
            error={fieldErrorsOf(action.error).campaign_starts_at}
          />
          <TextInputField
            label={t.products.campaignEnds}
            type="date"
            value={draft.days.lastDay}
            onChange={(lastDay) => change({ ...draft, days: { ...draft.days, lastDay } })}
            description={t.products.campaignEndsHint(t.timeZones[store])}
            error={fieldErrorsOf(action.error).campaign_ends_at}
          />
        </div>
        <PricePreview preview={preview} hasCampaign={listsOf(draft, store).campaign.length > 0} />
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.products.savePrices}
        </Button>
      </Form>
    </section>
  );
}

function TierTable({
  title,
  tiers,
  currency,
  onChange,
}: {
  readonly title: string;
  readonly tiers: readonly TierDraft[];
  readonly currency: string;
  readonly onChange: (tiers: TierDraft[]) => void;
}) {
  const t = useMessages();
  const format = useFormat();
  const set = (key: number, field: 'quantity' | 'price', value: number) =>
    onChange(tiers.map((tier) => (tier.key === key ? { ...tier, [field]: value } : tier)));
  const last = tiers.at(-1);
  return (
    <fieldset className="tier-list">
      <legend className="subsection-title">{title}</legend>
      {tiers.map((tier, index) => (
        <div className="tier-list__row" key={tier.key}>
          <NumberInputField
            label={`${t.products.quantity} (${index + 1})`}
            value={tier.quantity}
            minValue={1}
            maxValue={5000}
            onChange={(value) => set(tier.key, 'quantity', value)}
          />
          <NumberInputField
            label={`${t.products.price(currency)} (${index + 1})`}
            value={tier.price}
            minValue={0}
            step={0.01}
            onChange={(value) => set(tier.key, 'price', value)}
          />
          <Button
            className="button button--secondary button--small"
            onPress={() => onChange(tiers.filter((other) => other.key !== tier.key))}
          >
            {t.products.removeTier(format.count(Number.isFinite(tier.quantity) ? tier.quantity : 0))}
          </Button>
        </div>
      ))}
      <Button
        className="button button--secondary button--small"
        onPress={() => onChange([...tiers, tierDraft(last ? last.quantity + 4 : 1, Number.NaN)])}
      >
        {t.products.addTier}
      </Button>
    </fieldset>
  );
}

/** Asks the API what a shopper would see for the lists being typed, a moment after typing stops. */
function usePricePreview(id: number, store: LocaleCode, draft: StoreDraft): PricePreviewResponse | undefined {
  const [preview, setPreview] = useState<PricePreviewResponse>();
  const lists = JSON.stringify(listsOf(draft, store));
  useEffect(() => {
    const body = JSON.parse(lists) as PriceLists;
    if (body.normal.length === 0) {
      setPreview(undefined);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      previewPrices(id, store, body)
        .then((answer) => {
          if (current) setPreview(answer);
        })
        .catch(() => {
          if (current) setPreview(undefined);
        });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [id, store, lists]);
  return preview;
}

function PricePreview({
  preview,
  hasCampaign,
}: {
  readonly preview: PricePreviewResponse | undefined;
  readonly hasCampaign: boolean;
}) {
  const t = useMessages();
  const format = useFormat();
  return (
    <section className="card card--inset price-preview" aria-labelledby="price-preview" aria-live="polite">
      <h3 className="subsection-title" id="price-preview">
        {t.products.preview}
      </h3>
      {preview ? (
        <>
          {hasCampaign && !preview.campaign_running ? (
            <p className="muted">{t.products.campaignNotRunning}</p>
          ) : null}
          <div className="settings-grid">
            {(
              [
                [t.products.previewIncl, preview.including_vat],
                [
                  preview.ex_vat_allowed ? t.products.previewExcl : t.products.previewExclNotOffered,
                  preview.excluding_vat,
                ],
              ] as const
            ).map(([label, list]) => (
              <div key={label}>
                <h4 className="subsection-title">{label}</h4>
                <ul className="price-preview__rows">
                  {list.rows.map((row) => (
                    <li key={row.quantity}>
                      <strong>{row.price_text}</strong> {t.products.fromQuantity(format.count(row.quantity))}
                      {row.original_text && row.discount_percent ? (
                        <> ({t.products.wasPrice(row.original_text, format.count(row.discount_percent))})</>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {preview.problems.length > 0 ? (
            <div className="alert alert--error">
              <p>{t.products.problems}</p>
              <ul>
                {preview.problems.map((problem) => (
                  <li key={`${problem.list}-${problem.index}`}>{problem.message}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : (
        <p className="muted">{t.products.noPreview}</p>
      )}
    </section>
  );
}

function StockSection(props: SectionProps) {
  const { product } = props;
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [stock, setStock] = useState(product.stock);
  const [status, setStatus] = useState<StockStatus>(product.stock_status);
  const [estimatedAt, setEstimatedAt] = useState(product.estimated_at ?? '');
  const errors = fieldErrorsOf(action.error);
  // Decision 028: a product with variations has their summed stock, shown and never sent.
  const summed = product.variations.length > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      updateStock(product.id, {
        version: product.version,
        ...(summed ? {} : { stock }),
        stock_status: status,
        estimated_at: estimatedAt === '' ? null : estimatedAt,
      }),
    );
    if (settle(outcome, props)) announce(t.products.stockSaved);
  };

  return (
    <section className="card" aria-labelledby="product-stock">
      <h2 className="section-title" id="product-stock">
        {t.products.stockTitle}
      </h2>
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <FormError
          error={versionConflictOf(action.error) ? undefined : action.error}
          fieldPaths={['stock', 'stock_status', 'estimated_at']}
        />
        <NumberInputField
          label={t.products.units}
          value={summed ? product.stock : stock}
          minValue={0}
          onChange={setStock}
          error={errors.stock}
          isDisabled={summed}
          {...(summed ? { description: t.products.stockOfVariations } : {})}
        />
        <SelectField
          label={t.products.stockStatus}
          options={stockStatuses.map((code) => ({ id: code, label: t.products.stockStatuses[code] }))}
          value={status}
          onChange={setStatus}
        />
        <TextInputField
          label={t.products.estimatedAt}
          type="date"
          value={estimatedAt}
          onChange={setEstimatedAt}
          error={errors.estimated_at}
        />
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.products.saveStock}
        </Button>
      </Form>
    </section>
  );
}
