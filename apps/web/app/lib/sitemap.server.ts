import type { Brand } from '@shop/contracts/brands-tags';
import type { Category, CategoryPageResponse } from '@shop/contracts/categories';
import type { SharedDocumentStore } from '@shop/contracts/change-topics';
import type { ApiTransport } from '@shop/contracts/transport';
import { type LocaleCode, localeCodes, type StoreDomains } from '@shop/domain/locales';
import { hreflangByLocale } from '@shop/domain/stores';
import { type ApiCall, createApiCall } from './api-client.ts';
import { fetchCategoryByPath } from './catalog.api.ts';
import { absoluteStoreUrl } from './store-url.ts';

/** One address of a store, keyed so the same thing in another store can be found (its id). */
interface StoreEntry {
  readonly key: string;
  readonly uri: string;
}

/** The sitemap protocol allows 50,000 addresses in one file. */
const maxEntries = 50_000;

/** Every store's addresses, by store. */
type Crawl = Map<LocaleCode, StoreEntry[]>;

/**
 * The crawl walks the whole catalog of five stores: it is built once for every process and
 * machine and stored in the database (ShopServerContext.sharedDocuments), again when the catalog
 * changed. The name carries the format, so a newer version of the shop never reads an older one's.
 */
const crawlDocument = 'sitemap-crawl-v1';

/** The stored crawl as parsed in this process, kept while the stored text stays the same. */
let parsed: { readonly body: string; readonly crawl: Crawl } | undefined;

async function fetchCategoryTree(call: ApiCall): Promise<Category[]> {
  return (await call<Category[]>({ method: 'GET', path: '/api/product-categories', query: { v: 2 } })).body;
}

async function fetchBrands(call: ApiCall): Promise<Brand[]> {
  return (await call<Brand[]>({ method: 'GET', path: '/api/brands' })).body;
}

function flatten(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}

/**
 * Every product of a store, through the grids of its top-level categories (48 a page). Slugs
 * differ per store, so products are keyed by id to find their address in the other stores.
 */
async function crawlProducts(call: ApiCall, roots: readonly Category[]): Promise<StoreEntry[]> {
  const seen = new Map<number, string>();
  for (const root of roots) {
    let page = 1;
    let pages = 1;
    do {
      const listing: CategoryPageResponse = await fetchCategoryByPath(call, root.path, { page });
      for (const product of listing.products) {
        if (!seen.has(product.id)) seen.set(product.id, product.url_fragment);
      }
      pages = listing.pages;
      page += 1;
    } while (page <= pages && seen.size < maxEntries);
  }
  return [...seen].map(([id, uri]) => ({ key: `product:${id}`, uri }));
}

async function crawlStore(transport: ApiTransport, locale: LocaleCode): Promise<StoreEntry[]> {
  const call = createApiCall(transport, locale);
  const [tree, brands] = await Promise.all([fetchCategoryTree(call), fetchBrands(call).catch(() => [])]);
  const products = await crawlProducts(call, tree);
  return [
    { key: 'index', uri: '/' },
    ...flatten(tree).map((category) => ({ key: `category:${category.id}`, uri: category.uri })),
    ...brands.map((brand) => ({ key: `brand:${brand.id}`, uri: brand.uri })),
    ...products,
  ].slice(0, maxEntries);
}

async function crawlStores(transport: ApiTransport): Promise<string> {
  const lists = await Promise.all(localeCodes.map((locale) => crawlStore(transport, locale)));
  return JSON.stringify(localeCodes.map((locale, index) => [locale, lists[index] ?? []]));
}

async function crawlAll(shop: SitemapSources): Promise<Crawl> {
  const body = await shop.sharedDocuments.read(crawlDocument, 'catalog', () => crawlStores(shop.transport));
  if (parsed?.body !== body) {
    parsed = { body, crawl: new Map(JSON.parse(body) as [LocaleCode, StoreEntry[]][]) };
  }
  return parsed.crawl;
}

/** Where the sitemap comes from: the in-process API, and the store of documents built once. */
export interface SitemapSources {
  readonly transport: ApiTransport;
  readonly sharedDocuments: SharedDocumentStore;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The sitemap of one store: its home, categories, brands and products, each with the hreflang
 * alternates of the same page in the other stores (found by id, as slugs are localized) and
 * x-default (the sv store).
 */
export async function buildSitemap(
  shop: SitemapSources,
  locale: LocaleCode,
  options: { origin: string; domains: StoreDomains },
): Promise<string> {
  const all = await crawlAll(shop);
  const byKey = new Map<LocaleCode, Map<string, string>>(
    localeCodes.map((code) => [code, new Map((all.get(code) ?? []).map((entry) => [entry.key, entry.uri]))]),
  );
  const url = (code: LocaleCode, uri: string) => absoluteStoreUrl(uri, code, options);
  const lines = (all.get(locale) ?? []).map((entry) => {
    const alternates = localeCodes.flatMap((code) => {
      const uri = byKey.get(code)?.get(entry.key);
      return uri === undefined ? [] : [{ hreflang: hreflangByLocale[code], href: url(code, uri) }];
    });
    const fallback = byKey.get('sv')?.get(entry.key);
    if (fallback !== undefined) alternates.push({ hreflang: 'x-default', href: url('sv', fallback) });
    const links = alternates
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeXml(url(locale, entry.uri))}</loc>${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap address of a store: on its own domain, else under its prefix on this origin. */
export function sitemapUrl(locale: LocaleCode, options: { origin: string; domains: StoreDomains }): string {
  const domain = options.domains[locale];
  return domain
    ? absoluteStoreUrl('/sitemap.xml', locale, options)
    : `${options.origin}/${locale}/sitemap.xml`;
}
