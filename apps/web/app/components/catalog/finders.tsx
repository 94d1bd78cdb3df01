import type { PlugType } from '@shop/contracts/selectors';
import { useId, useState } from 'react';
import { Form } from 'react-router';
import { useT } from '../../lib/strings.ts';

/*
 * The three finders of spec 1 (phone model, cable plug, vehicle registration number). Each is a
 * GET form to the search-results screen, which shows the matching products: they work before
 * the JavaScript arrives, and every result has an address to share.
 */

/** What the phone-model selector needs of GET /api/phone-models: names and slugs. */
export interface PhoneModelChoice {
  readonly name: string;
  readonly slug: string;
  readonly models: readonly { readonly name: string; readonly slug: string }[];
}

/** Spec 1: the phone-model selector. Without JavaScript the model list shows every brand's models. */
export function PhoneModelFinder({
  brands,
  action,
}: {
  brands: readonly PhoneModelChoice[];
  action: string;
}) {
  const t = useT();
  const brandId = useId();
  const modelId = useId();
  const [brandSlug, setBrandSlug] = useState('');
  const shown = brandSlug ? brands.filter((brand) => brand.slug === brandSlug) : brands;
  return (
    <section className="finder" aria-labelledby={`${brandId}-title`}>
      <h2 id={`${brandId}-title`}>{t('finder.phone.title')}</h2>
      <p>{t('finder.phone.intro')}</p>
      <Form method="get" action={action}>
        <div className="field">
          <label htmlFor={brandId}>{t('finder.phone.brand')}</label>
          <select
            id={brandId}
            className="select"
            value={brandSlug}
            onChange={(event) => setBrandSlug(event.currentTarget.value)}
          >
            <option value="">{t('finder.phone.choose-brand')}</option>
            {brands.map((brand) => (
              <option key={brand.slug} value={brand.slug}>
                {brand.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={modelId}>{t('finder.phone.model')}</label>
          <select id={modelId} className="select" name="phone_model" required defaultValue="" key={brandSlug}>
            <option value="" disabled>
              {t('finder.phone.choose-model')}
            </option>
            {shown.map((brand) => (
              <optgroup key={brand.slug} label={brand.name}>
                {brand.models.map((model) => (
                  <option key={model.slug} value={model.slug}>
                    {model.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('finder.phone.submit')}
        </button>
      </Form>
    </section>
  );
}

/** Spec 1: the cable-plug selector: a plug on one end and, optionally, the other. */
export function CablePlugFinder({ plugs, action }: { plugs: readonly PlugType[]; action: string }) {
  const t = useT();
  const fromId = useId();
  const toId = useId();
  return (
    <section className="finder" aria-labelledby={`${fromId}-title`}>
      <h2 id={`${fromId}-title`}>{t('finder.cable.title')}</h2>
      <p>{t('finder.cable.intro')}</p>
      <Form method="get" action={action}>
        <div className="field">
          <label htmlFor={fromId}>{t('finder.cable.from')}</label>
          <select id={fromId} className="select" name="plug_a" required defaultValue="">
            <option value="" disabled>
              {t('finder.cable.choose')}
            </option>
            {plugs.map((plug) => (
              <option key={plug.code} value={plug.code}>
                {plug.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={toId}>{t('finder.cable.to')}</label>
          <select id={toId} className="select" name="plug_b" defaultValue="">
            <option value="">{t('catalog.filter-any')}</option>
            {plugs.map((plug) => (
              <option key={plug.code} value={plug.code}>
                {plug.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('finder.cable.submit')}
        </button>
      </Form>
    </section>
  );
}

/** Spec 1: the vehicle registration number search. */
export function VehicleFinder({ action, initial = '' }: { action: string; initial?: string }) {
  const t = useT();
  const inputId = useId();
  return (
    <section className="finder" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('finder.vehicle.title')}</h2>
      <p>{t('finder.vehicle.intro')}</p>
      <Form method="get" action={action}>
        <label htmlFor={inputId} className="field">
          {t('finder.vehicle.registration')}
        </label>
        <div className="finder__row">
          <input
            id={inputId}
            className="input"
            name="registration"
            required
            defaultValue={initial}
            autoComplete="off"
            spellCheck={false}
            pattern="[A-Za-z0-9 \-]{2,12}"
            title={t('finder.vehicle.invalid')}
            maxLength={12}
          />
          <button type="submit" className="button button--inline">
            {t('finder.vehicle.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}
