import {
  adminCouponListQuerySchema,
  adminCouponParamsSchema,
  type CouponVersionConflict,
  couponDraftSchema,
  couponPreviewBodySchema,
  updateCouponBodySchema,
} from '@shop/contracts/admin-coupons';
import { parseInput } from '../../http/parse.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import { listAdminCoupons, readAdminCoupon } from '../coupons/admin-coupon-view.ts';
import { type CouponWriteDeps, createCoupon, updateCoupon } from '../coupons/coupon-writes.ts';
import { previewCoupon } from '../coupons/preview-coupon.ts';

/** Coupons and their "try it on a cart" preview (issue 17, docs/decisions/023-coupon-editing.md). */
export function adminCouponHandlers(deps: CouponWriteDeps): AdminHandlers {
  return {
    'GET /api/admin/coupons': async ({ request }) =>
      listAdminCoupons(deps.db, parseInput(adminCouponListQuerySchema, request.query, 'query')),

    'POST /api/admin/coupons': async (call) => {
      const body = parseInput(couponDraftSchema, call.request.body, 'body');
      return createCoupon(deps, memberOf(call).actor, body);
    },

    'POST /api/admin/coupons/preview': async ({ request }) =>
      previewCoupon(deps.db, parseInput(couponPreviewBodySchema, request.body, 'body'), deps.now()),

    'GET /api/admin/coupons/{id}': async ({ request }) =>
      readAdminCoupon(deps.db, parseInput(adminCouponParamsSchema, request.params, 'path').id),

    'PATCH /api/admin/coupons/{id}': async (call) => {
      const { id } = parseInput(adminCouponParamsSchema, call.request.params, 'path');
      const body = parseInput(updateCouponBodySchema, call.request.body, 'body');
      const outcome = await updateCoupon(deps, memberOf(call).actor, id, body);
      if (outcome.ok) return outcome.coupon;
      const conflict: CouponVersionConflict = {
        statusCode: 409,
        error: 'VERSION_CONFLICT',
        message: `Changed by someone else since version ${outcome.staleVersion}: ${outcome.changedFields.join(', ') || 'reload to see the coupon as it is now'}`,
        changed_fields: [...outcome.changedFields],
        current: outcome.current,
      };
      call.reply.status(409);
      return conflict;
    },
  };
}
