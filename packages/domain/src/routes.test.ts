import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LocaleCode, localeCodes } from './locales.ts';
import {
  buildAlternates,
  buildAlternatesFromPaths,
  buildPath,
  buildStoreUrl,
  countrySwitcherLocales,
  isValidDiscountCode,
  listLocalizedRoutes,
  listUnprefixedPatterns,
  localeForHost,
  matchPattern,
  matchRoute,
  normalizeHost,
  type RouteName,
  resolveDiscountRedirect,
  resolveLocation,
  routePattern,
  storeUrlForPath,
} from './routes.ts';
import { hreflangByLocale } from './stores.ts';

/**
 * Spec 2, Screens and routes: every row of the table, for every locale, with its variants.
 * `sample` is a concrete path of the row in that locale; `name` the route name it must resolve to.
 */
const specTable: readonly {
  name: RouteName;
  paths: Record<LocaleCode, string>;
  params?: Record<string, string>;
}[] = [
  { name: 'index', paths: same('/') },
  {
    name: 'christmas-calendar',
    paths: {
      fi: '/joulukalenteri',
      no: '/julekalender',
      da: '/julekalender',
      sv: '/julkalender',
      nl: '/kerstkalender',
    },
  },
  { name: 'my-account', paths: same('/my-account') },
  { name: 'my-account-orders', paths: same('/my-account/orders') },
  { name: 'my-account-overview', paths: same('/my-account/overview') },
  { name: 'my-account-profile', paths: same('/my-account/profile') },
  { name: 'my-account-profile-edit', paths: same('/my-account/profile/edit') },
  { name: 'my-account-returns', paths: same('/my-account/returns') },
  { name: 'my-account-subscriptions', paths: same('/my-account/subscriptions') },
  { name: 'my-account-orders-return-id', paths: same('/my-account/orders/return') },
  {
    name: 'my-account-orders-return-id',
    paths: same('/my-account/orders/return/1001'),
    params: { id: '1001' },
  },
  { name: 'my-order-id', paths: same('/my-order') },
  { name: 'my-order-id', paths: same('/my-order/1001'), params: { id: '1001' } },
  { name: 'my-order-return-id', paths: same('/my-order/return/1001'), params: { id: '1001' } },
  { name: 'page-preview', paths: same('/page-preview') },
  {
    name: 'searchresults',
    paths: {
      sv: '/sok',
      no: '/searchresults',
      da: '/searchresults',
      fi: '/searchresults',
      nl: '/searchresults',
    },
  },
  { name: 'unsubscribe', paths: same('/unsubscribe') },
  { name: 'checkout-id', paths: same('/checkout') },
  { name: 'checkout-id', paths: same('/checkout/abc'), params: { id: 'abc' } },
  { name: 'checkout-confirmation-id', paths: same('/checkout/confirmation') },
  { name: 'checkout-confirmation-id', paths: same('/checkout/confirmation/abc'), params: { id: 'abc' } },
  { name: 'checkout-failed-id', paths: same('/checkout/failed') },
  { name: 'checkout-failed-id', paths: same('/checkout/failed/abc'), params: { id: 'abc' } },
  { name: 'track-order-id', paths: same('/track-order') },
  { name: 'track-order-id', paths: same('/track-order/1001'), params: { id: '1001' } },
  {
    name: 'product',
    paths: { sv: '/produkt/x', no: '/produkt/x', da: '/produkt/x', fi: '/tuote/x', nl: '/product/x' },
    params: { slug: 'x' },
  },
  {
    name: 'product-tag',
    paths: {
      sv: '/produkt-tagg/x',
      da: '/produkt-tagg/x',
      fi: '/produkt-tagg/x',
      no: '/produkt-stikkord/x',
      nl: '/product-tag/x',
    },
    params: { slug: 'x' },
  },
  {
    name: 'brand',
    paths: { sv: '/varumarke/x', no: '/varumarke/x', da: '/maerke/x', fi: '/tavaramerkki/x', nl: '/merk/x' },
    params: { slug: 'x' },
  },
  {
    name: 'product-category-all',
    paths: {
      sv: '/kategori/a/b/c',
      no: '/kategori/a/b/c',
      da: '/kategori/a/b/c',
      fi: '/kategoria/a/b/c',
      nl: '/categorie/a/b/c',
    },
    params: { '*': 'a/b/c' },
  },
  { name: 'all', paths: same('/about-us'), params: { '*': 'about-us' } },
];

function same(path: string): Record<LocaleCode, string> {
  return { sv: path, no: path, da: path, fi: path, nl: path };
}

