import {
  anyStatusWidgetSlugs,
  type CalendarResponse,
  type ContentPage,
  type CurrentDeal,
  footerColumnSchema,
  type MerchandisingFlags,
  merchandisingFlagsOff,
  merchandisingFlagsSchema,
  type SearchHint,
  type WidgetResponse,
  type WidgetSlug,
} from '@shop/contracts/content';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import { z } from 'zod';
import { type CatalogContext, cachedRead } from '../catalog/catalog-context.ts';
import { notFound } from '../errors.ts';
import {
  type ContentPageRow,
  findCalendarDoors,
  findCurrentDeal,
  findDraftByToken,
  findMerchandisingFlags,
  findPublishedPage,
  findSearchTriggers,
  findWidget,
} from '../repositories/content.repository.ts';
import { normalizeSearchText } from '../search/search-text.ts';
import { loadProducts } from './load-products.ts';
import { quoteStoreFacts, storeFacts } from './store-facts.ts';

/** Spec 3, Deal: the deal running now; cached per minute, since deals start and end on time. */
export async function getCurrentDeal(
  context: CatalogContext,
  locale: LocaleCode,
  noCache?: boolean,
): Promise<CurrentDeal | undefined> {
  const now = context.now();
  const minute = Math.floor(now.getTime() / 60_000);
  const deal = await cachedRead(context, `deal:${locale}:${minute}`, noCache, async () => {
    const row = await findCurrentDeal(context.db, storeIds[locale], locale, now.toISOString());
    return row ?? null;
  });
  if (!deal) return undefined;
  return {
    title: deal.title,
    product_name: deal.product_name,
    product_slug: deal.product_slug,
    discount: deal.discount,
    starts_at: deal.starts_at,
    expires_at: deal.expires_at,
  };
}

/** Spec 7: widgets; store-message-footer and cookie-alert are answered whatever their status. */
export async function getWidget(
  context: CatalogContext,
  locale: LocaleCode,
  slug: WidgetSlug,
  noCache?: boolean,
): Promise<WidgetResponse> {
  const row = await cachedRead(context, `widget:${locale}:${slug}`, noCache, async () => {
    return (await findWidget(context.db, storeIds[locale], slug)) ?? null;
  });
  if (!row || (row.status !== 'published' && !anyStatusWidgetSlugs.includes(slug))) {
    throw notFound(`The widget ${slug} is not published in store ${locale}`);
  }
  const columns = row.data ? z.array(footerColumnSchema).safeParse(JSON.parse(row.data)) : undefined;
  return {
    content: quoteStoreFacts(row.content, await storeFacts(context.db, storeIds[locale])),
    hidden: row.hidden === 1,
    ...(columns?.success ? { columns: columns.data } : {}),
  };
}

function toContentPage(row: ContentPageRow): ContentPage {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    body: row.body,
    meta_description: row.meta_description,
    updated_at: row.updated_at,
    draft: row.status !== 'published',
    breadcrumbs: [{ name: row.title, uri: row.path }],
  };
}

export async function getContentPage(
  context: CatalogContext,
  locale: LocaleCode,
  path: string,
  noCache?: boolean,
): Promise<ContentPage> {
  const row = await cachedRead(context, `page:${locale}:${path}`, noCache, async () => {
    return (await findPublishedPage(context.db, storeIds[locale], path)) ?? null;
  });
  if (!row) throw notFound(`No page at ${path} in store ${locale}`);
  const page = toContentPage(row);
  return { ...page, body: quoteStoreFacts(page.body, await storeFacts(context.db, storeIds[locale])) };
}

/** Drafts are never cached: an editor previews what they just saved. */
export async function getPagePreview(
  context: CatalogContext,
  locale: LocaleCode,
  token: string,
): Promise<ContentPage> {
  const row = await findDraftByToken(context.db, storeIds[locale], token);
  if (!row) throw notFound(`No draft with that preview token in store ${locale}`);
  return toContentPage(row);
}

const calendarTitles: Readonly<Record<LocaleCode, string>> = {
  sv: 'Julkalender',
  no: 'Julekalender',
  da: 'Julekalender',
  fi: 'Joulukalenteri',
  nl: 'Kerstkalender',
};

/** The Christmas calendar of the current year; a door shows its content from its opening time. */
export async function getCalendar(
  context: CatalogContext,
  locale: LocaleCode,
  noCache?: boolean,
): Promise<CalendarResponse> {
  const now = context.now();
  const year = now.getUTCFullYear();
  const doors = await cachedRead(context, `calendar:${locale}:${year}`, noCache, () =>
    findCalendarDoors(context.db, storeIds[locale], year),
  );
  if (doors.length === 0) throw notFound(`No Christmas calendar for ${year} in store ${locale}`);
  const openIds = doors
    .filter((door) => door.product_id !== null && new Date(door.opens_at) <= now)
    .map((door) => door.product_id ?? 0);
  const products = new Map(
    (await loadProducts(context, locale, openIds)).map((product) => [product.id, product]),
  );
  return {
    year,
    title: calendarTitles[locale],
    doors: doors.map((door) => {
      const open = new Date(door.opens_at) <= now;
      return {
        day: door.day,
        opens_at: door.opens_at,
        is_open: open,
        title: open ? door.title : null,
        body: open ? door.body : null,
        discount_code: open ? door.discount_code : null,
        product: open && door.product_id !== null ? (products.get(door.product_id) ?? null) : null,
      };
    }),
  };
}

/**
 * Spec 7: search hints. A hint shows when the query starts with its keyword ("frakt till
 * norge") or, from 2 characters, when the keyword starts with the query ("fra").
 */
export async function getSearchTriggers(
  context: CatalogContext,
  locale: LocaleCode,
  query: string,
): Promise<SearchHint[]> {
  const triggers = await context.cache.get(`triggers:${locale}`, () =>
    findSearchTriggers(context.db, storeIds[locale]),
  );
  const text = normalizeSearchText(query);
  if (!text) return [];
  const hints = new Map<string, SearchHint>();
  for (const trigger of triggers) {
    const matches =
      text.startsWith(trigger.keyword) || (text.length >= 2 && trigger.keyword.startsWith(text));
    if (matches && !hints.has(trigger.url))
      hints.set(trigger.url, { id: trigger.id, url: trigger.url, url_title: trigger.url_title });
  }
  return [...hints.values()];
}

/** Spec 3, Other state: the store's merchandising flags; dealProductSlug is the running deal's. */
export async function getMerchandisingFlags(
  context: CatalogContext,
  locale: LocaleCode,
  noCache?: boolean,
): Promise<MerchandisingFlags> {
  const rows = await cachedRead(context, `flags:${locale}`, noCache, () =>
    findMerchandisingFlags(context.db, storeIds[locale]),
  );
  const stored = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  const deal = await getCurrentDeal(context, locale, noCache);
  const dealProductSlug = deal?.product_slug ?? null;
  const parsed = merchandisingFlagsSchema.safeParse({ ...merchandisingFlagsOff, ...stored, dealProductSlug });
  return parsed.success ? parsed.data : { ...merchandisingFlagsOff, dealProductSlug };
}
