import type { LocaleCode } from '@shop/domain/locales';

type LocalizedSlug = string | Readonly<Record<LocaleCode, string>>;

/**
 * Spec 2: the side menu's fixed brand list of ten entries, in this order, linking to the brand
 * pages. `others` collects every brand outside the nine; unlike the nine, its slug is a word of
 * each language (the seed's brand `others`), so each store links its own.
 */
export const menuBrands: readonly { readonly slug: LocalizedSlug; readonly name: string | null }[] = [
  { slug: 'apple', name: 'Apple' },
  { slug: 'google-pixel', name: 'Google Pixel' },
  { slug: 'huawei', name: 'Huawei' },
  { slug: 'motorola', name: 'Motorola' },
  { slug: 'oneplus', name: 'OnePlus' },
  { slug: 'samsung', name: 'Samsung' },
  { slug: 'sony', name: 'Sony' },
  { slug: 'universal', name: 'Universal' },
  { slug: 'xiaomi', name: 'Xiaomi' },
  { slug: { sv: 'ovriga', no: 'andre', da: 'andre', fi: 'muut', nl: 'overige' }, name: null },
];

/** The brand page slug of a menu brand in a store's language. */
export function menuBrandSlug(brand: (typeof menuBrands)[number], locale: LocaleCode): string {
  return typeof brand.slug === 'string' ? brand.slug : brand.slug[locale];
}