describe('spec 2 route table', () => {
  for (const row of specTable) {
    for (const locale of localeCodes) {
      const path = row.paths[locale];
      it(`${locale} ${path} is the screen ${row.name}`, () => {
        const match = matchRoute(path, locale);
        expect(match.name).toBe(row.name);
        for (const [key, value] of Object.entries(row.params ?? {})) expect(match.params[key]).toBe(value);
      });
      it(`${locale} builds ${path} for ${row.name}`, () => {
        expect(buildPath(row.name, locale, row.params ?? {})).toBe(path);
      });
    }
  }

  it('has one screen per route name per locale', () => {
    const names = new Set(listLocalizedRoutes().map((route) => route.name));
    expect(listLocalizedRoutes()).toHaveLength(names.size * localeCodes.length);
    for (const row of specTable) expect(names.has(row.name)).toBe(true);
  });

  it("a path of another store's language is not that screen: /produkt/x in fi is a content page", () => {
    expect(matchRoute('/produkt/x', 'fi')).toEqual({ name: 'all', params: { '*': 'produkt/x' } });
    expect(matchRoute('/tuote/x', 'sv').name).toBe('all');
    expect(matchRoute('/sok', 'fi').name).toBe('all');
  });

  it('groups unprefixed patterns with the stores that share them', () => {
    const product = listUnprefixedPatterns().find((entry) => entry.pattern === '/produkt/:slug');
    expect(product).toEqual({ name: 'product', pattern: '/produkt/:slug', locales: ['sv', 'no', 'da'] });
    const search = listUnprefixedPatterns().filter((entry) => entry.name === 'searchresults');
    expect(search.map((entry) => entry.pattern).sort()).toEqual(['/searchresults', '/sok']);
  });

  it('static segments win over a parameter: /checkout/confirmation is not checkout id "confirmation"', () => {
    expect(matchRoute('/checkout/confirmation', 'sv').name).toBe('checkout-confirmation-id');
    expect(matchRoute('/my-order/return/5', 'sv').name).toBe('my-order-return-id');
  });

  it('decodes parameters and tolerates a trailing slash', () => {
    expect(matchPattern('/produkt/:slug', '/produkt/sk%C3%A4rm/')).toEqual({ slug: 'skärm' });
    expect(matchPattern('/produkt/:slug', '/produkt/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
    expect(matchPattern('/produkt/:slug', '/kategori/x')).toBeNull();
  });

  it('refuses to build a path without its required parameter', () => {
    expect(() => buildPath('product', 'sv', {})).toThrow(/slug/);
    expect(() => routePattern('nope' as RouteName, 'sv')).toThrow(/Unknown route/);
  });

  it('the country switcher lists every store except nl', () => {
    expect(countrySwitcherLocales).toEqual(['sv', 'no', 'da', 'fi']);
  });

  it('building then matching gives back the same screen and parameters', () => {
    const slug = fc.stringMatching(/^[a-z0-9-]{1,30}$/);
    fc.assert(
      fc.property(fc.constantFrom(...localeCodes), slug, (locale, value) => {
        const path = buildPath('product', locale, { slug: value });
        expect(matchRoute(path, locale)).toEqual({ name: 'product', params: { slug: value } });
      }),
    );
  });
});

describe('spec 2 locale resolution', () => {
  const domains = {
    sv: 'mobildelar.test',
    no: 'mobildeler.test',
    da: 'mobildele.test',
    fi: 'puhelinosat.test',
    nl: 'telefoononderdelen.test',
  };

  it.each(localeCodes)('the %s store domain resolves unprefixed paths to that store', (locale) => {
    expect(resolveLocation('/x', domains[locale], domains)).toEqual({ locale, prefixed: false, path: '/x' });
    expect(resolveLocation('/x', `www.${domains[locale]}:8443`, domains).locale).toBe(locale);
  });

  it('an unknown host defaults to sv', () => {
    expect(resolveLocation('/tuote/x', 'shop.example.com', domains).locale).toBe('sv');
    expect(resolveLocation('/tuote/x', undefined, {}).locale).toBe('sv');
    expect(localeForHost('', domains)).toBeUndefined();
  });

  it('a locale prefix works on any host and wins over the domain', () => {
    expect(resolveLocation('/fi/tuote/x', domains.sv, domains)).toEqual({
      locale: 'fi',
      prefixed: true,
      path: '/tuote/x',
    });
    expect(resolveLocation('/nl', 'localhost:3000', domains)).toEqual({
      locale: 'nl',
      prefixed: true,
      path: '/',
    });
  });

  it('normalizes a host: case and port do not matter', () => {
    expect(normalizeHost(' Shop.Example.SE:3000 ')).toBe('shop.example.se');
  });
});

describe('canonical URLs and hreflang alternates', () => {
  const hreflang = hreflangByLocale;

  it('uses the store domain without a prefix when one is configured', () => {
    const url = buildStoreUrl(
      'product',
      'fi',
      { slug: 'x' },
      { origin: 'http://localhost:3000', domains: { fi: 'puhelinosat.test' } },
    );
    expect(url).toBe('https://puhelinosat.test/tuote/x');
  });

  it('uses the current origin with the locale prefix otherwise', () => {
    expect(buildStoreUrl('index', 'da', {}, { origin: 'http://localhost:3000', domains: {} })).toBe(
      'http://localhost:3000/da',
    );
    expect(
      buildStoreUrl('brand', 'da', { slug: 'apple' }, { origin: 'http://localhost:3000', domains: {} }),
    ).toBe('http://localhost:3000/da/maerke/apple');
    expect(buildStoreUrl('index', 'sv', {}, { origin: 'http://x', domains: { sv: 'mobildelar.test' } })).toBe(
      'https://mobildelar.test/',
    );
  });

  it('lists the same screen in all five stores plus x-default', () => {
    const alternates = buildAlternates(
      'product',
      { slug: 'x' },
      { origin: 'http://localhost', domains: {}, hreflang },
    );
    expect(alternates).toEqual([
      { hreflang: 'sv-SE', href: 'http://localhost/sv/produkt/x' },
      { hreflang: 'nb-NO', href: 'http://localhost/no/produkt/x' },
      { hreflang: 'da-DK', href: 'http://localhost/da/produkt/x' },
      { hreflang: 'fi-FI', href: 'http://localhost/fi/tuote/x' },
      { hreflang: 'nl-NL', href: 'http://localhost/nl/product/x' },
      { hreflang: 'x-default', href: 'http://localhost/sv/produkt/x' },
    ]);
  });
});

describe('alternates of pages with localized slugs', () => {
  it('link each store to its own path, with x-default to sv', () => {
    const alternates = buildAlternatesFromPaths(
      { sv: '/produkt/skarm-a', fi: '/tuote/naytto-a' },
      { origin: 'http://localhost', domains: { fi: 'puhelinosat.test' }, hreflang: hreflangByLocale },
    );
    expect(alternates).toEqual([
      { hreflang: 'sv-SE', href: 'http://localhost/sv/produkt/skarm-a' },
      { hreflang: 'fi-FI', href: 'https://puhelinosat.test/tuote/naytto-a' },
      { hreflang: 'x-default', href: 'http://localhost/sv/produkt/skarm-a' },
    ]);
  });

  it('fall back to the first store that has the page for x-default', () => {
    const alternates = buildAlternatesFromPaths(
      { nl: '/merk/x' },
      { origin: 'http://l', domains: {}, hreflang: hreflangByLocale },
    );
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'http://l/nl/merk/x' });
    expect(
      buildAlternatesFromPaths({}, { origin: 'http://l', domains: {}, hreflang: hreflangByLocale }),
    ).toEqual([]);
  });

  it('give the home page of a domain store without a prefix', () => {
    expect(storeUrlForPath('/', 'da', { origin: 'http://l', domains: { da: 'mobildele.test' } })).toBe(
      'https://mobildele.test/',
    );
    expect(storeUrlForPath('/', 'da', { origin: 'http://l', domains: {} })).toBe('http://l/da');
  });
});

