/**
 * Spec 2: the side menu's fixed brand list of ten entries, in this order, linking to the brand
 * pages. `others` collects every brand outside the nine.
 */
export const menuBrands = [
  { slug: 'apple', name: 'Apple' },
  { slug: 'google-pixel', name: 'Google Pixel' },
  { slug: 'huawei', name: 'Huawei' },
  { slug: 'motorola', name: 'Motorola' },
  { slug: 'oneplus', name: 'OnePlus' },
  { slug: 'samsung', name: 'Samsung' },
  { slug: 'sony', name: 'Sony' },
  { slug: 'universal', name: 'Universal' },
  { slug: 'xiaomi', name: 'Xiaomi' },
  { slug: 'others', name: null },
] as const;
