import { isLocaleCode, type LocaleCode } from '@shop/domain/locales';
import { buildStoreUrl } from '@shop/domain/routes';
import { getStore } from '@shop/domain/stores';
import type { FastifyPluginAsync } from 'fastify';
import { type ApiDependencies, handleApiError } from '../app.ts';
import { notFound } from '../errors.ts';
import { findFeedItems } from './merchant-feed.repository.ts';
import { renderMerchantFeed } from './merchant-feed.ts';

/**
 * A built feed is kept until the catalog changes (the change feed, every process) or for five
 * minutes at most: a campaign window opens and closes with time, not with a write.
 */
const keepFeedMs = 5 * 60_000;

/** Proxies and Google may keep it for ten minutes; the shop's own copy is fresher. */
const feedCacheControl = 'public, max-age=600';

interface KeptFeed {
  readonly version: number;
  readonly builtAt: number;
  readonly xml: Promise<string>;
}

/**
 * GET /feeds/{store}.xml (issue 17): the Google Merchant Center feed of a store, by its code
 * (sv, no, da, fi, nl). Outside /api, like the sitemap, since a merchant account is given its
 * address once and keeps fetching it.
 */
export function createFeedPlugin({ database, config, changes, clock }: ApiDependencies): FastifyPluginAsync {
  const kept = new Map<LocaleCode, KeptFeed>();
  const now = clock ?? (() => new Date());
  const addresses = { origin: config.publicUrl, domains: config.domains };

  function buildFeed(locale: LocaleCode): Promise<string> {
    const store = getStore(locale, config.domains);
    return findFeedItems(database.db, locale, addresses, now()).then((items) =>
      renderMerchantFeed(
        {
          title: store.brand,
          link: buildStoreUrl('index', locale, {}, addresses),
          description: `${store.brand} (${store.currency})`,
          currency: store.currency,
        },
        items,
      ),
    );
  }

  function feedOf(locale: LocaleCode): Promise<string> {
    // Without a shared change feed (a bare API in tests) nothing is kept: a write is seen at once.
    if (!changes) return buildFeed(locale);
    const version = changes.versionOf(['catalog']);
    const at = Date.now();
    const current = kept.get(locale);
    if (current && current.version === version && at - current.builtAt < keepFeedMs) return current.xml;
    const xml = buildFeed(locale);
    kept.set(locale, { version, builtAt: at, xml });
    // A failed build is not kept: the next request tries again.
    xml.catch(() => {
      if (kept.get(locale)?.xml === xml) kept.delete(locale);
    });
    return xml;
  }

  return async (scope) => {
    scope.setErrorHandler(handleApiError);
    scope.get<{ Params: { file: string } }>('/feeds/:file', async (request, reply) => {
      const match = /^([a-z]{2})\.xml$/.exec(request.params.file);
      const code = match?.[1];
      if (!isLocaleCode(code))
        throw notFound('No such feed: the stores are sv, no, da, fi and nl (/feeds/sv.xml)');
      const xml = await feedOf(code);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', feedCacheControl)
        .send(xml);
    });
  };
}