describe('spec 2 discount path /rabatt/{category?}/{code}', () => {
  it('redirects to home without a category, the code as disc', () => {
    expect(resolveDiscountRedirect('/rabatt/SUMMER', '', 'sv', false)).toBe('/?disc=SUMMER');
  });

  it('redirects to the category page of the store with a category', () => {
    expect(resolveDiscountRedirect('/rabatt/kablar/SUMMER', '', 'sv', false)).toBe(
      '/kategori/kablar?disc=SUMMER',
    );
    expect(resolveDiscountRedirect('/rabatt/kaapelit/KESA-10', '', 'fi', true)).toBe(
      '/fi/kategoria/kaapelit?disc=KESA-10',
    );
  });

  it('keeps every other query parameter and replaces an old disc', () => {
    expect(resolveDiscountRedirect('/rabatt/ABC', '?utm_source=mail&disc=OLD&page=2', 'nl', true)).toBe(
      '/nl?utm_source=mail&page=2&disc=ABC',
    );
  });

  it('rejects a code shorter than 3 characters or with other characters', () => {
    expect(resolveDiscountRedirect('/rabatt/AB', '', 'sv', false)).toBe('not-found');
    expect(resolveDiscountRedirect('/rabatt/kablar/A%20B%20C', '', 'sv', false)).toBe('not-found');
    expect(resolveDiscountRedirect('/rabatt/a/b/CODE', '', 'sv', false)).toBe('not-found');
    expect(resolveDiscountRedirect('/rabatt', '', 'sv', false)).toBe('not-found');
  });

  it('leaves other paths alone', () => {
    expect(resolveDiscountRedirect('/kategori/x', '', 'sv', false)).toBeNull();
  });

  it('a discount code is at least 3 letters, digits or dashes (spec 5)', () => {
    expect(isValidDiscountCode('ab1')).toBe(true);
    expect(isValidDiscountCode('ÅÄÖ-2')).toBe(true);
    expect(isValidDiscountCode('ab')).toBe(false);
    expect(isValidDiscountCode('ab_c')).toBe(false);
    expect(isValidDiscountCode('ab c')).toBe(false);
  });
});
