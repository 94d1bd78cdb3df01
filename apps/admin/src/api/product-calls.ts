import type {
  AdminProduct,
  AdminProductListResponse,
  CreateProductBody,
  CreateVariationBody,
  PricePreviewResponse,
  PutPricesBody,
  StockBody,
  UpdateProductBody,
  VersionConflict,
} from '@shop/contracts/admin-catalog';
import type { LocaleCode } from '@shop/domain/locales';
import { type AdminApiError, readApi, uploadApi, writeApi } from './admin-client.ts';

export type { AdminProduct, AdminProductListResponse, PricePreviewResponse };

/** What the price editor sends: the lists with the campaign window (the version is added on save). */
export type PriceLists = Omit<PutPricesBody, 'version'>;

export function fetchProducts(
  filters: { q?: string; published?: 'yes' | 'no'; page?: number },
  signal?: AbortSignal,
): Promise<AdminProductListResponse> {
  return readApi<AdminProductListResponse>('/products', { query: filters, signal });
}

export function fetchProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return readApi<AdminProduct>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function createProduct(body: CreateProductBody): Promise<AdminProduct> {
  return writeApi<AdminProduct>('POST', '/products', body);
}

/** Issue 17: a variation under the product; answers the new variation. */
export function createVariation(id: number, body: CreateVariationBody): Promise<AdminProduct> {
  return writeApi<AdminProduct>('POST', `/products/${id}/variations`, body);
}

export function updateProduct(id: number, body: UpdateProductBody): Promise<AdminProduct> {
  return writeApi<AdminProduct>('PATCH', `/products/${id}`, body);
}

export function putPrices(id: number, store: LocaleCode, body: PutPricesBody): Promise<AdminProduct> {
  return writeApi<AdminProduct>('PUT', `/products/${id}/prices/${store}`, body);
}

export function previewPrices(
  id: number,
  store: LocaleCode,
  body: PriceLists,
): Promise<PricePreviewResponse> {
  return writeApi<PricePreviewResponse>('POST', `/products/${id}/prices/${store}/preview`, body);
}

export function updateStock(id: number, body: StockBody): Promise<AdminProduct> {
  return writeApi<AdminProduct>('PATCH', `/products/${id}/stock`, body);
}

/** Issue 17: a photo for the product, added after its other images. */
export function uploadProductImage(id: number, version: number, file: File): Promise<AdminProduct> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadApi<AdminProduct>(`/products/${id}/images`, { version: String(version) }, form);
}

export function removeProductImage(id: number, version: number, imageId: number): Promise<AdminProduct> {
  return writeApi<AdminProduct>('DELETE', `/products/${id}/images/${imageId}?version=${version}`);
}

export function orderProductImages(id: number, version: number, imageIds: number[]): Promise<AdminProduct> {
  return writeApi<AdminProduct>('PUT', `/products/${id}/images/order`, { version, image_ids: imageIds });
}

/** The 409 of a save over someone else's: the product now and what they changed. */
export function versionConflictOf(error: AdminApiError | undefined): VersionConflict | undefined {
  if (error?.status !== 409 || error.code !== 'VERSION_CONFLICT') return undefined;
  return error.body as VersionConflict;
}
