import { createHash } from 'node:crypto';
import { addDays, startOfLocalDay } from '@shop/domain/dates';
import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import { buildPath } from '@shop/domain/routes';
import { getStore } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertBatched } from '../insert-batched.ts';
import type { ProductSummary } from './catalog-products.seed.ts';
import type { CatalogReference } from './catalog-reference.seed.ts';
import {
  calendarTexts,
  dealTitles,
  decemberUtcOffset,
  footerColumnSeeds,
  type LinkTarget,
  merchandisingFlagSeeds,
  searchTriggerSeeds,
  widgetSeeds,
} from './content.seed.ts';
import { draftSeeds, pageSeeds } from './pages.seed.ts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function linkUrl(target: LinkTarget, locale: LocaleCode, reference: CatalogReference): string {
  if ('page' in target) {
    return pageSeeds[locale].find((page) => page.key === target.page)?.path ?? '/';
  }
  if ('category' in target) return reference.categoryUris.get(target.category)?.[locale] ?? '/';
  return buildPath(target.route, locale);
}

/** Upsell offers (spec 4, Adding to the cart): what goes with what. */
export async function seedUpsellOffers(
  db: Kysely<Database>,
  products: readonly ProductSummary[],
): Promise<void> {
  const byModel = new Map<string, number>();
  const byLine = new Map<string, number>();
  for (const product of products) {
    if (product.modelId !== undefined)
      byModel.set(`${product.modelId}:${product.kind}:${product.line}`, product.id);
    byLine.set(product.line, product.id);
  }
  const toolKit = byLine.get('tool-kit-24');
  const usbCharger = byLine.get('charger-usb-c-30w');
  const usbCable = byLine.get('cable-usb-c-usb-c-100');
  const parts = new Set(['display', 'battery', 'back-cover', 'camera', 'charging-port']);
  const rows: {
    id: number;
    product_id: number;
    offer_product_id: number;
    discount_percent: number;
    sort_order: number;
  }[] = [];
  for (const product of products) {
    const sameModel = (kind: string, line: string) =>
      product.modelId === undefined ? undefined : byModel.get(`${product.modelId}:${kind}:${line}`);
    let offers: (number | undefined)[] = [];
    if (parts.has(product.kind)) offers = [toolKit, sameModel('screen-protector', 'tempered')];
    else if (product.kind === 'case') offers = [sameModel('screen-protector', 'tempered')];
    else if (product.kind === 'screen-protector') offers = [sameModel('case', 'silicone')];
    else if (product.kind === 'cable') offers = [usbCharger];
    else if (product.kind === 'charger') offers = [usbCable];
    const unique = [...new Set(offers.filter((id): id is number => id !== undefined && id !== product.id))];
    unique.forEach((offerId, index) => {
      rows.push({
        id: rows.length + 1,
        product_id: product.id,
        offer_product_id: offerId,
        discount_percent: 10,
        sort_order: index,
      });
    });
  }
  await insertBatched(db, 'upsell_offers', rows);
}

/** Spec 3, Deal: a deal a week for a year in every store, the first one running now. */
export async function seedDeals(
  db: Kysely<Database>,
  products: readonly ProductSummary[],
  now: Date,
): Promise<void> {
  const candidates = products
    .filter((product) => product.campaignPercent !== null && product.inStock && product.kind !== 'gift-card')
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, 52);
  if (candidates.length === 0) return;
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  const rows = localeCodes.flatMap((locale, storeIndex) =>
    Array.from({ length: 52 }, (_unused, week) => {
      // Issue 20: a week's deal starts and ends at the store's own midnight, shown as a date.
      const { timeZone } = getStore(locale);
      const product = candidates[(week + storeIndex) % candidates.length] ?? candidates[0];
      return {
        id: storeIndex * 52 + week + 1,
        store_id: storeIds[locale],
        product_id: product?.id ?? 0,
        title: dealTitles[locale],
        discount: product?.campaignPercent ?? 10,
        starts_at: startOfLocalDay(addDays(yesterday, week * 7), timeZone).toISOString(),
        expires_at: startOfLocalDay(addDays(yesterday, (week + 1) * 7), timeZone).toISOString(),
      };
    }),
  );
  await insertBatched(db, 'deals', rows);
}

