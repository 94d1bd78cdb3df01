import {
  calendarDoorBodySchema,
  calendarDoorParamsSchema,
  calendarQuerySchema,
  contentPageBodySchema,
  contentPageParamsSchema,
  contentStoreParamsSchema,
  dealBodySchema,
  dealParamsSchema,
  richTextPreviewBodySchema,
  unpublishPageBodySchema,
  updateContentPageBodySchema,
  updateDealBodySchema,
  updateWidgetBodySchema,
  widgetParamsSchema,
} from '@shop/contracts/admin-content';
import { parseInput } from '../../http/parse.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import { readCalendar, saveCalendarDoor } from '../content/calendar-doors.ts';
import type { ContentWriteDeps } from '../content/content-write.ts';
import { createDeal, listDeals, updateDeal } from '../content/deals.ts';
import { createPage, listPages, readPage, unpublishPage, updatePage } from '../content/pages.ts';
import { sanitizeRichText } from '../content/rich-text.ts';
import { listWidgets, updateWidget } from '../content/widgets.ts';

/** Widgets, deals, content pages and calendar doors per store (issue 17, decision 024). */
export function adminContentHandlers(deps: ContentWriteDeps): AdminHandlers {
  const storeOf = (params: unknown) => parseInput(contentStoreParamsSchema, params, 'path').store;
  return {
    'GET /api/admin/content/{store}/widgets': async ({ request }) => ({
      widgets: await listWidgets(deps.db, storeOf(request.params)),
    }),

    'PUT /api/admin/content/{store}/widgets/{slug}': async (call) => {
      const { store, slug } = parseInput(widgetParamsSchema, call.request.params, 'path');
      const body = parseInput(updateWidgetBodySchema, call.request.body, 'body');
      return updateWidget(deps, memberOf(call).actor, store, slug, body);
    },

    'GET /api/admin/content/{store}/deals': async ({ request }) => ({
      deals: await listDeals(deps.db, storeOf(request.params), deps.now()),
    }),

    'POST /api/admin/content/{store}/deals': async (call) => {
      const store = storeOf(call.request.params);
      const body = parseInput(dealBodySchema, call.request.body, 'body');
      return createDeal(deps, memberOf(call).actor, store, body);
    },

    'PUT /api/admin/content/{store}/deals/{dealId}': async (call) => {
      const { store, dealId } = parseInput(dealParamsSchema, call.request.params, 'path');
      const body = parseInput(updateDealBodySchema, call.request.body, 'body');
      return updateDeal(deps, memberOf(call).actor, store, dealId, body);
    },

    'GET /api/admin/content/{store}/pages': async ({ request }) => ({
      pages: await listPages(deps.db, storeOf(request.params)),
    }),

    'POST /api/admin/content/{store}/pages': async (call) => {
      const store = storeOf(call.request.params);
      const body = parseInput(contentPageBodySchema, call.request.body, 'body');
      return createPage(deps, memberOf(call).actor, store, body);
    },

    'GET /api/admin/content/{store}/pages/{pageId}': async ({ request }) => {
      const { store, pageId } = parseInput(contentPageParamsSchema, request.params, 'path');
      return readPage(deps.db, store, pageId);
    },

    'PUT /api/admin/content/{store}/pages/{pageId}': async (call) => {
      const { store, pageId } = parseInput(contentPageParamsSchema, call.request.params, 'path');
      const body = parseInput(updateContentPageBodySchema, call.request.body, 'body');
      return updatePage(deps, memberOf(call).actor, store, pageId, body);
    },

    'POST /api/admin/content/{store}/pages/{pageId}/unpublish': async (call) => {
      const { store, pageId } = parseInput(contentPageParamsSchema, call.request.params, 'path');
      const { version } = parseInput(unpublishPageBodySchema, call.request.body, 'body');
      return unpublishPage(deps, memberOf(call).actor, store, pageId, version);
    },

    'POST /api/admin/content/rich-text/preview': async ({ request }) => ({
      html: sanitizeRichText(parseInput(richTextPreviewBodySchema, request.body, 'body').html),
    }),

    'GET /api/admin/content/{store}/calendar': async ({ request }) => {
      const store = storeOf(request.params);
      const { year } = parseInput(calendarQuerySchema, request.query, 'query');
      return readCalendar(deps.db, store, year ?? deps.now().getUTCFullYear());
    },

    'PUT /api/admin/content/{store}/calendar/{year}/{day}': async (call) => {
      const key = parseInput(calendarDoorParamsSchema, call.request.params, 'path');
      const body = parseInput(calendarDoorBodySchema, call.request.body, 'body');
      return saveCalendarDoor(deps, memberOf(call).actor, key, body);
    },
  };
}
