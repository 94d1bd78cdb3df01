import type { CampaignDataInput } from '@shop/contracts/cart';
import type {
  CheckoutView,
  CustomerDetailsBody,
  PlaceOrderResponse,
  ServicePointResponse,
  ShippingOptionResponse,
} from '@shop/contracts/checkout';
import type { OrderResponse } from '@shop/contracts/orders';
import { type ApiCall, ApiError } from './api-client.ts';

/*
 * The checkout calls (not shown in the spec; docs/decisions/007-orders-and-payments.md). Only
 * types come from the contracts, so no zod reaches the browser.
 */

export type { CheckoutView, OrderResponse, PlaceOrderResponse, ServicePointResponse, ShippingOptionResponse };

export interface PaymentMethod {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly provider: string;
  readonly icons: readonly string[];
  readonly buyer_types: readonly ('private' | 'company')[];
  readonly test_mode: boolean;
}

export interface ShippingOptions {
  readonly session_id: string;
  readonly options: readonly ShippingOptionResponse[];
}

/** An error answer of the provider: its code, message and the fields or steps concerned. */
export interface ApiProblem {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly issues: readonly { readonly path: string; readonly message: string }[];
}

/** Reads the provider's error body (`{statusCode, error, message, issues?}`); null for other failures. */
export function apiProblem(error: unknown): ApiProblem | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return { status: error.status, code: '', message: '', issues: [] };
  const record = body as Record<string, unknown>;
  const issues = Array.isArray(record.issues)
    ? record.issues.flatMap((issue: unknown) => {
        if (!issue || typeof issue !== 'object') return [];
        const { path, message } = issue as Record<string, unknown>;
        return typeof path === 'string'
          ? [{ path, message: typeof message === 'string' ? message : '' }]
          : [];
      })
    : [];
  return {
    status: error.status,
    code: typeof record.error === 'string' ? record.error : '',
    message: typeof record.message === 'string' ? record.message : '',
    issues,
  };
}

/**
 * The checkout calls in the VAT mode the shopper sees: without VAT they carry vat=0 (the cart's
 * vat flag, spec 3), since spec 5 rounds discounted prices to 2 decimals then, and the server
 * prices the checkout and charges the order the way the shopper sees them.
 */
export function checkoutCall(call: ApiCall, includeVat: boolean): ApiCall {
  if (includeVat) return call;
  return (request) => call({ ...request, query: { ...request.query, vat: 0 } });
}

function checkoutPath(id: string, rest = ''): string {
  return `/api/checkout/${encodeURIComponent(id)}${rest}`;
}

/** POST /api/checkout: creates a checkout, or resumes the cart's. */
export async function openCheckout(
  call: ApiCall,
  checkoutId: string | null,
  campaignData: CampaignDataInput | null,
): Promise<CheckoutView> {
  const answer = await call<CheckoutView>({
    method: 'POST',
    path: '/api/checkout',
    body: {
      checkout_order_id: checkoutId,
      ...(campaignData ? { campaign_data: campaignData } : {}),
    },
  });
  return answer.body;
}

export async function fetchCheckout(call: ApiCall, id: string): Promise<CheckoutView> {
  return (await call<CheckoutView>({ method: 'GET', path: checkoutPath(id) })).body;
}

/** PUT /api/checkout/{id}/customer; 400 INVALID_CUSTOMER names the fields in issues[].path. */
export async function saveCustomer(
  call: ApiCall,
  id: string,
  customer: CustomerDetailsBody,
): Promise<CheckoutView> {
  return (await call<CheckoutView>({ method: 'PUT', path: checkoutPath(id, '/customer'), body: customer }))
    .body;
}

export async function fetchShippingOptions(call: ApiCall, id: string): Promise<ShippingOptions> {
  return (await call<ShippingOptions>({ method: 'GET', path: checkoutPath(id, '/shipping-options') })).body;
}

/** GET /api/service-points: the carrier's points nearest to a postal code. */
export async function fetchServicePoints(
  call: ApiCall,
  carrier: string,
  postalCode: string,
  limit = 5,
): Promise<ServicePointResponse[]> {
  const answer = await call<ServicePointResponse[]>({
    method: 'GET',
    path: '/api/service-points',
    query: { carrier, postal_code: postalCode, limit },
  });
  return Array.isArray(answer.body) ? answer.body : [];
}

export async function chooseShipping(
  call: ApiCall,
  id: string,
  method: string,
  servicePointId: string | null,
): Promise<CheckoutView> {
  const answer = await call<CheckoutView>({
    method: 'PUT',
    path: checkoutPath(id, '/shipping'),
    body: { shipping_method: method, service_point_id: servicePointId },
  });
  return answer.body;
}

export async function fetchPaymentMethods(call: ApiCall, id: string): Promise<PaymentMethod[]> {
  const answer = await call<PaymentMethod[]>({ method: 'GET', path: checkoutPath(id, '/payment-methods') });
  return Array.isArray(answer.body) ? answer.body : [];
}

export async function choosePayment(call: ApiCall, id: string, method: string): Promise<CheckoutView> {
  const answer = await call<CheckoutView>({
    method: 'PUT',
    path: checkoutPath(id, '/payment'),
    body: { payment_method: method },
  });
  return answer.body;
}

/**
 * POST /api/checkout/{id}/place-order. The provider makes one order per checkout attempt: a
 * repeated submit answers the same order (created false), so a double click or a retry after a
 * lost answer never makes two.
 */
export async function placeOrder(
  call: ApiCall,
  id: string,
  expectedTotal: number,
): Promise<PlaceOrderResponse> {
  const answer = await call<PlaceOrderResponse>({
    method: 'POST',
    path: checkoutPath(id, '/place-order'),
    body: { expected_total: expectedTotal },
  });
  return answer.body;
}

/** GET /api/checkout/{id}/order: the order of the confirmation and failure pages; null when none. */
export async function fetchCheckoutOrder(call: ApiCall, id: string): Promise<OrderResponse | null> {
  try {
    return (await call<OrderResponse>({ method: 'GET', path: checkoutPath(id, '/order') })).body;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
