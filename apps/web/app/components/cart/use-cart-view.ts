import { withCategoryMembers } from '@shop/domain/category-members';
import { useMemo } from 'react';
import {
  buildCartView,
  type CartView,
  type RejectedCouponView,
  rejectedCouponViews,
} from '../../lib/cart-view.ts';
import { useShop } from '../../lib/strings.ts';
import { useAuth } from '../../state/auth-store.ts';
import { useCart, useCoupons } from '../../state/cart-store.ts';
import { useVatIncluded } from '../../state/vat-mode.ts';

/** The cart as the panel shows it, in the shopper's VAT mode; recomputed when anything changes. */
export function useCartView(): CartView & { readonly rejected: readonly RejectedCouponView[] } {
  const { store } = useShop();
  const includeVat = useVatIncluded();
  const items = useCart((state) => state.items);
  const coupons = useCoupons((state) => state.coupons);
  const details = useCoupons((state) => state.details);
  const rejected = useCoupons((state) => state.rejected);
  const categoryMembers = useCoupons((state) => state.categoryMembers);
  // Spec 6: a signed-in customer's discount map gives a category discount (the server applies it too).
  const customerDiscounts = useAuth((state) =>
    state.user && state.access_token ? state.user.discounts : null,
  );
  return useMemo(
    () => ({
      ...buildCartView(
        withCategoryMembers(items, categoryMembers ?? {}),
        coupons,
        details,
        store,
        includeVat,
        customerDiscounts,
      ),
      rejected: rejectedCouponViews(rejected),
    }),
    [items, categoryMembers, coupons, details, store, includeVat, customerDiscounts, rejected],
  );
}
