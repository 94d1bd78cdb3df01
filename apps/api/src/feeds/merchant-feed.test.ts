import { storeIds } from '@shop/domain/locales';
import { buildStoreUrl } from '@shop/domain/routes';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishChange, startChangeFeed } from '../cache/change-feed.ts';
import type { Database } from '../db/schema.ts';
import { insertTestProducts, type TestProduct } from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { createFeedPlugin } from './feeds.routes.ts';
import { saleOf } from './merchant-feed.repository.ts';
import { escapeXml, formatFeedPrice, identifierExists } from './merchant-feed.ts';

/*
 * Issue 17: GET /feeds/{store}.xml, the Google Merchant Center feed of a store. Google reads it
 * unattended: it must be well-formed XML, in the store's language and currency, and say what a
 * shopper would see on the page (price, campaign price and its window, availability).
 */

interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([a-z]+);/g, (_whole, name: string) => entities[name] ?? '');
}

/**
 * A strict reader of the little XML a feed is (elements, attributes, text; no comments, CDATA or
 * DTD): throws on a raw `<` or `&` in text, an unknown entity, or a tag closed out of order, which
 * is what an escaping mistake produces.
 */
function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  while (at < body.length) {
    token.lastIndex = at;
    const match = token.exec(body);
    if (!match) throw new Error(`Not well-formed XML at ${at}: ${body.slice(at, at + 40)}`);
    at = token.lastIndex;
    const [, closing, name, attributeText, selfClosing, text] = match;
    const current = stack.at(-1) as XmlElement;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text) || text.includes('>')) {
        throw new Error(`A raw & or > in text: ${text.slice(0, 40)}`);
      }
      current.text += decode(text);
    } else if (closing) {
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}>`);
      stack.pop();
    } else {
      const attributes = Object.fromEntries(
        [...(attributeText ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, key, value]) => [
          key,
          decode(value ?? ''),
        ]),
      );
      const element: XmlElement = { name: name ?? '', attributes, children: [], text: '' };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  return root;
}

function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((candidate) => candidate.name === name);
}

/** The feed's items by g:id, each as {field: text}. */
function itemsOf(xml: string): Map<string, Record<string, string>> {
  const rss = child(parseXml(xml), 'rss');
  const channel = child(rss, 'channel');
  const items = (channel?.children ?? []).filter((element) => element.name === 'item');
  return new Map(
    items.map((item) => {
      const fields = Object.fromEntries(item.children.map((field) => [field.name, field.text.trim()]));
      return [fields['g:id'] ?? '', fields];
    }),
  );
}

describe('the pieces of a feed item', () => {
  it('Google price text: two decimals and the ISO currency', () => {
    expect(formatFeedPrice(19900, 'SEK')).toBe('199.00 SEK');
    expect(formatFeedPrice(1250, 'EUR')).toBe('12.50 EUR');
    expect(formatFeedPrice(5, 'EUR')).toBe('0.05 EUR');
  });

  it('identifier_exists is "no" only without a GTIN and without an MPN with a brand', () => {
    expect(identifierExists({ gtin: null, mpn: null, brand: 'Acme' })).toBe(false);
    expect(identifierExists({ gtin: null, mpn: 'X-1', brand: null })).toBe(false);
    expect(identifierExists({ gtin: null, mpn: 'X-1', brand: 'Acme' })).toBe(true);
    expect(identifierExists({ gtin: '4006381333931', mpn: null, brand: null })).toBe(true);
  });

  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
  });

  it('a campaign window gives the sale its dates; an ended one, or one not cheaper, gives no sale', () => {
    const now = '2026-06-15T12:00:00.000Z';
    const window = { starts_at: '2026-06-01T00:00:00.000Z', ends_at: '2026-06-30T00:00:00.000Z' };
    expect(saleOf(29900, 24900, window, now)).toEqual({
      salePrice: 24900,
      saleWindow: { startsAt: window.starts_at, endsAt: window.ends_at },
    });
    expect(saleOf(29900, 24900, undefined, now)).toEqual({ salePrice: 24900, saleWindow: null });
    expect(saleOf(29900, 29900, undefined, now)).toEqual({ salePrice: null, saleWindow: null });
    expect(
      saleOf(29900, 24900, { starts_at: null, ends_at: '2026-06-01T00:00:00.000Z' }, now).salePrice,
    ).toBeNull();
    // Not begun and without an end: nothing to tell Google when it starts, so it waits.
    expect(
      saleOf(29900, 24900, { starts_at: '2026-07-01T00:00:00.000Z', ends_at: null }, now).salePrice,
    ).toBeNull();
  });
});

const clock = () => new Date('2026-06-15T12:00:00.000Z');

const feedProducts: TestProduct[] = [
  { id: 9001, sku: 'FEED-PLAIN', stock: 5, n: [[1, 19900]] },
  { id: 9002, sku: 'FEED-CAMPAIGN', stock: 5, n: [[1, 29900]], c: [[1, 24900]] },
  { id: 9003, sku: 'FEED-ALWAYS', stock: 5, n: [[1, 29900]], c: [[1, 25900]] },
  { id: 9004, sku: 'FEED-PRESALE', stock: 0, estimatedAt: '2026-07-01', n: [[1, 9900]] },
  { id: 9005, sku: 'FEED-OUT', stock: 0, n: [[1, 9900]] },
  { id: 9006, sku: 'FEED-HIDDEN', stock: 5, n: [[1, 9900]] },
  { id: 9007, sku: 'FEED-ENDED', stock: 5, n: [[1, 29900]], c: [[1, 24900]] },
  { id: 9008, sku: 'FEED-FI-ONLY', stock: 5, n: [[1, 9900]], stores: ['fi'] },
  { id: 9009, sku: 'FEED-BACKORDER', stock: 0, stockStatus: 'back-order', n: [[1, 9900]] },
];

const uploadedHash = '0123456789abcdef0123456789abcdef';

const trickyName = `Kabel & "laddare" <USB-C> 'snabb'`;

async function prepareFeedCatalog(db: Kysely<Database>): Promise<void> {
  await insertTestProducts(db, feedProducts);
  await db
    .insertInto('brands')
    .values({ id: 9100, code: 'feed-acme', sort_order: 0, in_menu: 0, color: '#000000' })
    .execute();
  await db
    .insertInto('brand_texts')
    .values(
      (['sv', 'fi'] as const).map((locale) => ({
        brand_id: 9100,
        locale,
        name: 'Acme',
        slug: 'acme',
        description: '',
      })),
    )
    .execute();
  await db
    .insertInto('categories')
    .values([
      { id: 9200, parent_id: null, code: 'feed-parts', sort_order: 0, show_in_menu: 0, icon: 'display' },
      {
        id: 9201,
        parent_id: 9200,
        code: 'feed-parts/screens',
        sort_order: 0,
        show_in_menu: 0,
        icon: 'display',
      },
    ])
    .execute();
  await db
    .insertInto('category_texts')
    .values([
      {
        category_id: 9200,
        locale: 'sv',
        name: 'Reservdelar',
        slug: 'reservdelar',
        path: 'reservdelar',
        description: '',
      },
      {
        category_id: 9201,
        locale: 'sv',
        name: 'Skärmar',
        slug: 'skarmar',
        path: 'reservdelar/skarmar',
        description: '',
      },
      {
        category_id: 9200,
        locale: 'fi',
        name: 'Varaosat',
        slug: 'varaosat',
        path: 'varaosat',
        description: '',
      },
      {
        category_id: 9201,
        locale: 'fi',
        name: 'Näytöt',
        slug: 'naytot',
        path: 'varaosat/naytot',
        description: '',
      },
    ])
    .execute();
  await db
    .updateTable('products')
    .set({ gtin: '4006381333931', brand_id: 9100, primary_category_id: 9201 })
    .where('id', '=', 9001)
    .execute();
  await db
    .updateTable('products')
    .set({ mpn: 'ACME-OUT-1', brand_id: 9100 })
    .where('id', '=', 9005)
    .execute();
  await db.updateTable('products').set({ published: 0 }).where('id', '=', 9006).execute();
  // An uploaded photo (issue 17), after the drawing in order: the feed still offers the photo.
  await db
    .insertInto('product_images')
    .values({
      id: 9302,
      product_id: 9002,
      image_type: 4,
      sort_order: 5,
      width: 900,
      height: 600,
      view: 'front',
      upload_hash: uploadedHash,
      upload_format: 'jpeg',
    })
    .execute();
  await db
    .updateTable('product_texts')
    .set({ name: trickyName, description: 'Snabb & säker <b>laddning</b>' })
    .where('product_id', '=', 9001)
    .where('locale', '=', 'sv')
    .execute();
  await db
    .updateTable('product_texts')
    .set({ name: 'Nopea kaapeli', description: 'Lataa nopeasti' })
    .where('product_id', '=', 9001)
    .where('locale', '=', 'fi')
    .execute();
  const window = { starts_at: '2026-06-01T00:00:00.000Z', ends_at: '2026-06-30T22:00:00.000Z' };
  await db
    .insertInto('product_campaigns')
    .values([
      { product_id: 9002, store_id: storeIds.sv, ...window },
      { product_id: 9002, store_id: storeIds.fi, ...window },
      {
        product_id: 9007,
        store_id: storeIds.sv,
        starts_at: '2026-05-01T00:00:00.000Z',
        ends_at: '2026-06-01T00:00:00.000Z',
      },
    ])
    .execute();
}

describeEachDatabase('the Google Merchant Center feed, GET /feeds/{store}.xml', (kind) => {
  let api: TestApi;
  let sv: { status: number; headers: Headers; text: string };
  let fi: { status: number; headers: Headers; text: string };

  async function getFeed(path: string) {
    const response = await fetch(`${api.baseUrl}${path}`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  beforeAll(async () => {
    api = await startTestApi(kind, { clock, prepare: ({ database }) => prepareFeedCatalog(database.db) });
    [sv, fi] = await Promise.all([getFeed('/feeds/sv.xml'), getFeed('/feeds/fi.xml')]);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers well-formed RSS 2.0 with the g: namespace, as XML with a short public cache time', () => {
    expect(sv.status).toBe(200);
    expect(sv.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sv.headers.get('cache-control')).toMatch(/^public, max-age=\d{1,4}$/);
    const rss = child(parseXml(sv.text), 'rss');
    expect(rss?.attributes).toEqual({ version: '2.0', 'xmlns:g': 'http://base.google.com/ns/1.0' });
    expect(child(rss, 'channel')).toBeDefined();
  });

  it('escapes & < > " \' in names and descriptions, and reads them back unchanged', () => {
    const plain = itemsOf(sv.text).get('FEED-PLAIN');
    expect(plain?.title).toBe(trickyName);
    expect(plain?.description).toBe('Snabb & säker <b>laddning</b>');
    expect(sv.text).not.toContain(trickyName);
  });

  it('sv: Swedish texts, SEK prices with two decimals, the canonical link, an absolute image, identifiers', () => {
    const plain = itemsOf(sv.text).get('FEED-PLAIN');
    expect(plain).toMatchObject({
      'g:price': '199.00 SEK',
      'g:availability': 'in_stock',
      'g:condition': 'new',
      'g:brand': 'Acme',
      'g:gtin': '4006381333931',
      'g:product_type': 'Reservdelar > Skärmar',
      link: buildStoreUrl(
        'product',
        'sv',
        { slug: 'feed-plain' },
        { origin: api.config.publicUrl, domains: api.config.domains },
      ),
    });
    expect(plain?.['g:image_link']).toMatch(/^https?:\/\/[^/]+\/api\/images\/\d+\.svg$/);
    expect(plain).not.toHaveProperty('g:identifier_exists');
    expect(plain).not.toHaveProperty('g:sale_price');
  });

  it('fi: Finnish texts and EUR with its two decimals, the Finnish link and category path', () => {
    const plain = itemsOf(fi.text).get('FEED-PLAIN');
    expect(plain).toMatchObject({
      title: 'Nopea kaapeli',
      description: 'Lataa nopeasti',
      'g:price': '19.90 EUR',
      'g:product_type': 'Varaosat > Näytöt',
      link: buildStoreUrl(
        'product',
        'fi',
        { slug: 'feed-plain' },
        { origin: api.config.publicUrl, domains: api.config.domains },
      ),
    });
    expect(itemsOf(fi.text).get('FEED-CAMPAIGN')?.['g:sale_price']).toBe('24.90 EUR');
  });

  it('an uploaded photo is the image link (its largest JPEG rendition), before any drawing: Google takes no SVG', () => {
    const campaign = itemsOf(sv.text).get('FEED-CAMPAIGN');
    expect(campaign?.['g:image_link']).toMatch(
      new RegExp(`^https?://[^/]+/api/images/p/${uploadedHash}-900\\.jpg$`),
    );
  });

  it('a product on campaign has g:sale_price and g:sale_price_effective_date from its window', () => {
    expect(itemsOf(sv.text).get('FEED-CAMPAIGN')).toMatchObject({
      'g:price': '299.00 SEK',
      'g:sale_price': '249.00 SEK',
      'g:sale_price_effective_date': '2026-06-01T00:00:00.000Z/2026-06-30T22:00:00.000Z',
    });
  });

  it('a campaign without a window row always runs: a sale price without dates; an ended one has none', () => {
    const always = itemsOf(sv.text).get('FEED-ALWAYS');
    expect(always?.['g:sale_price']).toBe('259.00 SEK');
    expect(always).not.toHaveProperty('g:sale_price_effective_date');
    expect(itemsOf(sv.text).get('FEED-ENDED')).not.toHaveProperty('g:sale_price');
  });

  it('a presale product is preorder with its availability_date (estimated_at)', () => {
    expect(itemsOf(sv.text).get('FEED-PRESALE')).toMatchObject({
      'g:availability': 'preorder',
      'g:availability_date': '2026-07-01T00:00:00Z',
      'g:identifier_exists': 'no',
    });
  });

  it('spec 4: in stock with no units left, and back-order, are out_of_stock', () => {
    const items = itemsOf(sv.text);
    expect(items.get('FEED-OUT')?.['g:availability']).toBe('out_of_stock');
    expect(items.get('FEED-BACKORDER')?.['g:availability']).toBe('out_of_stock');
    // An MPN with its brand identifies the item: identifier_exists is left out.
    expect(items.get('FEED-OUT')).toMatchObject({ 'g:mpn': 'ACME-OUT-1', 'g:brand': 'Acme' });
    expect(items.get('FEED-OUT')).not.toHaveProperty('g:identifier_exists');
  });

  it('leaves out an unpublished product and a product the store does not sell', () => {
    const svItems = itemsOf(sv.text);
    expect(svItems.has('FEED-HIDDEN')).toBe(false);
    expect(svItems.has('FEED-FI-ONLY')).toBe(false);
    expect(itemsOf(fi.text).has('FEED-FI-ONLY')).toBe(true);
  });

  it('a kept feed is built again once the change feed announces a catalog change', async () => {
    const changes = await startChangeFeed(api.database, { pollMs: 60_000 });
    const server = Fastify({ logger: false });
    await server.register(createFeedPlugin({ database: api.database, config: api.config, changes, clock }));
    try {
      const titleOf = async () =>
        itemsOf((await server.inject({ url: '/feeds/fi.xml' })).body).get('FEED-PLAIN')?.title;
      expect(await titleOf()).toBe('Nopea kaapeli');
      const rename = (name: string) =>
        api.database.db
          .updateTable('product_texts')
          .set({ name })
          .where('product_id', '=', 9001)
          .where('locale', '=', 'fi')
          .execute();
      await rename('Uusi nimi');
      // Not announced: the process keeps the feed it built.
      expect(await titleOf()).toBe('Nopea kaapeli');
      await publishChange(api.database.db, 'catalog', 'product:9001');
      await changes.checkNow();
      expect(await titleOf()).toBe('Uusi nimi');
      await rename('Nopea kaapeli');
    } finally {
      await server.close();
      await changes.close();
    }
  });

  it('an unknown store is a 404', async () => {
    expect((await getFeed('/feeds/de.xml')).status).toBe(404);
    expect((await getFeed('/feeds/sv.json')).status).toBe(404);
  });
});
