// Spec 3, Enumerations. Plain `as const` objects: the code runs under Node's type stripping.

export const ProductType = { Any: 0, Standard: 1, Variant: 2, SET: 3, GiftCard: 4 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const ImageType = {
  Zoom: 1,
  Thumb: 3,
  Gallery: 4,
  Original: 5,
  Featured: 9,
  GalleryThumb: 10,
  General: 12,
  Avatar: 13,
  Header: 16,
} as const;
export type ImageType = (typeof ImageType)[keyof typeof ImageType];

export function isProductType(value: unknown): value is ProductType {
  return Object.values(ProductType).includes(value as ProductType);
}

export function isImageType(value: unknown): value is ImageType {
  return Object.values(ImageType).includes(value as ImageType);
}
