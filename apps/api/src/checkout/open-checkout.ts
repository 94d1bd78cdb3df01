import type { CampaignDataInput } from '@shop/contracts/cart';
import type { CheckoutView } from '@shop/contracts/checkout';
import type { Store } from '@shop/domain/stores';
import { cleanCampaignData, newCheckoutId } from '../cart/stored-cart.ts';
import type { CartDeps } from '../cart/sync-cart.ts';
import { notFound } from '../errors.ts';
import {
  type CheckoutRow,
  findCheckout,
  insertCheckout,
  updateCheckout,
} from '../repositories/checkouts.repository.ts';
import { buildCheckoutView } from './checkout-view.ts';
import { customerDiscountsOf, priceCheckout } from './price-checkout.ts';

export type CheckoutDeps = CartDeps;

export async function requireCheckout(deps: CheckoutDeps, id: string): Promise<CheckoutRow> {
  const checkout = await findCheckout(deps.db, id);
  if (!checkout) throw notFound(`No checkout ${id}`);
  return checkout;
}

export interface OpenCheckoutInput {
  readonly store: Store;
  readonly checkoutId: string | null;
  readonly campaignData: CampaignDataInput | null;
  readonly customerId: number | null;
  readonly internal: boolean;
}

/**
 * Creates a checkout, or resumes the cart's own (its checkoutID) while it can still take an
 * order. A checkout that is completed or awaiting payment is not resumed: a new one starts.
 */
export async function openCheckout(
  deps: CheckoutDeps,
  input: OpenCheckoutInput,
): Promise<{ checkout: CheckoutRow; created: boolean }> {
  const now = deps.now().toISOString();
  const existing = input.checkoutId ? await findCheckout(deps.db, input.checkoutId) : undefined;
  const campaign = input.campaignData ? JSON.stringify(cleanCampaignData(input.campaignData)) : null;
  if (existing && existing.status === 'open') {
    const changes = {
      store_id: input.store.storeID,
      locale: input.store.code,
      ...(campaign === null ? {} : { campaign_data: campaign }),
      ...(input.customerId === null ? {} : { customer_id: input.customerId }),
      ...(input.internal ? { internal: 1 } : {}),
      updated_at: now,
    };
    await updateCheckout(deps.db, existing.id, changes);
    return { checkout: { ...existing, ...changes }, created: false };
  }
  const checkout: CheckoutRow = {
    id: newCheckoutId(),
    store_id: input.store.storeID,
    locale: input.store.code,
    status: 'open',
    attempt: 1,
    items: '[]',
    coupons: '[]',
    campaign_data: campaign ?? '{}',
    customer_id: input.customerId,
    internal: input.internal ? 1 : 0,
    buyer_type: null,
    customer: null,
    shipping_method: null,
    service_point: null,
    payment_method: null,
    order_id: null,
    created_at: now,
    updated_at: now,
  };
  await insertCheckout(deps.db, checkout);
  return { checkout, created: true };
}

/** The checkout as the server prices it now, in the requested store. */
export async function checkoutView(
  deps: CheckoutDeps,
  input: { checkout: CheckoutRow; store: Store; customerId: number | null; includeVat?: boolean },
): Promise<CheckoutView> {
  const pricing = await priceCheckout(deps.db, {
    checkout: input.checkout,
    store: input.store,
    includeVat: input.includeVat ?? true,
    now: deps.now(),
    customerDiscounts: await customerDiscountsOf(deps.db, input.customerId),
    cache: deps.cache,
  });
  return buildCheckoutView(deps.db, { checkout: input.checkout, store: input.store, pricing });
}
