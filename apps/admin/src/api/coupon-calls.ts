import type {
  AdminCoupon,
  AdminCouponListResponse,
  CouponDraft,
  CouponPreviewBody,
  CouponPreviewResponse,
  CouponVersionConflict,
  UpdateCouponBody,
} from '@shop/contracts/admin-coupons';
import { type AdminApiError, readApi, writeApi } from './admin-client.ts';

export type { AdminCoupon, AdminCouponListResponse, CouponPreviewResponse };

export function fetchCoupons(
  filters: { q?: string; page?: number },
  signal?: AbortSignal,
): Promise<AdminCouponListResponse> {
  return readApi<AdminCouponListResponse>('/coupons', { query: filters, signal });
}

export function fetchCoupon(id: string, signal?: AbortSignal): Promise<AdminCoupon> {
  return readApi<AdminCoupon>(`/coupons/${encodeURIComponent(id)}`, { signal });
}

export function createCoupon(body: CouponDraft): Promise<AdminCoupon> {
  return writeApi<AdminCoupon>('POST', '/coupons', body);
}

export function updateCoupon(id: number, body: UpdateCouponBody): Promise<AdminCoupon> {
  return writeApi<AdminCoupon>('PATCH', `/coupons/${id}`, body);
}

/** "Try it on a cart": writes nothing, but carries a body, so it is a POST. */
export function previewCoupon(body: CouponPreviewBody): Promise<CouponPreviewResponse> {
  return writeApi<CouponPreviewResponse>('POST', '/coupons/preview', body);
}

/** The 409 of a save over someone else's: the coupon now and what they changed. */
export function couponConflictOf(error: AdminApiError | undefined): CouponVersionConflict | undefined {
  if (error?.status !== 409 || error.code !== 'VERSION_CONFLICT') return undefined;
  return error.body as CouponVersionConflict;
}
