import type { ResponsiveImage } from '@shop/contracts/product';

/**
 * The widths an uploaded photo is stored in (docs/decisions/022-product-images.md). The storefront
 * shows product photos at about 64 px (gallery and cart thumbnails), 150-300 px (cards) and up to
 * 560 px (the product page's stage): 160, 320 and 640 cover those at 1x and 2x, 1280 the stage on
 * a 2x screen. A photo is never made larger than it is.
 */
export const variantWidths = [160, 320, 640, 1280] as const;

/** The formats of an upload, by name: sharp's name, the URL's extension and the content type. */
export const uploadFormats = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  avif: { extension: 'avif', contentType: 'image/avif' },
} as const;
export type UploadFormat = keyof typeof uploadFormats;

export function isUploadFormat(value: string): value is UploadFormat {
  return Object.hasOwn(uploadFormats, value);
}

/** The widths of a photo `width` pixels wide: the standard ones below it, and its own when smaller than the largest. */
export function widthsFor(width: number): number[] {
  const largest = variantWidths[variantWidths.length - 1] ?? width;
  if (width >= largest) return [...variantWidths];
  return [...variantWidths.filter((candidate) => candidate < width), width];
}

/** The formats each width is stored in: AVIF, WebP and the photo's own (once, when it is one of those). */
export function formatsFor(original: UploadFormat): UploadFormat[] {
  return [...new Set<UploadFormat>(['avif', 'webp', original])];
}

/** The immutable URL of one rendition: the hash names the uploaded bytes, so it never changes. */
export function imageFileUrl(hash: string, width: number, format: UploadFormat): string {
  return `/api/images/p/${hash}-${width}.${uploadFormats[format].extension}`;
}

/** `/api/images/p/{hash}-{width}.{ext}` back to its parts, or undefined when it names none. */
export function parseImageFileName(
  file: string,
): { hash: string; width: number; format: UploadFormat } | undefined {
  const match = /^([a-f0-9]{32})-(\d{1,5})\.(avif|webp|jpg|png)$/.exec(file);
  if (!match) return undefined;
  const extension = match[3];
  const format = (Object.keys(uploadFormats) as UploadFormat[]).find(
    (name) => uploadFormats[name].extension === extension,
  );
  return format && { hash: match[1] ?? '', width: Number(match[2]), format };
}

function srcset(hash: string, widths: readonly number[], format: UploadFormat): string {
  return widths.map((width) => `${imageFileUrl(hash, width, format)} ${width}w`).join(', ');
}

/** What a `<picture>` needs for an uploaded photo of this width, stored under this hash. */
export function responsiveImage(hash: string, width: number, original: UploadFormat): ResponsiveImage {
  const widths = widthsFor(width);
  return {
    sources: [
      { type: 'image/avif', srcset: srcset(hash, widths, 'avif') },
      { type: 'image/webp', srcset: srcset(hash, widths, 'webp') },
    ],
    srcset: srcset(hash, widths, original),
  };
}

/** The rendition an `<img src>` names (for browsers without srcset): the largest up to 640 px. */
export function fallbackUrl(hash: string, width: number, original: UploadFormat): string {
  const widths = widthsFor(width);
  const chosen = [...widths].reverse().find((candidate) => candidate <= 640) ?? widths[0] ?? width;
  return imageFileUrl(hash, chosen, original);
}

/** The largest rendition in the photo's own format: what a product feed offers a marketplace. */
export function largestUrl(hash: string, width: number, original: UploadFormat): string {
  return imageFileUrl(hash, widthsFor(width).at(-1) ?? width, original);
}

/** The smallest rendition: the back office's list and other thumbnails. */
export function smallestUrl(hash: string, width: number, original: UploadFormat): string {
  return imageFileUrl(hash, widthsFor(width)[0] ?? width, original);
}
