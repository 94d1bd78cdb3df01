import { ImageType } from './enums.ts';

/** Spec 4 and 9: at most 5 recently viewed products are kept. */
export const RECENTLY_VIEWED_MAX = 5;

export interface ProductImage {
  readonly url: string;
  readonly type?: number | null;
  readonly sort_order?: number | null;
  readonly width?: number | null;
  readonly height?: number | null;
}

/** Spec 3: a recently viewed item has a sku, images and a thumb (image type Thumb). */
export interface RecentlyViewedItem {
  readonly sku: string;
  readonly images: readonly ProductImage[];
  readonly thumb: ProductImage | null;
}

/** The first image of type Thumb by sort order, or null. */
export function thumbImage(images: readonly ProductImage[]): ProductImage | null {
  const thumbs = images.filter((image) => image.type === ImageType.Thumb);
  return [...thumbs].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))[0] ?? null;
}

export function toRecentlyViewed(product: {
  readonly sku: string;
  readonly images?: readonly ProductImage[] | null;
}): RecentlyViewedItem {
  const images = product.images ?? [];
  return { sku: product.sku, images, thumb: thumbImage(images) };
}

/**
 * Spec 4: a product already present by sku is skipped; new ones go to the front; at most 5
 * are kept.
 */
export function addRecentlyViewed<T extends { readonly sku: string }>(
  list: readonly T[],
  item: T,
): readonly T[] {
  if (list.some((kept) => kept.sku === item.sku)) return list;
  return [item, ...list].slice(0, RECENTLY_VIEWED_MAX);
}
