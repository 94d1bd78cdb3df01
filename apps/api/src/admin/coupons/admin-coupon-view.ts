import type {
  AdminCoupon,
  AdminCouponListQuery,
  AdminCouponListResponse,
} from '@shop/contracts/admin-coupons';
import { storeIds } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { findAdminCoupons, findCouponRow } from './admin-coupons.repository.ts';
import { toAdminCoupon } from './coupon-rules.ts';

/** The coupons list: code, kind, active window and uses, a page at a time. */
export async function listAdminCoupons(
  db: Kysely<Database>,
  query: AdminCouponListQuery,
): Promise<AdminCouponListResponse> {
  const { rows, total } = await findAdminCoupons(
    db,
    { text: query.q || undefined, storeId: query.store ? storeIds[query.store] : undefined },
    { offset: (query.page - 1) * query.per_page, limit: query.per_page },
  );
  return {
    coupons: rows.map((row) => {
      const coupon = toAdminCoupon(row);
      return {
        id: coupon.id,
        store: coupon.store,
        code: coupon.code,
        kind: coupon.kind,
        label: coupon.label,
        active: coupon.active,
        starts_at: coupon.starts_at,
        expires_at: coupon.expires_at,
        used_count: coupon.used_count,
        usage_limit: coupon.usage_limit,
      };
    }),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function readAdminCoupon(db: Kysely<Database>, id: number): Promise<AdminCoupon> {
  const row = await findCouponRow(db, id);
  if (!row) throw notFound(`No coupon ${id}`);
  return toAdminCoupon(row);
}
