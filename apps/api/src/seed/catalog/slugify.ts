/** A URL slug: lower-case ASCII letters, digits and dashes ("Skärm iPhone 13 – OLED" -> skarm-iphone-13-oled). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