export async function seedWidgets(db: Kysely<Database>, reference: CatalogReference): Promise<void> {
  const rows = localeCodes.flatMap((locale) =>
    widgetSeeds.map((widget) => {
      if (widget.slug !== 'footer-columns') {
        return {
          store_id: storeIds[locale],
          slug: widget.slug,
          content: widget.content[locale],
          data: null,
          hidden: widget.hidden ? 1 : 0,
          status: widget.status,
        };
      }
      const columns = footerColumnSeeds.map((column) => ({
        title: column.title[locale],
        links: column.links.map((link) => ({
          label: link.label[locale],
          url: linkUrl(link.target, locale, reference),
        })),
      }));
      const content = columns
        .map(
          (column) =>
            `<div class="footer-column"><h3>${escapeHtml(column.title)}</h3><ul>${column.links
              .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
              .join('')}</ul></div>`,
        )
        .join('');
      return {
        store_id: storeIds[locale],
        slug: widget.slug,
        content,
        data: JSON.stringify(columns),
        hidden: 0,
        status: widget.status,
      };
    }),
  );
  await insertBatched(db, 'widgets', rows);
}

/** A preview token that is the same on every seed of the same store and page. */
function previewToken(locale: LocaleCode, key: string): string {
  return createHash('sha256').update(`page-preview:${locale}:${key}`).digest('base64url').slice(0, 24);
}

export async function seedPages(db: Kysely<Database>, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  const rows = localeCodes.flatMap((locale, storeIndex) => [
    ...pageSeeds[locale].map((page, index) => ({
      id: storeIndex * 100 + index + 1,
      store_id: storeIds[locale],
      path: page.path,
      title: page.title,
      body: page.body,
      meta_description: page.description,
      status: 'published',
      preview_token: null,
      updated_at: updatedAt,
    })),
    ...draftSeeds[locale].map((page, index) => ({
      id: storeIndex * 100 + 50 + index,
      store_id: storeIds[locale],
      path: page.path,
      title: page.title,
      body: page.body,
      meta_description: page.description,
      status: 'draft',
      preview_token: previewToken(locale, page.key),
      updated_at: updatedAt,
    })),
  ]);
  await insertBatched(db, 'content_pages', rows);
}

/** 24 doors in December of the current year; each opens at midnight in the store's time zone. */
export async function seedCalendar(
  db: Kysely<Database>,
  products: readonly ProductSummary[],
  now: Date,
): Promise<void> {
  const picks = products
    .filter((product) => product.inStock && product.kind !== 'gift-card')
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, 24);
  if (picks.length === 0) return;
  const year = now.getUTCFullYear();
  const discounts = [10, 15, 20, 25, 30, 40];
  const rows = localeCodes.flatMap((locale) =>
    Array.from({ length: 24 }, (_unused, index) => {
      const dayOfMonth = index + 1;
      const product = picks[index % picks.length] ?? picks[0];
      const discount = discounts[dayOfMonth % discounts.length] ?? 10;
      const code = `${calendarTexts.codePrefix[locale]}${String(dayOfMonth).padStart(2, '0')}`;
      const fill = (text: string) =>
        text
          .replace('{day}', String(dayOfMonth))
          .replace('{discount}', String(discount))
          .replace('{product}', product?.names[locale] ?? '')
          .replace('{code}', code);
      return {
        store_id: storeIds[locale],
        year,
        day: dayOfMonth,
        title: fill(calendarTexts.door[locale]),
        body: fill(calendarTexts.body[locale]),
        product_id: product?.id ?? null,
        discount_code: code,
        opens_at: new Date(Date.UTC(year, 11, dayOfMonth, -decemberUtcOffset[locale])).toISOString(),
      };
    }),
  );
  await insertBatched(db, 'calendar_doors', rows);
}

export async function seedSearchTriggers(db: Kysely<Database>, reference: CatalogReference): Promise<void> {
  const rows = localeCodes.flatMap((locale) =>
    searchTriggerSeeds.flatMap((trigger, index) =>
      trigger.keywords[locale].map((keyword) => ({
        store_id: storeIds[locale],
        keyword,
        url: linkUrl(trigger.target, locale, reference),
        url_title: trigger.title[locale],
        sort_order: index,
      })),
    ),
  );
  await insertBatched(
    db,
    'search_triggers',
    rows.map((row, index) => ({ id: index + 1, ...row })),
  );
}

export async function seedMerchandisingFlags(db: Kysely<Database>): Promise<void> {
  const rows = localeCodes.flatMap((locale) =>
    Object.entries(merchandisingFlagSeeds).map(([key, value]) => ({
      store_id: storeIds[locale],
      key,
      value: JSON.stringify(value),
    })),
  );
  await insertBatched(db, 'merchandising_flags', rows);
}

/** The most popular products carry the bestseller tag. */
export async function seedBestsellers(
  db: Kysely<Database>,
  products: readonly ProductSummary[],
  tagId: number | undefined,
): Promise<void> {
  if (tagId === undefined) return;
  const top = [...products]
    .filter((product) => product.kind !== 'gift-card')
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, Math.max(10, Math.round(products.length * 0.03)));
  await insertBatched(
    db,
    'product_tags',
    top.map((product) => ({ product_id: product.id, tag_id: tagId })),
  );
}
