import type {
  AdminCalendar,
  AdminCalendarDoor,
  AdminContentPage,
  AdminContentPageList,
  AdminDeal,
  AdminDealList,
  AdminWidget,
  AdminWidgetList,
  CalendarDoorBody,
  ContentPageBody,
  DealBody,
  RichTextPreview,
  UpdateContentPageBody,
  UpdateDealBody,
  UpdateWidgetBody,
} from '@shop/contracts/admin-content';
import type { WidgetSlug } from '@shop/contracts/content';
import type { LocaleCode } from '@shop/domain/locales';
import { readApi, writeApi } from './admin-client.ts';

export type {
  AdminCalendar,
  AdminCalendarDoor,
  AdminContentPage,
  AdminContentPageList,
  AdminDeal,
  AdminDealList,
  AdminWidget,
  AdminWidgetList,
  DealBody,
};

/** Issue 17: the content of one store (decision 024). */
const storePath = (store: LocaleCode) => `/content/${store}`;

export function fetchWidgets(store: LocaleCode, signal?: AbortSignal): Promise<AdminWidgetList> {
  return readApi<AdminWidgetList>(`${storePath(store)}/widgets`, { signal });
}

export function saveWidget(
  store: LocaleCode,
  slug: WidgetSlug,
  body: UpdateWidgetBody,
): Promise<AdminWidget> {
  return writeApi<AdminWidget>('PUT', `${storePath(store)}/widgets/${slug}`, body);
}

export function fetchDeals(store: LocaleCode, signal?: AbortSignal): Promise<AdminDealList> {
  return readApi<AdminDealList>(`${storePath(store)}/deals`, { signal });
}

export function createDeal(store: LocaleCode, body: DealBody): Promise<AdminDeal> {
  return writeApi<AdminDeal>('POST', `${storePath(store)}/deals`, body);
}

export function updateDeal(store: LocaleCode, id: number, body: UpdateDealBody): Promise<AdminDeal> {
  return writeApi<AdminDeal>('PUT', `${storePath(store)}/deals/${id}`, body);
}

export function fetchContentPages(store: LocaleCode, signal?: AbortSignal): Promise<AdminContentPageList> {
  return readApi<AdminContentPageList>(`${storePath(store)}/pages`, { signal });
}

export function fetchContentPage(
  store: LocaleCode,
  id: string,
  signal?: AbortSignal,
): Promise<AdminContentPage> {
  return readApi<AdminContentPage>(`${storePath(store)}/pages/${encodeURIComponent(id)}`, { signal });
}

export function createContentPage(store: LocaleCode, body: ContentPageBody): Promise<AdminContentPage> {
  return writeApi<AdminContentPage>('POST', `${storePath(store)}/pages`, body);
}

export function updateContentPage(
  store: LocaleCode,
  id: number,
  body: UpdateContentPageBody,
): Promise<AdminContentPage> {
  return writeApi<AdminContentPage>('PUT', `${storePath(store)}/pages/${id}`, body);
}

export function unpublishContentPage(
  store: LocaleCode,
  id: number,
  version: number,
): Promise<AdminContentPage> {
  return writeApi<AdminContentPage>('POST', `${storePath(store)}/pages/${id}/unpublish`, { version });
}

/** The HTML as the storefront would show it, after the server's allow-list. Writes nothing. */
export function previewRichText(html: string): Promise<RichTextPreview> {
  return writeApi<RichTextPreview>('POST', '/content/rich-text/preview', { html });
}

export function fetchCalendar(store: LocaleCode, year: number, signal?: AbortSignal): Promise<AdminCalendar> {
  return readApi<AdminCalendar>(`${storePath(store)}/calendar`, { query: { year }, signal });
}

export function saveCalendarDoor(
  store: LocaleCode,
  year: number,
  day: number,
  body: CalendarDoorBody,
): Promise<AdminCalendarDoor> {
  return writeApi<AdminCalendarDoor>('PUT', `${storePath(store)}/calendar/${year}/${day}`, body);
}
