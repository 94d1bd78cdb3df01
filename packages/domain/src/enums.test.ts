import { describe, expect, it } from 'vitest';
import { ImageType, isImageType, isProductType, ProductType } from './enums.ts';

describe('enumerations', () => {
  it('product type: Any=0, Standard=1, Variant=2, SET=3, GiftCard=4', () => {
    expect(ProductType).toEqual({ Any: 0, Standard: 1, Variant: 2, SET: 3, GiftCard: 4 });
    expect(isProductType(3)).toBe(true);
    expect(isProductType(5)).toBe(false);
  });

  it('image type: Zoom=1, Thumb=3, Gallery=4, Original=5, Featured=9, GalleryThumb=10, General=12, Avatar=13, Header=16', () => {
    expect(ImageType).toEqual({
      Zoom: 1,
      Thumb: 3,
      Gallery: 4,
      Original: 5,
      Featured: 9,
      GalleryThumb: 10,
      General: 12,
      Avatar: 13,
      Header: 16,
    });
    expect(isImageType(16)).toBe(true);
    expect(isImageType(2)).toBe(false);
  });
});
